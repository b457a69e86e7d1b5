/**
 * The only script of a page that does not hydrate (shared/page-hydration.ts), inlined into it
 * as the text of this function: what the browser does not do alone on the public pages.
 * - Keeps the path in localStorage (the original product's last-visited-path contract).
 * - Completes the popovers, which the browser opens and closes (Escape, a click outside) without
 *   it: says on their buttons whether they are open (`aria-expanded`), closes one the focus leaves,
 *   and gives the focus back to its button when closing left it nowhere (Chromium leaves it on
 *   `<body>` after Escape from a link inside).
 * - Clears the search box when it closes, as the original did.
 * - Applies a form marked `data-apply-on-change` when one of its selects changes (the job
 *   filters), by its `data-apply` button, and puts the focus back on that select in the new page.
 *   Its fields left empty or at their `data-default` stay out of the address, the others in the
 *   order of its `data-field-order` (`/joblistings?type=Internship`, as the server writes it).
 * - Fills in the page's own address in its share links (`data-share-template`, which the server
 *   cannot know: it does not trust the Host header), and scrolls to the top on a click of a link
 *   marked `data-scroll-top` (the original's footer links to the job board).
 * It must stay self-contained: it runs as `(${publicPageScript})(…)` with nothing imported.
 */
export function publicPageScript(lastVisitedPathKey: string, refocusKey: string, addressMark: string): void {
  const storage = (store: () => Storage, act: (storage: Storage) => void) => {
    try {
      act(store());
    } catch {
      // Storage can be full or disabled (private mode): every use of it here is a nicety.
    }
  };
  storage(
    () => localStorage,
    (local) => local.setItem(lastVisitedPathKey, location.pathname),
  );

  const openers = (popover: Element) =>
    document.querySelectorAll<HTMLElement>(`[popovertarget="${popover.id}"]:not([popovertargetaction="hide"])`);
  for (const popover of document.querySelectorAll('[popover][id]'))
    for (const opener of openers(popover)) opener.setAttribute('aria-expanded', 'false');
  // Neither toggle event bubbles: they are caught on their way down. The state is said as the
  // popover opens or closes (`beforetoggle`), the focus mended once it has (`toggle`).
  const isPopover = (target: EventTarget | null): target is HTMLElement =>
    target instanceof HTMLElement && target.id !== '' && target.hasAttribute('popover');
  document.addEventListener(
    'beforetoggle',
    (event) => {
      if (!isPopover(event.target)) return;
      const open = (event as ToggleEvent).newState === 'open';
      for (const opener of openers(event.target)) opener.setAttribute('aria-expanded', String(open));
    },
    true,
  );
  document.addEventListener(
    'toggle',
    (event) => {
      const popover = event.target;
      if (!isPopover(popover) || (event as ToggleEvent).newState === 'open') return;
      if (popover instanceof HTMLFormElement && popover.role === 'search') popover.reset();
      const focus = document.activeElement;
      if (!focus || focus === document.body || popover.contains(focus)) openers(popover)[0]?.focus();
    },
    true,
  );
  // In a search box, Escape would first clear the text (the browser's way); here it closes the box.
  document.addEventListener('keydown', (event) => {
    const box = event.target;
    if (event.key !== 'Escape' || !(box instanceof HTMLInputElement) || box.type !== 'search') return;
    const popover = box.closest<HTMLElement>('[popover]');
    if (!popover?.matches(':popover-open')) return;
    event.preventDefault();
    popover.hidePopover();
  });
  document.addEventListener('focusin', (event) => {
    const target = event.target as Node;
    for (const popover of document.querySelectorAll<HTMLElement>('[popover]:popover-open')) {
      const holds = popover.contains(target) || [...openers(popover)].some((opener) => opener.contains(target));
      if (!holds) popover.hidePopover();
    }
  });

  // Such a form's address opens the new page at the form (`#…`) for a visitor without this
  // script; with it, the new page keeps the scroll position and the focus of the one it replaces,
  // which a jump to the fragment would undo (Chromium takes the focus away when it scrolls to one).
  const applied = document.querySelectorAll<HTMLFormElement>('form[data-apply-on-change]');
  for (const form of applied) form.action = form.action.replace(/#.*/, '');
  document.addEventListener('change', (event) => {
    const control = event.target;
    if (!(control instanceof HTMLSelectElement)) return;
    const form = control.form;
    if (!form?.hasAttribute('data-apply-on-change')) return;
    storage(
      () => sessionStorage,
      (session) => session.setItem(refocusKey, JSON.stringify({ name: control.name, top: scrollY })),
    );
    form.requestSubmit(form.querySelector<HTMLElement>('[data-apply]'));
  });
  document.addEventListener('formdata', (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !form.hasAttribute('data-apply-on-change')) return;
    const data = event.formData;
    const order = (form.dataset.fieldOrder ?? '').split(' ');
    const rank = (name: string) => (order.includes(name) ? order.indexOf(name) : order.length);
    const entries = [...data].sort(([a], [b]) => rank(a) - rank(b));
    for (const name of new Set(data.keys())) data.delete(name);
    for (const [name, value] of entries) {
      const unset =
        form.querySelector(`[name="${CSS.escape(name)}"][data-default]`)?.getAttribute('data-default') ?? '';
      if (value !== '' && value !== unset) data.append(name, value);
    }
  });
  // A page taken back from the back/forward cache shows its controls as the server rendered them
  // (the list they filter), not as they were changed just before leaving it.
  addEventListener('pageshow', (event) => {
    if (event.persisted) for (const form of applied) form.reset();
  });
  storage(
    () => sessionStorage,
    (session) => {
      const kept = session.getItem(refocusKey);
      if (kept === null) return;
      session.removeItem(refocusKey);
      const { name, top } = JSON.parse(kept) as { name: string; top: number };
      scrollTo({ top });
      document
        .querySelector<HTMLElement>(`form[data-apply-on-change] [name="${CSS.escape(name)}"]`)
        ?.focus({ preventScroll: true });
    },
  );

  const address = encodeURIComponent(`${location.origin}${location.pathname}`);
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-share-template]'))
    link.href = (link.dataset.shareTemplate ?? link.href).replace(addressMark, address);
  document.addEventListener('click', (event) => {
    if (event.target instanceof Element && event.target.closest('a[data-scroll-top]')) window.scrollTo({ top: 0 });
  });

  document.documentElement.dataset.pageScript = 'ready';
}
