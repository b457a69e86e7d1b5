import { PassThrough } from 'node:stream';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { type EntryContext, type HandleErrorFunction, ServerRouter } from 'react-router';
import type { PageContext } from '../shared/page-context';
import { CspNonceContext } from './app/csp-nonce';
import { StylesheetTextContext } from './app/page-styles';

/** How long the render may wait for data before it gives up (React Router reads this export). */
export const streamTimeout = 5_000;

function textOf(stream: PassThrough): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    stream.on('error', reject);
  });
}

/**
 * Renders the whole document before answering, never streaming: every page is small, the
 * anonymous ones go into the page cache whole (server/pages/page-cache.ts), and a crawler gets
 * the complete page.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  { document }: PageContext,
): Promise<Response> {
  const nonce = document.cspNonce;
  return new Promise((resolve, reject) => {
    let status = responseStatusCode;
    // Errors before the shell is ready reject, and React Router logs them (handleError).
    let shellReady = false;
    const { pipe, abort } = renderToPipeableStream(
      <StrictMode>
        <CspNonceContext value={nonce}>
          <StylesheetTextContext value={document.stylesheetText}>
            <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
          </StylesheetTextContext>
        </CspNonceContext>
      </StrictMode>,
      {
        nonce,
        onShellReady() {
          shellReady = true;
        },
        onAllReady() {
          clearTimeout(deadline);
          const body = new PassThrough();
          textOf(body).then((html) => {
            responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
            resolve(new Response(html, { status, headers: responseHeaders }));
          }, reject);
          pipe(body);
        },
        onShellError(error) {
          clearTimeout(deadline);
          reject(error);
        },
        onError(error) {
          status = 500;
          if (shellReady) document.logError(error);
        },
      },
    );
    const deadline = setTimeout(abort, streamTimeout + 1_000);
  });
}

/** Errors of loaders and actions: the page shows the visitor what failed, the log keeps the whole error. */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  (context as unknown as PageContext).document.logError(error);
};
