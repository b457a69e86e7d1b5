import { LRUCache } from 'lru-cache';
import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router';
import { pageHydrates } from '../../shared/page-hydration';
import { buildWithRoutes } from '../../shared/react-router-reach.server';

/** The id of the catch-all route (client/routes.ts). */
export const NOT_FOUND_ROUTE_ID = 'not-found';

export type ServerRoute = NonNullable<ServerBuild['routes'][string]>;

/** What the pages' handler needs to know of a path. */
export interface PageAt {
  /** The route that answers the path (the deepest match): the catch-all for a path no page has. */
  route: ServerRoute;
  /** The build with only the routes the path's document names (`pageBuild`). */
  build: ServerBuild;
  /** Whether its document hydrates (a matched route's `handle: { hydrate: true }`). */
  hydrates: boolean;
}

const routeTrees = new WeakMap<ServerBuild, RouteObject[]>();
// Matching ranks every route anew on each call: the answers for recent paths are kept, per build.
const pagesAt = new WeakMap<ServerBuild, LRUCache<string, PageAt>>();
// One page build per set of routes, so each is made (and its request handler created) once.
const pageBuilds = new WeakMap<ServerBuild, Map<string, ServerBuild>>();

/** The build's route manifest as the tree `matchRoutes` reads, made once per build. */
function routeTreeOf(build: ServerBuild): RouteObject[] {
  let tree = routeTrees.get(build);
  if (!tree) {
    const routes = Object.values(build.routes).filter((route) => route !== undefined);
    const childrenOf = (parentId: string | undefined): RouteObject[] =>
      routes
        .filter((route) => route.parentId === parentId)
        .map((route): RouteObject => {
          const children = childrenOf(route.id);
          return route.index
            ? { id: route.id, index: true, path: route.path }
            : { id: route.id, path: route.path, caseSensitive: route.caseSensitive, children };
        });
    tree = childrenOf(undefined);
    routeTrees.set(build, tree);
  }
  return tree;
}

/** `/a/b/c` → `/`, `/a`, `/a/b`: the paths whose routes a document also names for its links. */
function parentPaths(pathname: string): string[] {
  const segments = pathname.split('/').filter(Boolean);
  return segments.map((_, end) => `/${segments.slice(0, end).join('/')}`);
}

/**
 * The routes a document at `pathname` names: the ones it renders, and those of its parent paths,
 * which React Router writes into the page's manifest so that links to them need no lookup
 * (its `getPartialManifest`). Nothing else of the route table reaches the document.
 */
function routeIdsOf(build: ServerBuild, pathname: string): string[] {
  const ids = new Set<string>();
  for (const path of [pathname, ...parentPaths(pathname)]) {
    for (const { route } of matchRoutes(routeTreeOf(build), path) ?? []) if (route.id) ids.add(route.id);
  }
  return [...ids].sort();
}

/** `build` cut to the routes `ids`, made once per set of routes (shared/react-router-reach.server.ts). */
function pageBuild(build: ServerBuild, ids: string[]): ServerBuild {
  let builds = pageBuilds.get(build);
  if (!builds) pageBuilds.set(build, (builds = new Map()));
  const key = ids.join('\n');
  let subset = builds.get(key);
  if (!subset) builds.set(key, (subset = buildWithRoutes(build, ids)));
  return subset;
}

/** The route that answers `pathname` and the build that renders its document. */
export function pageAt(build: ServerBuild, pathname: string): PageAt {
  let known = pagesAt.get(build);
  if (!known) pagesAt.set(build, (known = new LRUCache({ max: 1_000 })));
  let page = known.get(pathname);
  if (!page) {
    const matches = matchRoutes(routeTreeOf(build), pathname) ?? [];
    const id = matches.at(-1)?.route.id ?? NOT_FOUND_ROUTE_ID;
    const route = build.routes[id];
    if (!route) throw new Error(`The pages' build has no route "${id}" (client/routes.ts)`);
    const hydrates = pageHydrates(
      matches.map((match) => ({ handle: build.routes[match.route.id ?? '']?.module.handle })),
    );
    page = { route, build: pageBuild(build, routeIdsOf(build, pathname)), hydrates };
    known.set(pathname, page);
  }
  return page;
}
