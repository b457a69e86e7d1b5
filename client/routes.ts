import { layout, route, type RouteConfig } from '@react-router/dev/routes';
import { type Screen, screenPaths } from '../shared/route-paths';
import { SITE_PAGE_ROUTE_ID, screenRoutes } from '../shared/screen-routes';

const screens = Object.keys(screenRoutes) as Screen[];

/**
 * Every path of a screen is a route of its own, all showing the screen's module; ids stay the
 * same on server and browser. Matching is case-insensitive (React Router's default).
 */
const routesOf = (frame: 'site' | 'app') =>
  screens
    .filter((screen) => screenRoutes[screen].frame === frame)
    .flatMap((screen) =>
      screenPaths[screen].map((path) => route(path, screenRoutes[screen].module, { id: `${screen}:${path}` })),
    );

/**
 * The site's pages, from the route table (shared/screen-routes.ts). Sign-in, the application
 * wizard and the accounts' pages are framed by the App header, every other page by the site's.
 * Unknown paths fall to `not-found`, in the site's frame: a 404 with the NotFound page for
 * browsers, the plain text `NotFound` for other clients (server/pages/not-found.ts).
 */
export default [
  layout('app/site-layout.tsx', { id: 'site' }, [
    ...routesOf('site'),
    // Any other page of the site folder, `pages/NAME.md` at /NAME (the NotFound page when none).
    route(':sitePage', 'pages/site-page.tsx', { id: SITE_PAGE_ROUTE_ID }),
    route('*', 'app/not-found-page.tsx', { id: 'not-found' }),
  ]),
  layout('app/app-layout.tsx', { id: 'app' }, routesOf('app')),
] satisfies RouteConfig;
