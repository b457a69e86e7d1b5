import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * After React has drawn a page, `html[data-shown-path]` names its path and query. A client-side
 * navigation changes the address bar before React draws the new page (the router commits the
 * history entry, then renders in a transition), so the address alone does not say which page is
 * on screen; the browser tests wait for this mark.
 */
export function useMarkShownPath(): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    document.documentElement.dataset.shownPath = pathname + search;
  }, [pathname, search]);
}
