/**
 * The Farkle screens' entry point: the `#/farkle` route renders this component (loaded on demand by
 * `src/app/App.tsx`). Everything Farkle lives in this folder. This placeholder only holds the boundary.
 */
import { useScreenHeadingFocus } from '../shell/focus.ts';
import { useDocumentTitle } from '../shell/useDocumentTitle.ts';

export function FarkleApp() {
  useDocumentTitle('Farkle');
  const heading = useScreenHeadingFocus<HTMLHeadingElement>();
  return (
    <div class="farkle">
      <h1 ref={heading} tabIndex={-1}>
        Farkle
      </h1>
      <p>Farkle is not playable yet.</p>
    </div>
  );
}
