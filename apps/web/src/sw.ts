/**
 * The service worker: precaches the whole built app at install and serves it cache-first, so the app starts
 * and plays with no network once it has been loaded. The build (scripts/precache-plugin.ts) compiles this file
 * on its own and replaces the two placeholders below with the list of built files and a version derived from
 * their contents. It must stay self-contained: no imports.
 */

declare const __PRECACHE_MANIFEST__: readonly string[];
declare const __CACHE_VERSION__: string;

// The DOM library has no service-worker types and cannot be mixed with the WebWorker library in one program,
// so the few members used here are declared locally.
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Response | Promise<Response>): void;
}
interface WorkerScope {
  readonly registration: { readonly scope: string };
  readonly clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

const worker = self as unknown as WorkerScope;
const CACHE_PREFIX = 'pastime-';
const cacheName = `${CACHE_PREFIX}${__CACHE_VERSION__}`;
const scope = worker.registration.scope;
const appShell = new URL('./', scope).href;

worker.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(cacheName)
      .then((cache) => cache.addAll(__PRECACHE_MANIFEST__.map((path) => new URL(path, scope).href))),
  );
});

// A new version waits until a page asks it to take over (its "Reload"), which that page then does: pages never
// run code of two versions at once unasked.
worker.addEventListener('message', (event) => {
  const data: unknown = event.data;
  if (typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'skip-waiting') {
    void worker.skipWaiting();
  }
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith(CACHE_PREFIX) && name !== cacheName)
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => worker.clients.claim()),
  );
});

worker.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || !request.url.startsWith(scope)) return;
  // Every page of the app is the same document (routes live in the hash), so any navigation gets the shell.
  const key = request.mode === 'navigate' ? appShell : request;
  event.respondWith(
    caches
      .open(cacheName)
      // ignoreVary: servers such as `vite preview` answer with `Vary: Origin`, and the page's module requests carry
      // an Origin header that the precache requests did not, so a strict match would miss every script offline.
      .then((cache) => cache.match(key, { ignoreSearch: request.mode === 'navigate', ignoreVary: true }))
      .then((cached) => cached ?? fetch(request)),
  );
});
