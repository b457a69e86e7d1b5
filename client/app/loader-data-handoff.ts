import type { EntryContext } from 'react-router';

/** A chunk of the loader data as React Router keeps it once read (`EntryContext.renderMeta.streamCache`). */
const settled = (done: boolean, value: string) => Object.assign(Promise.resolve(), { result: { done, value } });

/**
 * Lets the document render in one synchronous pass (`renderToString`). React Router's
 * `ServerRouter` writes the loader data into the page through a component that suspends on each
 * chunk of a turbo-stream, which only a streaming renderer waits for. Our loaders return plain
 * data (nothing deferred), so the stream is complete at once: this reads it to its end and hands
 * it over as one chunk already read, in the cache that component consults before reading
 * (`renderMeta.streamCache`, typed in `EntryContext`). BENCHMARKS.md ("Session pages") has what
 * it saves. React Router is pinned in package.json; `assertLoaderDataWritten` catches a version
 * whose component no longer reads that cache.
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
