import type { RequestHandler } from 'express';
import { SITE_IMAGES_PATH, type SiteImage } from './site-images';

/**
 * The folder's pictures at `/site-images/NAME?v=HASH`. The address names the file's hash, so an
 * answer to the current hash may be kept a year; any other (an old page's) is revalidated. An
 * SVG is a document too: opened on its own it may not run scripts or load anything.
 */
export function siteImagesRoute(images: () => ReadonlyMap<string, SiteImage>): RequestHandler {
  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.path.startsWith(`${SITE_IMAGES_PATH}/`)) {
      return next();
    }
    let name: string;
    try {
      name = decodeURIComponent(req.path.slice(SITE_IMAGES_PATH.length + 1));
    } catch {
      return next();
    }
    const image = images().get(`images/${name}`);
    if (!image) return next();
    res.locals.staticAsset = true;
    const current = req.query.v === image.version;
    res.set({
      'Cache-Control': current ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      'X-Content-Type-Options': 'nosniff',
    });
    res.type(image.type).sendFile(image.file, { dotfiles: 'deny', etag: true, lastModified: false }, (error) => {
      if (error && !res.headersSent) next(error);
    });
  };
}
