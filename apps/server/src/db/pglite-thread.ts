/**
 * PGlite on a thread of its own: its WebAssembly runs beside the server's main thread, which keeps answering
 * the connections meanwhile. The main thread sends each statement as a message and gets its rows back, in order;
 * an answer is sent once PGlite has the statement done (written, for a data directory), as in the same thread.
 */
import { PGlite } from '@electric-sql/pglite';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';

/** What the server needs of PGlite: its statements, one at a time, and its end. */
export interface PgliteClient {
  readonly waitReady: Promise<void>;
  query<R>(sql: string, params: unknown[]): Promise<{ rows: R[]; affectedRows?: number }>;
  close(): Promise<void>;
}

type Ask =
  | { readonly kind: 'query'; readonly sql: string; readonly params: readonly unknown[] }
  | { readonly kind: 'close' };

type Request = Ask & { readonly id: number };

type Reply =
  | { readonly id: number; readonly rows: unknown[]; readonly affectedRows?: number }
  | { readonly id: number; readonly error: { readonly message: string; readonly code?: string } }
  | { readonly id: 0; readonly ready: true };

/** Where PGlite keeps its data: a directory, or memory. */
interface ThreadData {
  readonly pastimePglite: true;
  readonly directory: string | null;
}

function isThreadData(data: unknown): data is ThreadData {
  return (
    typeof data === 'object' && data !== null && (data as { pastimePglite?: unknown }).pastimePglite === true
  );
}

/**
 * A thread running this module. Run from its TypeScript source (under tsx), the thread loads it through tsx's
 * `tsImport`, since a thread does not take up the tsx loader of the thread that starts it (Node 20).
 */
function threadOf(file: URL, data: ThreadData): Worker {
  if (!file.pathname.endsWith('.ts')) return new Worker(file, { workerData: data });
  const api = import.meta.resolve('tsx/esm/api');
  const start = `import(${JSON.stringify(api)}).then((tsx) => tsx.tsImport(${JSON.stringify(file.href)}, ${JSON.stringify(file.href)}))`;
  return new Worker(start, { eval: true, workerData: data });
}

/** PGlite on its own thread, on `directory` (null: in memory). */
export function pgliteThread(directory: string | null): PgliteClient {
  const data: ThreadData = { pastimePglite: true, directory };
  const worker = threadOf(new URL(import.meta.url), data);
  const waiting = new Map<number, { resolve: (reply: Reply) => void; reject: (error: Error) => void }>();
  let next = 1;
  let failed: Error | undefined;
  let ready: () => void = () => undefined;
  let notReady: (error: Error) => void = () => undefined;
  const waitReady = new Promise<void>((resolve, reject) => {
    ready = resolve;
    notReady = reject;
  });
  worker.on('message', (reply: Reply) => {
    if ('ready' in reply) return ready();
    const asked = waiting.get(reply.id);
    waiting.delete(reply.id);
    asked?.resolve(reply);
  });
  // The thread stopping on its own is a failure of the database: every statement waiting fails with it.
  const fail = (error: Error): void => {
    failed = error;
    notReady(error);
    for (const asked of waiting.values()) asked.reject(error);
    waiting.clear();
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`the database's thread stopped (exit code ${code})`)));
  const ask = (request: Ask): Promise<Reply> => {
    if (failed !== undefined) return Promise.reject(failed);
    const id = next++;
    return new Promise((resolve, reject) => {
      waiting.set(id, { resolve, reject });
      worker.postMessage({ ...request, id });
    });
  };
  return {
    waitReady,
    async query<R>(sql: string, params: unknown[]) {
      const reply = await ask({ kind: 'query', sql, params });
      if ('error' in reply) throw Object.assign(new Error(reply.error.message), { code: reply.error.code });
      if (!('rows' in reply)) throw new Error('the database answered no rows');
      return reply.affectedRows === undefined
        ? { rows: reply.rows as R[] }
        : { rows: reply.rows as R[], affectedRows: reply.affectedRows };
    },
    async close() {
      if (failed === undefined) await ask({ kind: 'close' }).catch(() => undefined);
      await worker.terminate();
    },
  };
}

/** The thread's side: PGlite, answering each statement in the order asked. */
async function serve(data: ThreadData): Promise<void> {
  const port = parentPort;
  if (port === null) return;
  const db = data.directory === null ? new PGlite() : new PGlite(data.directory);
  await db.waitReady;
  let queue = Promise.resolve();
  port.on('message', (request: Request) => {
    queue = queue.then(async () => {
      if (request.kind === 'close') {
        await db.close();
        port.postMessage({ id: request.id, rows: [] } satisfies Reply);
        return;
      }
      try {
        const result = await db.query(request.sql, [...request.params]);
        port.postMessage({
          id: request.id,
          rows: result.rows,
          ...(result.affectedRows === undefined ? {} : { affectedRows: result.affectedRows }),
        } satisfies Reply);
      } catch (error) {
        const code = (error as { code?: unknown }).code;
        port.postMessage({
          id: request.id,
          error: {
            message: error instanceof Error ? error.message : String(error),
            ...(typeof code === 'string' ? { code } : {}),
          },
        } satisfies Reply);
      }
    });
  });
  port.postMessage({ id: 0, ready: true } satisfies Reply);
}

if (!isMainThread && isThreadData(workerData)) await serve(workerData);
