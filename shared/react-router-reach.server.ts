import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import type { EntryContext, ServerBuild } from 'react-router';
import { pageHydrates } from './page-hydration';

/*
 * The one module that reaches past React Router's public API, each reach because the public way
 * costs more (docs/decisions/007 has the measurements):
 * 1. the loader data handed over as already read (`renderMeta.streamCache`), so that the document
 *    renders in one synchronous pass (`renderInOnePass`); the public way is React's streaming
 *    renderer (`renderStreamed`), which costs more of the server's CPU per session page;
 * 2. a copy of the server build cut to the routes a document names (`buildWithRoutes`); the whole
 *    build costs more of the server's CPU per session page;
 * 3. the framework's modulepreload link, which React Router writes itself, lowered in priority
 *    (`withFrameworkAtLowPriority`), so that the first paint on a phone does not wait for it.
 * `react-router` is on a caret range: tests/integration/framework-reach.test.ts renders real pages
 * the reaching way and the public way and fails on the release that makes them differ, and
 * `assertLoaderDataWritten` refuses a page without its loader data at run time.
 */

/** A chunk of the loader data as React Router keeps it once read (`EntryContext.renderMeta.streamCache`). */
const settled = (done: boolean, value: string) => Object.assign(Promise.resolve(), { result: { done, value } });

/**
 * Lets the document render in one synchronous pass (`renderToString`). React Router's
 * `ServerRouter` writes the loader data into the page through a component that suspends on each
 * chunk of a turbo-stream, which only a streaming renderer waits for. Our loaders return plain
 * data (nothing deferred), so the stream is complete at once: this reads it to its end and hands
 * it over as one chunk already read, in the cache that component consults before reading
 * (`renderMeta.streamCache`, typed in `EntryContext` but not documented). The module's header says
 * what guards it.
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
      'React Router did not write the loader data into the page: shared/react-router-reach.server.ts no longer fits its version',
    );
  }
}

/** The document in one synchronous pass, its loader data handed over first (reach 1). */
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

/**
 * `build` holding only the routes `ids` (reach 2). React Router's request handler goes over every
 * route of its build on every request (building, converting and ranking them: about a tenth of a
 * session page's time with our ~40 routes), although a document uses a handful. Routes, modules
 * and everything else are the build's own, so the page rendered is the same. Routes are kept in
 * the build's own order, which React Router's ranking falls back on.
 */
export function buildWithRoutes(build: ServerBuild, ids: readonly string[]): ServerBuild {
  const pick = <T>(routes: Record<string, T>) =>
    Object.fromEntries(Object.entries(routes).filter(([id]) => ids.includes(id)));
  return { ...build, routes: pick(build.routes), assets: { ...build.assets, routes: pick(build.assets.routes) } };
}

/**
 * React and React Router (the `framework` chunk of vite.config.ts, 92 KB brotli) are fetched at low
 * priority (reach 3): the server-rendered page paints without them, so the page's small route
 * modules and first images go first. React Router renders these links itself and offers no
 * option for their priority.
 */
export function withFrameworkAtLowPriority(html: string): string {
  return html.replace(
    /<link rel="modulepreload" (?=href="\/assets\/framework-)/,
    '<link rel="modulepreload" fetchpriority="low" ',
  );
}
