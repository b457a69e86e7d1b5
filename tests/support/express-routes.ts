import type { Express } from 'express';

/** What this file reads of a layer of Express 5's router (the `router` package, 2.x). */
interface Layer {
  handle: unknown;
  /** The path the layer was mounted at (`app.use('/api', …)`); `slash` when it was `/`. */
  rawPath?: unknown;
  slash?: unknown;
  route?: { path: unknown; methods: Record<string, boolean> };
}

/** The layers of a router, or undefined when `handle` is not one. */
const stackOf = (handle: unknown) => (handle as { stack?: unknown } | null)?.stack;

/** An Express path as OpenAPI writes it: `/api/jobs/:jobId` → `/api/jobs/{jobId}`. */
const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

/** An operation of the route table, as far as it is compared with Express's routes. */
interface Operation {
  method: string;
  path: string;
}

/**
 * The `/api/` routes `app` answers, as OpenAPI writes them: `get /api/jobs/{jobId}`; a route of
 * every method (`router.all`) as `all /api/…`, and a handler used for a path and everything under
 * it (`router.use('/api/…', fn)`) as `use /api/…`.
 *
 * Express has no public list of its routes, so this reads its router's stack: `app.router.stack`,
 * each layer a route (`route.path`, `route.methods`), a router mounted with `app.use(router)`
 * (its own `stack`), or middleware (its path in `rawPath`). These are the `router` package's
 * internals: anything here not as expected (a router mounted under a path, a path that is not a
 * string, no routes at all) throws, so that a change of Express fails the contract test loudly
 * instead of finding nothing.
 */
export function apiRoutesOf(app: Express): string[] {
  const routes: string[] = [];
  const walk = (stack: unknown, where: string) => {
    if (!Array.isArray(stack)) throw new Error(`Express's router has changed: no stack of layers in ${where}`);
    for (const layer of stack as Layer[]) {
      if (layer.route) {
        const { path, methods } = layer.route;
        if (typeof path !== 'string')
          throw new Error(`A route of ${where} has a path that is not a string: ${String(path)}`);
        if (!path.startsWith('/api/')) continue;
        for (const method of Object.keys(methods).filter((name) => methods[name])) {
          routes.push(`${method === '_all' ? 'all' : method} ${openApiPath(path)}`);
        }
      } else if (Array.isArray(stackOf(layer.handle))) {
        // A router's routes are written with their whole path only when it is mounted at `/`.
        if (layer.slash !== true) throw new Error(`A router is mounted under ${String(layer.rawPath)} in ${where}`);
        walk(stackOf(layer.handle), `${where} › a router`);
      } else if (layer.slash !== true) {
        // Middleware of one path (`router.use('/api/…', fn)`, or several paths at once).
        for (const path of [layer.rawPath].flat(Infinity)) {
          if (typeof path !== 'string')
            throw new Error(`Middleware of ${where} has a path that is not a string: ${String(path)}`);
          if (path.startsWith('/api/')) routes.push(`use ${openApiPath(path)}`);
        }
      }
    }
  };
  walk((app as Express & { router?: { stack?: unknown } }).router?.stack, 'the app');
  if (routes.length === 0) throw new Error("Express's router has changed: no /api/ route found in its stack");
  return [...new Set(routes)];
}

/**
 * Whether the route table documents `route` (one of apiRoutesOf's): a method's route by the
 * same operation; a route of every method (`all`) by an operation of any method at its path,
 * since the table names the methods such a route means to answer, and the route's handler
 * refuses the others; a handler used for a path (`use`) by an operation at or under it, since it
 * may answer any of those paths (or only pass them on, as the body parsers do), and a path under
 * /api/ that the table has nothing at is one an integrator cannot know of.
 */
export function isDocumented(route: string, operations: readonly Operation[]): boolean {
  const [kind, path] = route.split(' ') as [string, string];
  if (kind === 'all') return operations.some((operation) => operation.path === path);
  if (kind === 'use') {
    return operations.some((operation) => operation.path === path || operation.path.startsWith(`${path}/`));
  }
  return operations.some((operation) => operation.method === kind && operation.path === path);
}

/**
 * Whether `app`'s routes (apiRoutesOf's) answer `operation`: a route of its method at its path,
 * or one of every method there. A handler used for a path (`use`) does not count: most of them
 * pass a request on (a rate limit, a body parser), which answers nothing by itself.
 */
export function isAnswered(operation: Operation, routes: readonly string[]): boolean {
  return routes.includes(`${operation.method} ${operation.path}`) || routes.includes(`all ${operation.path}`);
}
