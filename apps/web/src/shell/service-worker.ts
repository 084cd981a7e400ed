/**
 * The service worker's registration and its updates. A new version's worker installs beside the running one and
 * waits; the page then says so ("A new version is ready — Reload"), and Reload asks that worker to take over and
 * reloads once it has. Both games save after every action (and 2048 saves what auto-play has not yet written when
 * the page is hidden), so the reload resumes the game in progress.
 */
import { observable } from './observable.ts';

/** True once a new version is installed and waiting, or has taken over from the one this page runs. */
export const updateReady = observable(false);

/** The message that makes a waiting worker take over (src/sw.ts). */
const SKIP_WAITING = 'skip-waiting';

let registration: ServiceWorkerRegistration | undefined;
let reloadRequested = false;

export function registerServiceWorker(container: ServiceWorkerContainer, url: string): void {
  // A page without a controller gets its first one from the first install (which claims it): that is no news.
  let controlled = container.controller !== null;
  container.addEventListener('controllerchange', () => {
    if (reloadRequested) location.reload();
    // Another tab's Reload started the new version: this page still runs the old code.
    else if (controlled) updateReady.set(true);
    controlled = true;
  });
  container.register(url).then(
    (result: ServiceWorkerRegistration | undefined) => {
      // Some embedders (and test browsers with workers blocked) resolve without a registration.
      if (!result) return;
      const registered = result;
      registration = registered;
      const watch = (worker: ServiceWorker | null): void => {
        if (!worker) return;
        const check = (): void => {
          if (worker.state === 'installed' && container.controller) updateReady.set(true);
        };
        check();
        worker.addEventListener('statechange', check);
      };
      watch(registered.waiting);
      registered.addEventListener('updatefound', () => watch(registered.installing));
      // Besides each load, look for a new version whenever the app comes back into view (a tab left open).
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible') registered.update().catch(() => undefined);
      });
    },
    (error: unknown) => console.warn('Offline support is unavailable:', error),
  );
}

/** Reload: the waiting worker takes over, then the page reloads (at once if another tab has done the first). */
export function reloadForUpdate(): void {
  const waiting = registration?.waiting;
  if (!waiting) {
    location.reload();
    return;
  }
  reloadRequested = true;
  waiting.postMessage({ type: SKIP_WAITING });
}
