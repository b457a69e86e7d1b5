import express, { type Request, type RequestHandler, type Response } from 'express';
import { readdirSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { type ContentEncoding, preferredEncoding } from './content-encoding';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Locals {
      /** Set when this request is for a file of the build: its log line is debug, not info. */
      staticAsset?: boolean;
    }
  }
}

/** The encodings the build writes beside a file (build-tools/precompress-plugin.ts), best first. */
const encodings: readonly { name: ContentEncoding; suffix: string }[] = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
];

/** URL paths ("/assets/x.js.br") of every file of the build, read once at start-up. */
function urlPathsUnder(clientDir: string): string[] {
  return readdirSync(clientDir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `/${relative(clientDir, join(entry.parentPath, entry.name)).split(sep).join('/')}`);
}

/** URL paths ("/assets/x.js") of the files among `files` that have a precompressed copy with `suffix`. */
function precompressedPaths(files: readonly string[], suffix: string): Set<string> {
  return new Set(files.filter((file) => file.endsWith(suffix)).map((file) => file.slice(0, -suffix.length)));
}

/**
 * The browser's files from the build. Hashed files under /assets/ never change, so browsers and
 * CDNs may keep them for a year; the rest (favicon and such) are revalidated after an hour.
 * Where the build wrote a Brotli or gzip copy and the browser accepts it, that copy is sent
 * as it is, so the best compression costs nothing per request.
 */
export function staticAssets(clientDir: string): RequestHandler {
  const serve = express.static(clientDir, {
    index: false,
    // A folder's path is never a file to send: the default answers it with a redirect to the
    // path plus a slash, keeping what came as it came, and `/\\evil.example/..%2fimages/` is
    // another host to a browser. Folders fall through to the pages' NotFound instead.
    redirect: false,
    setHeaders(res, path) {
      const hashed = /[\\/]assets[\\/]/.test(path);
      res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    },
  });
  const files = urlPathsUnder(clientDir);
  const servedFiles = new Set(files);
  const precompressed = encodings.map((encoding) => ({
    ...encoding,
    paths: precompressedPaths(files, encoding.suffix),
  }));
  /** The copy to send instead of the file at `req.path`, if the build wrote one the request accepts. */
  const copyFor = (req: Request, res: Response) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return undefined;
    const available = precompressed.filter((encoding) => encoding.paths.has(req.path));
    if (available.length === 0) return undefined;
    res.vary('Accept-Encoding');
    const accepted = preferredEncoding(
      req,
      available.map(({ name }) => name),
    );
    return available.find(({ name }) => name === accepted);
  };

  return (req, res, next) => {
    // Pages and the API pass by without a look at the disk: every file here has an extension.
    if (extname(req.path) === '') return next();
    if (servedFiles.has(req.path)) res.locals.staticAsset = true;
    const copy = copyFor(req, res);
    if (!copy) return serve(req, res, next);
    const originalUrl = req.url;
    // The type of the original file, not of ".br"; the compression middleware leaves an encoded body alone.
    res.type(extname(req.path));
    res.setHeader('Content-Encoding', copy.name);
    req.url = `${req.path}${copy.suffix}`;
    return serve(req, res, (error?: unknown) => {
      // The copy is gone since start-up (files replaced in place): whatever answers next, answers unencoded.
      res.removeHeader('Content-Encoding');
      res.removeHeader('Content-Type');
      req.url = originalUrl;
      next(error);
    });
  };
}
