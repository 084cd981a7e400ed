import { createServer, type Server } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * A request for the service worker carrying this cookie gets the script with {@link NEXT_VERSION_SCRIPT} added: a
 * new version of the app, for one browser context only (the tests' contexts run side by side on one server).
 */
export const NEXT_VERSION_COOKIE = 'e2e-next-version';

/** What the "new version" adds: its worker answers `version?` with `next`. */
const NEXT_VERSION_SCRIPT = `
self.addEventListener('message', (event) => {
  if (event.data === 'version?' && event.source) event.source.postMessage('next');
});
`;

export interface StaticServer {
  readonly url: string;
  close(): Promise<void>;
}

/** The file path a request asks for, or null for a URL no static host would serve (`//`, `/%zz`). */
function requestPath(url: string | undefined): string | null {
  try {
    return decodeURIComponent(new URL(url ?? '/', 'http://localhost').pathname);
  } catch {
    return null;
  }
}

/** Serves the built app from `root` on 127.0.0.1 at a free port, like any static host would. */
export async function serveStatic(root: string): Promise<StaticServer> {
  const server: Server = createServer((request, response) => {
    void (async () => {
      const path = requestPath(request.url);
      if (path === null) {
        response.writeHead(400).end();
        return;
      }
      const file = normalize(join(root, path.endsWith('/') ? `${path}index.html` : path));
      if (!file.startsWith(root + sep) && file !== root) {
        response.writeHead(403).end();
        return;
      }
      try {
        if (!(await stat(file)).isFile()) throw new Error('not a file');
        const next =
          path.endsWith('/sw.js') && (request.headers.cookie ?? '').includes(`${NEXT_VERSION_COOKIE}=1`);
        const body = next
          ? Buffer.concat([await readFile(file), Buffer.from(NEXT_VERSION_SCRIPT)])
          : await readFile(file);
        response.writeHead(200, {
          'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
          'cache-control': 'no-cache',
          // As `vite preview` (what `npm start` serves with) does: the service worker must not let it break offline.
          vary: 'Origin',
        });
        response.end(request.method === 'HEAD' ? undefined : body);
      } catch {
        response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the test server has no port');
  return {
    url: `http://127.0.0.1:${address.port}/`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
