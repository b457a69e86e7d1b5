import { type ReactNode, StrictMode } from 'react';
import { type EntryContext, type HandleErrorFunction, ServerRouter } from 'react-router';
import type { PageContext, RenderedDocument } from '../shared/page-context';
import { renderInOnePass, renderStreamed, withFrameworkAtLowPriority } from '../shared/react-router-reach.server';
import { CspNonceContext } from './app/csp-nonce';
import { StylesheetTextContext } from './app/page-styles';

/** How long the loader data may wait for a promise before it gives up (React Router reads this export). */
export const streamTimeout = 5_000;

type DocumentRenderer = (document: ReactNode, context: EntryContext, nonce: string | undefined) => Promise<string>;

/**
 * A request handler for React Router that renders the whole document before answering, never
 * streaming it to the client: every page is small, the anonymous ones go into the page cache whole
 * (server/pages/page-cache.ts), and a crawler gets the complete page. A render error rejects, and React Router logs it and renders
 * the error boundary instead.
 */
function documentHandler(render: DocumentRenderer) {
  return async function handleRequest(
    request: Request,
    responseStatusCode: number,
    responseHeaders: Headers,
    routerContext: EntryContext,
    { document }: PageContext,
  ): Promise<RenderedDocument> {
    const nonce = document.cspNonce;
    const html = await render(
      <StrictMode>
        <CspNonceContext value={nonce}>
          <StylesheetTextContext value={document.stylesheetText}>
            <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
          </StylesheetTextContext>
        </CspNonceContext>
      </StrictMode>,
      routerContext,
      nonce,
    );
    responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
    const empty = new Response(null, { status: responseStatusCode, headers: responseHeaders });
    return Object.assign(empty, { html: withFrameworkAtLowPriority(html) });
  };
}

/**
 * What serves the pages: the document in one synchronous pass (`renderToString`), React Router's
 * loader data read first (shared/react-router-reach.server.ts). It costs less of the server's CPU
 * per page than React's streaming renderer (`handleRequestStreamed`), as measured in
 * docs/decisions/007.
 */
export default documentHandler((document, context) => renderInOnePass(document, context));

/**
 * The same document the public way, as React Router's default entry renders it (streamed, read
 * once all is ready). Not served: tests/integration/framework-reach.test.ts renders pages with
 * it in place of the default and requires the same documents.
 */
export const handleRequestStreamed = documentHandler((document, _context, nonce) =>
  renderStreamed(document, { nonce, timeoutMs: streamTimeout + 1_000 }),
);

/** Errors of loaders and actions: the page shows the visitor what failed, the log keeps the whole error. */
export const handleError: HandleErrorFunction = (error, { context }) => {
  (context as unknown as PageContext).document.logError(error);
};
