import type { ComponentType } from 'preact';
import { useEffect, useState } from 'preact/hooks';

export interface LazyProps {
  /** Loads the screen's code (a dynamic `import()`), so the home screen does not wait for every game. */
  readonly load: () => Promise<ComponentType>;
  readonly label: string;
}

type Loading =
  | { readonly state: 'loading' }
  | { readonly state: 'ready'; readonly Screen: ComponentType }
  | { readonly state: 'failed' };

/** Shows a screen whose code is loaded on demand, with a short status while loading and a message on failure. */
export function Lazy({ load, label }: LazyProps) {
  const [loading, setLoading] = useState<Loading>({ state: 'loading' });
  useEffect(() => {
    let live = true;
    load().then(
      (Screen) => live && setLoading({ state: 'ready', Screen }),
      () => live && setLoading({ state: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [load]);
  if (loading.state === 'ready') return <loading.Screen />;
  return (
    <p class="screen-status" role="status">
      {loading.state === 'loading'
        ? `Loading ${label}…`
        : `${label} could not be loaded. Check the connection and reload the page.`}
    </p>
  );
}
