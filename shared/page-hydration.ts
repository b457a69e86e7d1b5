/**
 * A route module's `handle` says whether its page hydrates: `{ hydrate: true }` makes the root
 * render React Router's `<Scripts />` (the framework bundle, the route modules' preloads and the
 * hydration data). A page whose matched routes do not ask for it is sent as HTML and CSS with a
 * small inline script (client/app/public-page-script.ts): its links, GET forms and popovers work
 * without React (docs/decisions/009). The App frame asks for it (client/app/app-layout.tsx):
 * sign-in, the wizard, the candidate's and the recruiters' pages.
 */
export interface HydrationHandle {
  hydrate?: boolean;
}

/** Whether a page hydrates, from its matched routes (`useMatches()`, or the routes of a server render). */
export function pageHydrates(matches: readonly { handle?: unknown }[]): boolean {
  return matches.some((match) => (match.handle as HydrationHandle | undefined)?.hydrate === true);
}
