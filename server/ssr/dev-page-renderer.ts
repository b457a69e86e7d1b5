import { readFile } from 'node:fs/promises';
import { htmlDocument } from './html-document';
import type { PageRenderer, RenderEntry } from './page-renderer';

/**
 * Pages from source through Vite in middleware mode, with hot module replacement. Vite is a
 * development dependency, so it is imported here only, never in production.
 */
export async function createDevPageRenderer(): Promise<PageRenderer> {
  const { createServer } = await import('vite');
  const vite = await createServer({
    server: { middlewareMode: true },
    appType: 'custom',
  });

  return {
    assets: vite.middlewares,
    async render(request, dataSource, nonce) {
      const url = new URL(request.url);
      const template = await vite.transformIndexHtml(url.pathname, await readFile('client/index.html', 'utf8'));
      try {
        const entry = (await vite.ssrLoadModule('/entry-server.tsx')) as RenderEntry;
        const page = await entry.renderPage(request, dataSource, nonce);
        return page.kind === 'page'
          ? {
              kind: 'page',
              status: page.status,
              html: htmlDocument(template, page),
              failures: page.failures,
            }
          : page;
      } catch (error) {
        if (error instanceof Error) vite.ssrFixStacktrace(error);
        throw error;
      }
    },
    close: () => vite.close(),
  };
}
