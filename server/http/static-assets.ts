import express, { type RequestHandler } from 'express';

/**
 * The browser's files from the build. Hashed files under /assets/ never change, so browsers and
 * CDNs may keep them for a year; the rest (favicon and such) are revalidated after an hour.
 * The HTML template is not served: pages come from the server renderer.
 */
export function staticAssets(clientDir: string): RequestHandler {
  const serve = express.static(clientDir, {
    index: false,
    setHeaders(res, path) {
      const hashed = /[\\/]assets[\\/]/.test(path);
      res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    },
  });
  return (req, res, next) => (req.path === '/index.html' ? next() : serve(req, res, next));
}
