import { createHash } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import { LRUCache } from 'lru-cache';
import { type CompressedBody, compressBody, sendCompressed } from '../http/compressed-body';
import { SESSION_COOKIE } from '../session/session-middleware';
import { carriesPersonalQuery } from './personal-pages';

/** A rendered anonymous page, kept compressed only, with the data version it was rendered from. */
export interface CachedPage {
  body: CompressedBody;
  dataVersion: string;
  /** CSP sources for the page's inline scripts ('sha256-…'): served again, it cannot reuse a nonce. */
  scriptHashes: string[];
}

/**
 * The hashes of the inline scripts in `html` (the hydration data, scroll restoration). A cached
 * page is sent to many visitors: its Content-Security-Policy names these hashes instead of the
 * nonce it was first rendered with, which must never serve twice.
 */
function inlineScriptHashes(html: string): string[] {
  return [
    ...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/g),
  ].map(
    (match) =>
      `'sha256-${createHash('sha256')
        .update(match[1] ?? '')
        .digest('base64')}'`,
  );
}

/** This response's CSP with its nonce source replaced by the cached page's script hashes. */
function withScriptHashes(res: Response, page: CachedPage): void {
  const policy = res.getHeader('Content-Security-Policy');
  const nonce = res.locals.cspNonce;
  if (typeof policy !== 'string' || !nonce) return;
  res.setHeader('Content-Security-Policy', policy.replace(`'nonce-${nonce}'`, page.scriptHashes.join(' ')));
}

export interface PageCache {
  /** The cached page for this request, if it is anonymous and the page is current. */
  lookup(req: Request): CachedPage | undefined;
  /** Keeps a freshly rendered 200 page of an anonymous request; `dataVersion` as read before rendering. */
  store(req: Request, html: string, dataVersion: string): CachedPage | undefined;
  /** The data version to render with: read before rendering, so a page is never newer than its key says. */
  dataVersion(): string;
  /** Sends a page with the headers that let browsers and CDNs keep it, or a 304. */
  send(req: Request, res: Response, page: CachedPage): void;
}

/**
 * Shared caches may keep a page a minute and serve it stale for five more while they revalidate;
 * browsers revalidate every time (the ETag makes that a 304). `Vary: Cookie` keeps a CDN from
 * answering a signed-in visitor with the anonymous page.
 */
export const ANONYMOUS_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';
/** Pages of a session can hold the candidate's answers: never stored, not even by their browser. */
export const SESSION_CACHE_CONTROL = 'private, no-store';

const sessionCookiePattern = new RegExp(`(?:^|;)\\s*${SESSION_COOKIE.replace('.', '\\.')}=`);

/** Anonymous: no session cookie. Pages then depend on the URL and the data only (`user: null`). */
export function isAnonymous(req: Request): boolean {
  return !sessionCookiePattern.test(req.headers.cookie ?? '');
}

/**
 * Whether the page of this request may be shared (kept by us or a CDN): a read, without a
 * session, and not a sign-in or wizard page whose query may hold personal data.
 */
export function isShareable(req: Request): boolean {
  return (req.method === 'GET' || req.method === 'HEAD') && isAnonymous(req) && !carriesPersonalQuery(req);
}

export interface PageCacheOptions {
  /** What the pages' data is at now (the blog list's content hash); a change makes every cached page stale. */
  dataVersion: () => string;
  /** Bound on the compressed pages kept, in bytes. */
  maxBytes?: number;
  /** Pages show relative ages ("3 days ago"): re-rendered at least this often. */
  ttlMs?: number;
}

/**
 * In-process cache of anonymous pages, keyed by the full URL (path and query). An entry is used
 * only while the data version it was rendered with is still the current one.
 */
export function createPageCache({
  dataVersion,
  maxBytes = 8 * 1024 * 1024,
  ttlMs = 60_000,
}: PageCacheOptions): PageCache {
  const pages = new LRUCache<string, CachedPage>({
    max: 5_000,
    maxSize: maxBytes,
    sizeCalculation: (page) => page.body.size + 256,
    ttl: ttlMs,
  });
  return {
    dataVersion,
    lookup(req) {
      if (!isShareable(req)) return undefined;
      const page = pages.get(req.originalUrl);
      if (!page) return undefined;
      if (page.dataVersion === dataVersion()) return page;
      pages.delete(req.originalUrl);
      return undefined;
    },
    store(req, html, version) {
      // A session started while rendering would make the page someone's: not kept.
      if (!isShareable(req) || req.session?.user || req.session?.draftId) return undefined;
      const page: CachedPage = {
        body: compressBody(html),
        dataVersion: version,
        scriptHashes: inlineScriptHashes(html),
      };
      pages.set(req.originalUrl, page);
      return page;
    },
    send(req, res, page) {
      withScriptHashes(res, page);
      res.vary('Cookie').set('Cache-Control', ANONYMOUS_CACHE_CONTROL);
      sendCompressed(req, res, page.body, 'html');
    },
  };
}

/**
 * Answers anonymous requests for pages already rendered, before the session middleware and the
 * renderer run: a cached page costs about what a static file does.
 */
export function cachedPages(cache: PageCache): RequestHandler {
  return (req, res, next) => {
    const page = cache.lookup(req);
    if (page) cache.send(req, res, page);
    else next();
  };
}
