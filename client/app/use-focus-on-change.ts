import { type RefObject, useEffect, useRef } from 'react';

/**
 * Moves the focus to `target` when `trigger` changes after the first render (a filter applied,
 * a status moved, a preview shown): the page stays where it is, and without this the element
 * that had the focus (a submit button inside a form React renders anew) is gone and the focus
 * falls back to `<body>`, leaving keyboard and screen-reader users at the top of nothing
 * (WCAG 2.4.3). A null trigger leaves the focus alone. The target carries `tabIndex={-1}`.
 */
export function useFocusOnChange(target: RefObject<HTMLElement | null>, trigger: unknown): void {
  const previous = useRef(trigger);
  useEffect(() => {
    if (Object.is(previous.current, trigger)) return;
    previous.current = trigger;
    if (trigger === null || trigger === undefined) return;
    const element = target.current;
    if (!element) return;
    element.focus({ preventScroll: true });
    element.scrollIntoView({ block: 'nearest' });
  }, [target, trigger]);
}
