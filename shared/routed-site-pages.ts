import { pathOf, type Screen, screenPaths } from './route-paths';

/**
 * The screens whose content is a page of the site folder, with its file's name (`pages/support.md`
 * is the benefits screen, at /support). Their routes are the seed's; any other `pages/NAME.md`
 * is a page at `/NAME`.
 */
export const routedSitePages = {
  home: 'home',
  culture: 'culture',
  benefits: 'support',
  diversity: 'diversity',
  leadership: 'leadership',
} as const satisfies Partial<Record<Screen, string>>;

const entries = Object.entries(routedSitePages) as [keyof typeof routedSitePages, string][];

/** A routed page's file name → its path (`support` → `/support`). */
export const routedPagePaths: Readonly<Record<string, string>> = Object.fromEntries(
  entries.map(([screen, name]) => [name, pathOf(screen)]),
);

const namesByPath = new Map(
  entries.flatMap(([screen, name]) => screenPaths[screen].map((path) => [path.toLowerCase(), name] as const)),
);

/** The folder page a path shows: a routed screen's (`/carrer` is home), else `/NAME`'s NAME. */
export function sitePageNameAt(pathname: string): string {
  const path = pathname.replace(/\/+$/, '').toLowerCase() || '/';
  return namesByPath.get(path) ?? path.slice(1);
}
