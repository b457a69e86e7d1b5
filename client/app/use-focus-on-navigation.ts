import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * After a client-side move to another page, focus goes to the new page's heading, so keyboard
 * and screen-reader users continue from the top of what changed instead of from `<body>` (WCAG
 * 2.4.3). A change of the query alone (a filter, the sort) keeps the focus where it is. On the
 * application steps, whose heading sits below the banner and progress, a heading low on the
 * screen is scrolled up, so the step's form is in view after each Continue.
 */
export function useFocusOnNavigation(): void {
  const { pathname } = useLocation();
  const previous = useRef(pathname);

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const heading = document.querySelector<HTMLElement>('main h1');
    if (!heading) return;
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus({ preventScroll: true });
    const { top } = heading.getBoundingClientRect();
    if (heading.closest('.wizard-panel') && top > window.innerHeight / 3) {
      heading.scrollIntoView({ block: 'start' });
    }
  }, [pathname]);
}
