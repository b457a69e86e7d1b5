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

/**
 * The `/api/` routes `app` answers, as OpenAPI writes them: `get /api/jobs/{jobId}`.
 *
 * Express has no public list of its routes, so this reads its router's stack: `app.router.stack`,
 * each layer a route (`route.path`, `route.methods`), a router mounted with `app.use(router)`
 * (its own `stack`), or middleware. These are the `router` package's internals: anything here not
 * as expected (a router mounted under a path, a path that is not a string, no routes at all)
 * throws, so that a change of Express fails the contract test loudly instead of finding nothing.
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
        for (const method of Object.keys(methods).filter((name) => methods[name] && name !== '_all')) {
          routes.push(`${method} ${path.replace(/:(\w+)/g, '{$1}')}`);
        }
      } else if (Array.isArray(stackOf(layer.handle))) {
        // A router's routes are written with their whole path only when it is mounted at `/`.
        if (layer.slash !== true) throw new Error(`A router is mounted under ${String(layer.rawPath)} in ${where}`);
        walk(stackOf(layer.handle), `${where} › a router`);
      }
    }
  };
  walk((app as Express & { router?: { stack?: unknown } }).router?.stack, 'the app');
  if (routes.length === 0) throw new Error("Express's router has changed: no /api/ route found in its stack");
  return routes;
}
