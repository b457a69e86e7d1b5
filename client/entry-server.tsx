import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router';
import type { DataSource } from '../shared/data-source';
import { CspNonceContext } from './app/csp-nonce';
import { headOf, type PageHead, type RouteHandle } from './page-head';
import { createRoutes, NOT_FOUND_ROUTE_ID } from './routes';

export type { PageHead };

/** What the server does with a request for a page. */
export type PageRender =
  | {
      kind: 'page';
      status: number;
      head: PageHead;
      appHtml: string;
      pageModules: string[];
      /** Loader and render errors that are not answers such as "not found": for the server's log. */
      failures: unknown[];
    }
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'not-found' };

// Loaders receive the request's data source as the static handler's request context.
const handler = createStaticHandler(createRoutes((context) => context as DataSource));

function renderApp(context: StaticHandlerContext, nonce: string | undefined): string {
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <StrictMode>
      <CspNonceContext value={nonce}>
        <StaticRouterProvider router={router} context={context} nonce={nonce} />
      </CspNonceContext>
    </StrictMode>,
  );
}

/**
 * Error boundaries do not catch during server rendering, so a render error is rendered again
 * as the root boundary's error (the same shape React Router gives a loader error).
 */
function withRenderError(context: StaticHandlerContext, error: unknown): StaticHandlerContext {
  return { ...context, statusCode: 500, errors: { root: error } };
}

/** Renders the page for `request`; `nonce` marks its inline scripts for the Content-Security-Policy. */
export async function renderPage(request: Request, dataSource: DataSource, nonce?: string): Promise<PageRender> {
  const context = await handler.query(request, { requestContext: dataSource });
  if (context instanceof Response) {
    const location = context.headers.get('Location');
    if (location && context.status >= 300 && context.status < 400) {
      return { kind: 'redirect', status: context.status, location };
    }
    throw new Error(`A route answered ${context.status} with a raw Response, which pages do not support`);
  }
  if (context.matches.at(-1)?.route.id === NOT_FOUND_ROUTE_ID) return { kind: 'not-found' };

  let rendered = context;
  let appHtml: string;
  try {
    appHtml = renderApp(context, nonce);
  } catch (error) {
    rendered = withRenderError(context, error);
    appHtml = renderApp(rendered, nonce);
  }
  return {
    kind: 'page',
    status: rendered.statusCode,
    head: headOf(rendered.matches, rendered.loaderData),
    appHtml,
    pageModules: rendered.matches.flatMap((match) => (match.route.handle as RouteHandle | undefined)?.module ?? []),
    failures: Object.values(rendered.errors ?? {}).filter((error) => !isRouteErrorResponse(error)),
  };
}
