import { escapeHtml } from './html-document';

/** The part of Vite's build manifest (`dist/client/.vite/manifest.json`) used here. */
export type ViteManifest = Record<string, { file: string; imports?: string[]; css?: string[]; isEntry?: boolean }>;

function collectFiles(manifest: ViteManifest, key: string, into: Set<string>, seen = new Set<string>()): void {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return;
  seen.add(key);
  into.add(chunk.file);
  for (const css of chunk.css ?? []) into.add(css);
  for (const imported of chunk.imports ?? []) collectFiles(manifest, imported, into, seen);
}

/**
 * `<link>` tags for the chunks of the rendered page modules, so the browser fetches them with
 * the entry instead of discovering them one import at a time before it can hydrate. Files
 * the entry already loads (the template links them) are left out.
 */
export function chunkPreloadTags(manifest: ViteManifest, pageModules: readonly string[]): string {
  const entryFiles = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.isEntry) collectFiles(manifest, key, entryFiles);
  }
  const files = new Set<string>();
  for (const pageModule of pageModules) collectFiles(manifest, pageModule, files);
  return [...files]
    .filter((file) => !entryFiles.has(file))
    .map((file) => {
      const href = escapeHtml(`/${file}`);
      return file.endsWith('.css')
        ? `<link rel="stylesheet" href="${href}" />`
        : `<link rel="modulepreload" crossorigin href="${href}" />`;
    })
    .join('');
}
