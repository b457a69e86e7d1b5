import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Request, RequestHandler, Response } from 'express';
import { LRUCache } from 'lru-cache';
import { type CachedAnswer, sendCachedAnswer } from '../http/cached-answer';
import { compressBody } from '../http/compressed-body';
import { requestTarget } from '../http/request-target';
import { OPENER_POLICY } from '../http/security-headers';
import { withoutSourceParams } from '../application/landing-source';
import { isAnonymous } from '../session/session-middleware';
import { carriesPersonalQuery } from './personal-pages';

/**
 * A rendered anonymous page, kept compressed only, with the data version it was rendered from.
 * Its `scriptSources` are the hashes of its inline scripts ('sha256-…'): served again, it cannot
 * reuse the nonce it was rendered with.
 */
export interface CachedPage extends CachedAnswer {
  dataVersion: string;
  scriptSources: string[];
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

export interface PageCache {
  /**
   * The cached page for this request, if it is anonymous and the page is current. Takes a plain
   * Node request as well: the fast path (server/http/fast-path.ts) asks before Express runs.
   */
  lookup(req: IncomingMessage): CachedPage | undefined;
  /**
   * Keeps a freshly rendered 200 page of an anonymous request; `dataVersion` as read before
   * rendering; `hydrates`, whether the page does (it then keeps its Cross-Origin-Opener-Policy);
   * `wroteOrigin`, whether it read the request's origin (PageContextCore.origin).
   */
  store(
    req: Request,
    html: string,
    dataVersion: string,
    hydrates: boolean,
    wroteOrigin?: boolean,
  ): CachedPage | undefined;
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

/** What the page routes say about every cached page (the body adds `Vary: Accept-Encoding`). */
const PAGE_HEADERS = [
  ['Vary', 'Cookie'],
  ['Cache-Control', ANONYMOUS_CACHE_CONTROL],
] as const;
/** A page that hydrates says the opener policy besides (security-headers.ts, OPENER_POLICY). */
const HYDRATING_PAGE_HEADERS = [...PAGE_HEADERS, ['Cross-Origin-Opener-Policy', OPENER_POLICY]] as const;

/**
 * Whether the page of this request may be shared (kept by us or a CDN): a read, without a
 * session (pages then depend on the URL and the data only, `user: null`), and not a sign-in or wizard page whose query may hold personal data.
 */
export function isShareable(req: IncomingMessage): boolean {
  return (req.method === 'GET' || req.method === 'HEAD') && isAnonymous(req) && !carriesPersonalQuery(req);
}

export interface PageCacheOptions {
  /** What the pages' data is at now (the blog list's content hash); a change makes every cached page stale. */
  dataVersion: () => string;
  /** Bound on the memory the kept pages hold, in bytes (PAGE_CACHE_MB): their compressed copies, URLs and script hashes. */
  maxBytes?: number;
  /** Pages show relative ages ("3 days ago"): re-rendered at least this often. */
  ttlMs?: number;
  /** Told of each page answered from the cache (a hit) and each rendered into it (a miss): /metrics. */
  counted?: (hit: boolean) => void;
  /**
   * The origin a request's page is written for, when pages are written with the request's own
   * (no PUBLIC_URL): a page that wrote it is then kept for that origin only, so a Host header one
   * client sends never reaches another's page. The others are one page for every origin.
   */
  originOf?: (req: IncomingMessage) => string;
}

/**
 * A page's key: its path and query without the candidate's source tags (`utm_source`, `gh_src`, ...),
 * which pages are rendered without (server/pages/page-handler.ts): a tagged landing is answered
 * with the untagged page, from the cache, and only its cookie differs (server/application/landing-source.ts).
 */
const targetKeyOf = (req: IncomingMessage) => withoutSourceParams(requestTarget(req));

/**
 * In-process cache of anonymous pages, keyed by the URL (path and query, without source tags). An entry is used
 * only while the data version it was rendered with is still the current one.
 */
export function createPageCache({
  dataVersion,
  maxBytes = 8 * 1024 * 1024,
  ttlMs = 60_000,
  counted,
  originOf,
}: PageCacheOptions): PageCache {
  // The targets whose pages wrote the origin: their pages are kept under origin and target.
  const perOrigin = new LRUCache<string, true>({ max: 10_000 });
  const cacheKeyOf = (req: IncomingMessage) => {
    const target = targetKeyOf(req);
    return originOf && perOrigin.has(target) ? originOf(req) + target : target;
  };
  // Bounded by bytes, not by a count: pages differ in size, and a visitor can ask for any number
  // of URLs (?x=1, ?x=2, ...). A URL and its hashes are held twice as UTF-16 at most; 256 bytes
  // stand for the entry's objects.
  const pages = new LRUCache<string, CachedPage>({
    maxSize: maxBytes,
    sizeCalculation: (page, url) =>
      page.body.size + 2 * (url.length + page.scriptSources.join('').length + page.dataVersion.length) + 256,
    ttl: ttlMs,
  });
  return {
    dataVersion,
    lookup(req) {
      if (!isShareable(req)) return undefined;
      const key = cacheKeyOf(req);
      const page = pages.get(key);
      if (!page) return undefined;
      if (page.dataVersion === dataVersion()) {
        counted?.(true);
        return page;
      }
      pages.delete(key);
      return undefined;
    },
    store(req, html, version, hydrates, wroteOrigin = false) {
      // A session started while rendering would make the page someone's: not kept.
      if (!isShareable(req) || req.session?.user || req.session?.draftId) return undefined;
      if (originOf && wroteOrigin) perOrigin.set(targetKeyOf(req), true);
      const page: CachedPage = {
        body: compressBody(html),
        contentType: 'text/html; charset=utf-8',
        headers: hydrates ? HYDRATING_PAGE_HEADERS : PAGE_HEADERS,
        dataVersion: version,
        scriptSources: inlineScriptHashes(html),
      };
      pages.set(cacheKeyOf(req), page);
      counted?.(false);
      return page;
    },
    send(req, res, page) {
      sendCachedAnswer(req, res, page);
    },
  };
}

/**
 * Answers anonymous requests for pages already rendered, before the session middleware and the
 * renderer run. Most hits are answered earlier still, by the fast path; this one answers those
 * it leaves (a client that takes neither Brotli nor gzip, a conditional request it does not judge).
 */
export function cachedPages(cache: PageCache): RequestHandler {
  return (req, res, next) => {
    const page = cache.lookup(req);
    if (page) cache.send(req, res, page);
    else next();
  };
}
