import { describe, expect, it } from 'vitest';
import { chunkPreloadTags, type ViteManifest } from '../../server/ssr/chunk-preloads';

const manifest: ViteManifest = {
  'index.html': { file: 'assets/index-A.js', isEntry: true, imports: ['_vendor'], css: ['assets/index-A.css'] },
  _vendor: { file: 'assets/vendor-B.js' },
  'pages/culture-page.tsx': { file: 'assets/culture-page-C.js', imports: ['_placeholder', '_vendor'] },
  _placeholder: { file: 'assets/placeholder-D.js', css: ['assets/placeholder-D.css'], imports: ['_placeholder'] },
};

describe('preloading the chunks of the rendered page', () => {
  it('links the page chunk, its imports and their CSS, but not what the entry already loads', () => {
    expect(chunkPreloadTags(manifest, ['pages/culture-page.tsx'])).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/culture-page-C.js" />' +
        '<link rel="modulepreload" crossorigin href="/assets/placeholder-D.js" />' +
        '<link rel="stylesheet" href="/assets/placeholder-D.css" />',
    );
  });

  it('links nothing for modules the manifest does not know', () => {
    expect(chunkPreloadTags(manifest, ['pages/missing-page.tsx'])).toBe('');
  });
});
