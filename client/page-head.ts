import { SITE_NAME } from '../shared/site';

/** What a page puts in `<head>`: rendered by the server, kept current by the browser. */
export interface PageHead {
  title: string;
  description: string;
}

/** A route's `handle`: its head, fixed or computed from the route's loader data. */
export interface RouteHandle {
  head: PageHead | ((loaderData: unknown) => PageHead);
  /** The page module's path inside client/, for preloading its chunks (see routes.tsx). */
  module?: string;
}

export const defaultHead: PageHead = {
  title: `Careers at ${SITE_NAME}`,
  description: `Job openings, teams and culture at ${SITE_NAME}.`,
};

interface MatchLike {
  route: { id: string; handle?: unknown };
}

/** The head of the deepest matched route that declares one. */
export function headOf(matches: readonly MatchLike[], loaderData: Record<string, unknown>): PageHead {
  for (const match of [...matches].reverse()) {
    const handle = match.route.handle as RouteHandle | undefined;
    if (handle?.head) {
      return typeof handle.head === 'function' ? handle.head(loaderData[match.route.id]) : handle.head;
    }
  }
  return defaultHead;
}
