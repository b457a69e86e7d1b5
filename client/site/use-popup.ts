import { useEffect, useEffectEvent, useRef, useState } from 'react';

interface PopupOptions {
  /**
   * The panel's id, for the toggle's `aria-controls`. Fixed rather than from `useId`: the server's and
   * the browser's router trees differ, and generated ids then differ between them (hydration mismatch).
   */
  panelId: string;
  /** Close when the focus moves outside the toggle and the panel (menus; not a modal drawer). */
  closeOnFocusOut?: boolean;
  /** Close when a link inside the panel is followed (menus that stay in the page on navigation). */
  closeOnLinkClick?: boolean;
  /** Called whenever the popup closes, however it was closed. */
  onClose?: () => void;
}

/**
 * The state and behaviour every disclosure of the header shares (dropdowns, search box, mobile
 * menu, drawer): a toggle button with `aria-expanded`/`aria-controls`; Escape closes and puts the
 * focus back on the toggle; a click outside closes. The caller renders the panel and styles it
 * open with `open`.
 */
export function usePopup<Panel extends HTMLElement>({
  panelId,
  closeOnFocusOut = false,
  closeOnLinkClick = false,
  onClose,
}: PopupOptions) {
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<Panel>(null);

  function close() {
    setOpen(false);
    onClose?.();
  }
  const dismiss = useEffectEvent((returnFocus: boolean) => {
    close();
    if (returnFocus) toggleRef.current?.focus();
  });

  useEffect(() => {
    const toggle = toggleRef.current;
    const panel = panelRef.current;
    if (!open || !toggle || !panel) return;
    const isInside = (target: EventTarget | null) =>
      target instanceof Node && (toggle.contains(target) || panel.contains(target));

    // Escape is handled where the focus is, so with a menu open inside another (Culture inside the
    // mobile menu) only the inner one closes. With the focus elsewhere, the document handles it.
    const onEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      dismiss(true);
    };
    const onEscapeElsewhere = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !isInside(event.target)) dismiss(false);
    };
    // A click beside the popup closes it. When that click left the focus nowhere (on the page's
    // background, or the drawer's backdrop), the focus goes back to the toggle rather than to the top.
    const onClickOutside = (event: MouseEvent) => {
      if (isInside(event.target)) return;
      const focus = document.activeElement;
      dismiss(!focus || focus === document.body || isInside(focus));
    };
    const onFocusIn = (event: FocusEvent) => {
      if (closeOnFocusOut && !isInside(event.target)) dismiss(false);
    };
    const onPanelClick = (event: MouseEvent) => {
      if (closeOnLinkClick && event.target instanceof Element && event.target.closest('a')) dismiss(false);
    };

    toggle.addEventListener('keydown', onEscape);
    panel.addEventListener('keydown', onEscape);
    panel.addEventListener('click', onPanelClick);
    document.addEventListener('keydown', onEscapeElsewhere);
    document.addEventListener('click', onClickOutside);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      toggle.removeEventListener('keydown', onEscape);
      panel.removeEventListener('keydown', onEscape);
      panel.removeEventListener('click', onPanelClick);
      document.removeEventListener('keydown', onEscapeElsewhere);
      document.removeEventListener('click', onClickOutside);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [open, closeOnFocusOut, closeOnLinkClick]);

  return {
    open,
    close,
    /** For a close button inside the panel: the panel hides, so the focus goes back to the toggle. */
    closeAndFocusToggle() {
      close();
      toggleRef.current?.focus();
    },
    toggleProps: {
      ref: toggleRef,
      type: 'button' as const,
      'aria-expanded': open,
      'aria-controls': panelId,
      onClick: () => (open ? close() : setOpen(true)),
    },
    panelProps: { ref: panelRef, id: panelId },
    panelRef,
  };
}
