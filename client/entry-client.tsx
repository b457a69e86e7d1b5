import { StrictMode, startTransition, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { browserDataSource } from './browser-data-source';
import { followNavigations } from './navigation-effects';
import { createRoutes } from './routes';
import './styles.css';

/**
 * Loads the page modules of the server-rendered page before hydrating. Without this the
 * router would render nothing while the lazy modules load, and hydration would not match.
 */
async function loadLazyRoutesOf(routes: RouteObject[], location: Location): Promise<void> {
  const lazyMatches = matchRoutes(routes, location)?.filter((match) => match.route.lazy) ?? [];
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const loaded = await (route.lazy as () => Promise<Partial<RouteObject>>)();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

/**
 * Marks the document once React has hydrated it: `html[data-hydrated]`. Styles can then
 * switch from no-JavaScript fallbacks to enhanced controls, and tests know when to interact.
 */
function MarkHydrated() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

async function hydrate(): Promise<void> {
  const routes = createRoutes(() => browserDataSource);
  await loadLazyRoutesOf(routes, window.location);
  // Without an explicit `hydrationData`, the router reads (and revives the errors of)
  // `window.__staticRouterHydrationData`, which the server's StaticRouterProvider wrote.
  const router = createBrowserRouter(routes);
  followNavigations(router);
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element to hydrate');
  // As a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread until the whole page is done: a tap during hydration is answered sooner.
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <RouterProvider router={router} />
        <MarkHydrated />
      </StrictMode>,
    );
  });
}

void hydrate();
