import { useEffect } from 'preact/hooks';

/** Sets the page's title while the calling screen is shown. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
