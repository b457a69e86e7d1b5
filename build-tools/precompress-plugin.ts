import { gzipAsync } from '@gfx/zopfli';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import type { Plugin } from 'vite';

const compressible = /\.(js|css|svg|json|txt|xml)$/;
/** Below this, compression saves less than the bytes of a Content-Encoding header. */
const minBytes = 1024;
const brotli = promisify(brotliCompress);

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/**
 * Writes `file.gz` (Zopfli, a few per cent smaller than gzip -9, still plain gzip for the
 * browser) and `file.br` (Brotli at its best quality) beside each compressible file of the
 * browser build. The server sends them as they are (server/http/static-assets.ts), so the
 * best compression costs nothing per request.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'careers:precompress',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await filesUnder(outDir)).filter((file) => compressible.test(file) && !file.includes('.vite'));
      await Promise.all(
        files.map(async (file) => {
          const content = await readFile(file);
          if (content.length < minBytes) return;
          const [gzipped, brotlied] = await Promise.all([
            gzipAsync(content, { numiterations: 5 }),
            brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
          ]);
          await Promise.all([writeFile(`${file}.gz`, gzipped), writeFile(`${file}.br`, brotlied)]);
        }),
      );
    },
  };
}
