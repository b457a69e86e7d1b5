import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * After a client-side move to another page, focus goes to the new page's heading, so keyboard
 * and screen-reader users continue from the top of what changed instead of from `<body>` (WCAG
 * 2.4.3). A change of the query alone (a filter, the sort) keeps the focus where it is.
 */
export function useFocusOnNavigation(): void {
  const { pathname } = useLocation();
  const previous = useRef(pathname);

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const heading = document.querySelector<HTMLElement>('main h1');
    if (!heading) return;
    heading.tabIndex = -1;
    // The page opens at the top (ScrollRestoration); on a step, the form is in view from there.
    heading.focus({ preventScroll: true });
  }, [pathname]);
}
