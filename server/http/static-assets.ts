import express, { type RequestHandler } from 'express';
import { readdirSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { type ContentEncoding, preferredEncoding } from './content-encoding';

/** The encodings the build writes beside a file (build-tools/precompress-plugin.ts), best first. */
const encodings: readonly { name: ContentEncoding; suffix: string }[] = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
];

/** URL paths ("/assets/x.js") of the files that have a precompressed copy with `suffix`. */
function precompressedPaths(clientDir: string, suffix: string): Set<string> {
  const paths = new Set<string>();
  for (const entry of readdirSync(clientDir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith(suffix)) continue;
    const file = join(entry.parentPath, entry.name.slice(0, -suffix.length));
    paths.add(`/${relative(clientDir, file).split(sep).join('/')}`);
  }
  return paths;
}

/**
 * The browser's files from the build. Hashed files under /assets/ never change, so browsers and
 * CDNs may keep them for a year; the rest (favicon and such) are revalidated after an hour.
 * Where the build wrote a Brotli or gzip copy and the browser accepts it, that copy is sent
 * as it is, so the best compression costs nothing per request. The HTML template is not served:
 * pages come from the server renderer.
 */
export function staticAssets(clientDir: string): RequestHandler {
  const serve = express.static(clientDir, {
    index: false,
    setHeaders(res, path) {
      const hashed = /[\\/]assets[\\/]/.test(path);
      res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    },
  });
  const precompressed = encodings.map((encoding) => ({
    ...encoding,
    paths: precompressedPaths(clientDir, encoding.suffix),
  }));
  return (req, res, next) => {
    if (req.path === '/index.html') return next();
    if (req.method === 'GET' || req.method === 'HEAD') {
      const available = precompressed.filter((encoding) => encoding.paths.has(req.path));
      if (available.length > 0) {
        res.vary('Accept-Encoding');
        const accepted = preferredEncoding(
          req,
          available.map(({ name }) => name),
        );
        const chosen = available.find(({ name }) => name === accepted);
        if (chosen) {
          // The type of the original file, not of ".br"; the compression middleware leaves an encoded body alone.
          res.type(extname(req.path));
          res.setHeader('Content-Encoding', chosen.name);
          req.url = `${req.path}${chosen.suffix}`;
        }
      }
    }
    return serve(req, res, next);
  };
}
