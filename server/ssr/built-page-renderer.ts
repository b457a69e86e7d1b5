import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { staticAssets } from '../http/static-assets';
import { type ViteManifest, chunkPreloadTags } from './chunk-preloads';
import { htmlDocument } from './html-document';
import { createStylesheetInliner } from './inline-stylesheets';
import type { PageRenderer, RenderEntry } from './page-renderer';

/** Pages from the production build: `dist/client` (browser files) and `dist/server` (SSR entry). */
export async function loadBuiltPageRenderer(distDir: string): Promise<PageRenderer> {
  const entryPath = join(distDir, 'server/entry-server.js');
  if (!existsSync(entryPath)) {
    throw new Error(`No production build at ${distDir} (missing ${entryPath}): run \`npm run build\` first.`);
  }
  const clientDir = join(distDir, 'client');
  const inlineStylesheets = createStylesheetInliner(clientDir);
  const template = inlineStylesheets(await readFile(join(clientDir, 'index.html'), 'utf8'));
  const manifest = JSON.parse(await readFile(join(clientDir, '.vite/manifest.json'), 'utf8')) as ViteManifest;
  const entry = (await import(pathToFileURL(entryPath).href)) as RenderEntry;

  return {
    assets: staticAssets(clientDir),
    async render(request, dataSource, nonce) {
      const page = await entry.renderPage(request, dataSource, nonce);
      if (page.kind !== 'page') return page;
      const preloads = inlineStylesheets(chunkPreloadTags(manifest, page.pageModules));
      return {
        kind: 'page',
        status: page.status,
        html: htmlDocument(template, page, preloads),
        failures: page.failures,
      };
    },
  };
}
