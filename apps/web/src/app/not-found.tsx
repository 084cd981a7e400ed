import { useScreenHeadingFocus } from '../shell/focus.ts';
import { useDocumentTitle } from '../shell/use-document-title.ts';
import { hrefFor } from '../shell/route.ts';

export function NotFound({ path }: { readonly path: string }) {
  useDocumentTitle('Not found · Pastime');
  const heading = useScreenHeadingFocus<HTMLHeadingElement>();
  return (
    <div class="not-found">
      <h1 ref={heading} tabIndex={-1}>
        Nothing here
      </h1>
      <p>
        There is no screen at “{path}”. <a href={hrefFor('home')}>Go to the home screen</a>.
      </p>
    </div>
  );
}
