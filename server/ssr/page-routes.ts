import type { IncomingHttpHeaders } from 'node:http';
import type { Request as ExpressRequest, RequestHandler } from 'express';
import type { DataSource } from '../../shared/data-source';
import { type PageCache, isShareable, SESSION_CACHE_CONTROL } from './page-cache';
import { sendNotFound } from './not-found';
import type { PageRenderer } from './page-renderer';

function fetchHeaders(headers: IncomingHttpHeaders): Headers {
  const result = new Headers();
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) result.append(name, item);
  }
  return result;
}

/**
 * The URL of a request target: its path and query on a fixed origin. The target is never parsed
 * as a URL of its own: `//evil.example/careers` (or `/\evil.example`, as URL parsers read `\`
 * as `/`) would be a host and the home page's path; here it stays a path, which no page has.
 */
function targetUrl(target: string): URL {
  const url = new URL('http://localhost');
  const queryStart = target.indexOf('?');
  url.pathname = queryStart === -1 ? target : target.slice(0, queryStart);
  if (queryStart !== -1) url.search = target.slice(queryStart);
  return url;
}

/**
 * The React Router request for an Express request. The URL's origin is fixed rather than taken
 * from the Host header, which the client controls; loaders only use the path and query.
 */
function routerRequest(req: ExpressRequest, signal: AbortSignal): Request {
  return new Request(targetUrl(req.originalUrl), {
    headers: fetchHeaders(req.headers),
    signal,
  });
}

/**
 * Answers every GET that nothing else took with a server-rendered page (and renders the page a
 * refused wizard form post shows again, see step-form-routes.ts). Anonymous 200 pages go
 * into `cache` (which `cachedPages` answers from before the session middleware runs).
 */
export function pageRoutes(
  pages: PageRenderer,
  dataSourceFor: (req: ExpressRequest) => DataSource,
  cache?: PageCache,
): RequestHandler {
  // Express 5 passes a rejected handler's error on to the error handler: no try/catch needed.
  return async (req, res) => {
    // Loaders stop working for a client that went away.
    const abort = new AbortController();
    res.on('close', () => {
      if (!res.writableFinished) abort.abort();
    });
    // Read before rendering: should the data change meanwhile, the entry is merely re-rendered.
    const dataVersion = cache?.dataVersion() ?? '';
    const page = await pages.render(routerRequest(req, abort.signal), dataSourceFor(req), res.locals.cspNonce);
    if (page.kind === 'not-found') {
      sendNotFound(req, res);
    } else if (page.kind === 'redirect') {
      res.redirect(page.status, page.location);
    } else {
      // The page shows the visitor what failed; the log keeps the whole error for us.
      for (const failure of page.failures) req.log.error({ err: failure }, 'page failed');
      const cached = cache && page.status === 200 ? cache.store(req, page.html, dataVersion) : undefined;
      if (cache && cached) {
        cache.send(req, res, cached);
        return;
      }
      // A page answering a form post shows what was posted: never kept, like a session's.
      const cacheControl = isShareable(req) ? 'no-cache' : SESSION_CACHE_CONTROL;
      res.status(page.status).type('html').set('Cache-Control', cacheControl).send(page.html);
    }
  };
}
