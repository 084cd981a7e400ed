import { useEffect, useState } from 'preact/hooks';
import { noteNavigation } from './focus.ts';
import { parseRoute, type Route } from './route.ts';

/** The current route, following the location hash. */
export function useRoute(): Route {
  const [route, setRoute] = useState<Route>(() => parseRoute(location.hash));
  useEffect(() => {
    const follow = (): void => {
      noteNavigation();
      setRoute(parseRoute(location.hash));
    };
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, []);
  return route;
}
