import { DEFAULT_SITE_NAME, withSiteName } from '../shared/site';
import type { RootData } from './route-loaders';

/** What a page puts in `<head>`: rendered by the server, kept current by the browser. */
export interface PageHead {
  title: string;
  description: string;
}

/** A route's `handle`: its head, fixed or computed from the route's loader data. */
export interface RouteHandle {
  head?: PageHead | ((loaderData: unknown) => PageHead);
  /** The lazy route module's path inside client/, for preloading its chunks (see routes.tsx). */
  module?: string;
}

export const defaultHead: PageHead = {
  title: 'Careers at {site}',
  description: 'Job openings, teams and culture at {site}.',
};

interface MatchLike {
  route: { id: string; handle?: unknown };
}

/** The head of the deepest matched route that declares one, with the site name filled in. */
export function headOf(matches: readonly MatchLike[], loaderData: Record<string, unknown>): PageHead {
  const siteName = (loaderData.root as RootData | undefined)?.site.siteName ?? DEFAULT_SITE_NAME;
  const match = [...matches].reverse().find((candidate) => (candidate.route.handle as RouteHandle | undefined)?.head);
  const head = (match?.route.handle as RouteHandle | undefined)?.head ?? defaultHead;
  const { title, description } = typeof head === 'function' ? head(match && loaderData[match.route.id]) : head;
  return { title: withSiteName(title, siteName), description: withSiteName(description, siteName) };
}
