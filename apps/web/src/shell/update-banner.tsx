import { reloadForUpdate, updateReady } from './service-worker.ts';
import { useObservable } from './observable.ts';

/** "A new version is ready — Reload", under the header once the service worker has found an update. */
export function UpdateBanner() {
  const ready = useObservable(updateReady);
  return (
    <div class="update-banner-area" role="status" aria-live="polite">
      {ready && (
        <p class="update-banner">
          <span>A new version is ready — </span>
          <button type="button" class="button button-small" onClick={reloadForUpdate}>
            Reload
          </button>
        </p>
      )}
    </div>
  );
}
