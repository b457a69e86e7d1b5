import { LRUCache } from 'lru-cache';
import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router';

/** The id of the catch-all route (client/routes.ts). */
export const NOT_FOUND_ROUTE_ID = 'not-found';

const routeTrees = new WeakMap<ServerBuild, RouteObject[]>();
// Matching ranks every route anew on each call: the answers for recent paths are kept, per build.
const routeIds = new WeakMap<ServerBuild, LRUCache<string, string>>();
const NO_ROUTE = '';

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

/** The route that answers `pathname` (the deepest match): the catch-all for a path no page has. */
export function routeAt(build: ServerBuild, pathname: string): ServerBuild['routes'][string] {
  let known = routeIds.get(build);
  if (!known) routeIds.set(build, (known = new LRUCache({ max: 1_000 })));
  let id = known.get(pathname);
  if (id === undefined) {
    id = matchRoutes(routeTreeOf(build), pathname)?.at(-1)?.route.id ?? NO_ROUTE;
    known.set(pathname, id);
  }
  return build.routes[id];
}
