import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { DataSourceResolver } from '../shared/data-source';
import { type Screen, screenPaths, screens } from '../shared/route-paths';
import { NotFoundPage } from './app/not-found-page';
import { RootLayout } from './app/root-layout';
import { RouteErrorPage } from './app/route-error-page';
import { SiteLayout } from './app/site-layout';
import type { RouteHandle } from './page-head';
import { screenHead } from './page-heads';
import { createLoaders, createRootLoader } from './route-loaders';

/** A page module: its page, and optionally the error boundary for its own loader's errors. */
type PageModule = { default: ComponentType; ErrorBoundary?: ComponentType };

// One module per screen, loaded on demand: a route ships only its own code. The glob keys
// ("./pages/home-page.tsx") are also the build manifest's keys, which lets the server
// preload the chunks of the page it rendered.
const pageModules = import.meta.glob<PageModule>('./pages/*-page.tsx');

function pageModulePath(screen: Screen): string {
  const fileName = screen.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
  return `./pages/${fileName}-page.tsx`;
}

function loadPage(screen: Screen): () => Promise<Pick<RouteObject, 'Component' | 'ErrorBoundary'>> {
  const load = pageModules[pageModulePath(screen)];
  if (!load) throw new Error(`No page module for screen "${screen}" at ${pageModulePath(screen)}`);
  return async () => {
    const page = await load();
    return page.ErrorBoundary
      ? { Component: page.default, ErrorBoundary: page.ErrorBoundary }
      : { Component: page.default };
  };
}

// Sign-in and the application wizard are framed by the App header, every other page by the site's.
const appLayoutScreens: ReadonlySet<Screen> = new Set<Screen>([
  'signIn',
  'contactInformation',
  'generalQuestions',
  'education',
  'workEligibility',
  'resume',
  'acknowledge',
  'equalOpportunity',
  'militaryStatus',
  'reviewSubmit',
]);

// The App header's module, by its build-manifest key: the server preloads it with the page.
const appLayoutModule = 'app/app-layout.tsx';

async function loadAppLayout(): Promise<Pick<RouteObject, 'Component'>> {
  const layout = await import('./app/app-layout');
  return { Component: layout.default };
}

/**
 * The route table both sides share. Every path of every screen is its own route (ids stay
 * stable between server and browser, which hydration relies on); matching is
 * case-insensitive, React Router's default. The pages sit in one of two pathless layout
 * routes, `site` or `app` (the header around them). Unknown paths fall to `not-found`, which
 * the server answers with a plain-text 404 and the browser renders the same way.
 */
export function createRoutes(dataSourceFrom: DataSourceResolver): RouteObject[] {
  const loaders = createLoaders(dataSourceFrom);
  const pageRoutesOf = (layoutScreens: readonly Screen[]) =>
    layoutScreens.flatMap((screen) =>
      screenPaths[screen].map((path): RouteObject => ({
        id: `${screen}:${path}`,
        path,
        loader: loaders[screen],
        lazy: loadPage(screen),
        handle: { head: screenHead(screen), module: pageModulePath(screen).slice(2) } satisfies RouteHandle,
      })),
    );
  return [
    {
      id: 'root',
      loader: createRootLoader(dataSourceFrom),
      // Site settings and the user change only by signing in or out, which revalidate explicitly
      // (same URL); moving between pages never reloads them.
      shouldRevalidate: ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
        currentUrl.href === nextUrl.href && defaultShouldRevalidate,
      Component: RootLayout,
      ErrorBoundary: RouteErrorPage,
      children: [
        {
          id: 'site',
          Component: SiteLayout,
          children: pageRoutesOf(screens.filter((screen) => !appLayoutScreens.has(screen))),
        },
        {
          id: 'app',
          lazy: loadAppLayout,
          handle: { module: appLayoutModule } satisfies RouteHandle,
          children: pageRoutesOf(screens.filter((screen) => appLayoutScreens.has(screen))),
        },
      ],
    },
    { id: NOT_FOUND_ROUTE_ID, path: '*', Component: NotFoundPage },
  ];
}

export const NOT_FOUND_ROUTE_ID = 'not-found';
