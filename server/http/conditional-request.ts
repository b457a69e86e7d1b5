import type { IncomingHttpHeaders } from 'node:http';

const noCache = /(?:^|,)\s*?no-cache\s*?(?:,|$)/;

/**
 * Whether a GET or HEAD with these headers may be answered 304 for a response with this strong
 * ETag and no Last-Modified: what Express's `req.fresh` (the `fresh` package, 2.x) decides, for
 * answers sent without Express. If-None-Match wins over If-Modified-Since; without a
 * Last-Modified, If-Modified-Since alone never makes a 304; `Cache-Control: no-cache` (a reload) never does.
 */
export function isFresh(headers: IncomingHttpHeaders, etag: string): boolean {
  const noneMatch = headers['if-none-match'];
  if (!noneMatch) return false;
  const cacheControl = headers['cache-control'];
  if (cacheControl && noCache.test(cacheControl)) return false;
  if (noneMatch === '*') return true;
  return noneMatch.split(',').some((token) => {
    // Spaces only, as `fresh` strips them (a tab stays part of the tag there).
    const tag = token.replace(/^ +| +$/g, '');
    return tag === etag || tag === `W/${etag}`;
  });
}
