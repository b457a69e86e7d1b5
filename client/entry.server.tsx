import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { type EntryContext, type HandleErrorFunction, ServerRouter } from 'react-router';
import type { PageContext, RenderedDocument } from '../shared/page-context';
import { CspNonceContext } from './app/csp-nonce';
import { assertLoaderDataWritten, settleLoaderData } from './app/loader-data-handoff';
import { StylesheetTextContext } from './app/page-styles';

/** How long the loader data may wait for a promise before it gives up (React Router reads this export). */
export const streamTimeout = 5_000;

/**
 * Renders the whole document in one synchronous pass, never streaming: every page is small, the
 * anonymous ones go into the page cache whole (server/pages/page-cache.ts), a crawler gets the
 * complete page, and `renderToString` took 25–35 % less CPU than React's streaming renderer
 * for the same page when measured in process (BENCHMARKS.md, issue 15). Nothing on our pages suspends;
 * React Router's loader data, which would, is read first (client/app/loader-data-handoff.ts).
 * A render error rejects, and React Router logs it and renders the error boundary instead.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  { document }: PageContext,
): Promise<RenderedDocument> {
  const nonce = document.cspNonce;
  await settleLoaderData(routerContext);
  const html = renderToString(
    <StrictMode>
      <CspNonceContext value={nonce}>
        <StylesheetTextContext value={document.stylesheetText}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </StylesheetTextContext>
      </CspNonceContext>
    </StrictMode>,
  );
  if (routerContext.serverHandoffStream) assertLoaderDataWritten(html);
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  const empty = new Response(null, { status: responseStatusCode, headers: responseHeaders });
  return Object.assign(empty, { html: `<!DOCTYPE html>${withFrameworkAtLowPriority(html)}` });
}

/**
 * React and React Router (the `framework` chunk of vite.config.ts, 92 KB brotli) are fetched at low
 * priority: the server-rendered page paints without them, so the page's small route modules and
 * first images go first. Lighthouse's mobile simulation had counted them on the first paint's path
 * (first paint 2.0 s, now 1.2 s; BENCHMARKS.md, issue 15). React Router renders these links itself.
 */
function withFrameworkAtLowPriority(html: string): string {
  return html.replace(
    /<link rel="modulepreload" (?=href="\/assets\/framework-)/,
    '<link rel="modulepreload" fetchpriority="low" ',
  );
}

/** Errors of loaders and actions: the page shows the visitor what failed, the log keeps the whole error. */
export const handleError: HandleErrorFunction = (error, { context }) => {
  (context as unknown as PageContext).document.logError(error);
};
