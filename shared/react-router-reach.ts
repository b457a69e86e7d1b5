import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import type { EntryContext } from 'react-router';
import { pageHydrates } from '../../shared/page-hydration';

// The one place that reaches into React Router's rendering (issue 27): the document is rendered
// in one synchronous pass after React Router's loader data is handed over as already read.
// `renderStreamed` is the public way, kept beside it: tests/integration/framework-reach.test.ts
// renders real pages both ways and fails when a React Router version makes them differ.

/** A chunk of the loader data as React Router keeps it once read (`EntryContext.renderMeta.streamCache`). */
const settled = (done: boolean, value: string) => Object.assign(Promise.resolve(), { result: { done, value } });

/**
 * Lets the document render in one synchronous pass (`renderToString`). React Router's
 * `ServerRouter` writes the loader data into the page through a component that suspends on each
 * chunk of a turbo-stream, which only a streaming renderer waits for. Our loaders return plain
 * data (nothing deferred), so the stream is complete at once: this reads it to its end and hands
 * it over as one chunk already read, in the cache that component consults before reading
 * (`renderMeta.streamCache`, typed in `EntryContext` but not documented). React Router takes patch
 * releases only (`~` in package.json); `assertLoaderDataWritten` refuses a page without its
 * loader data at run time, and the test above compares the documents with `renderStreamed`'s.
 */
export async function settleLoaderData(context: EntryContext): Promise<void> {
  const stream = context.serverHandoffStream;
  if (!stream) return;
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let text = '';
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    text += decoder.decode(chunk.value, { stream: true });
  }
  reader.releaseLock();
  context.renderMeta ??= {};
  context.renderMeta.streamCache = { 0: settled(false, text), 1: settled(true, '') };
}

/** The end of the loader data in a rendered document: the browser's router starts with it. */
const LOADER_DATA_END = 'window.__reactRouterContext.streamController.close();';

/** Refuses a document without its loader data, which would hydrate into a broken page. */
export function assertLoaderDataWritten(html: string): void {
  // From the end, where it is: a search from the start reads the whole page.
  if (html.lastIndexOf(LOADER_DATA_END) === -1) {
    throw new Error(
      'React Router did not write the loader data into the page: client/app/loader-data-handoff.ts no longer fits its version',
    );
  }
}

/**
 * The document in one synchronous pass, its loader data handed over first. Measured against
 * `renderStreamed` on 2026-11-26 (BENCHMARKS.md, "Framework internals (issue 27)"): the streamed
 * session pages took 17–49 % more of the server's CPU per request (the issue allows 10 %).
 */
export async function renderInOnePass(document: ReactNode, context: EntryContext): Promise<string> {
  await settleLoaderData(context);
  const html = renderToString(document);
  // A page that does not hydrate has no scripts of React Router's, the loader data's among them.
  const hydrates = pageHydrates(context.staticHandlerContext.matches.map((match) => match.route));
  if (context.serverHandoffStream && hydrates) assertLoaderDataWritten(html);
  return `<!DOCTYPE html>${html}`;
}

/**
 * The document as React Router's default `entry.server` renders it for a crawler: React's
 * streaming renderer, read once everything is ready (`onAllReady`), nothing of React Router's
 * internals touched. Not served: the reference `renderInOnePass` is held to.
 */
export function renderStreamed(
  document: ReactNode,
  options: { nonce: string | undefined; timeoutMs: number },
): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const decoder = new TextDecoder();
    const { pipe, abort } = renderToPipeableStream(document, {
      nonce: options.nonce,
      onAllReady() {
        clearTimeout(timer);
        pipe(
          new Writable({
            write(chunk: Uint8Array, _encoding, callback) {
              html += decoder.decode(chunk, { stream: true });
              callback();
            },
            final(callback) {
              resolve(html);
              callback();
            },
          }),
        );
      },
      onShellError: reject,
      onError: reject,
    });
    const timer = setTimeout(
      () => abort(new Error(`the document was not ready within ${options.timeoutMs} ms`)),
      options.timeoutMs,
    );
  });
}
