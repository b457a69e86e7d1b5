import { Readable } from 'node:stream';
import type { IncomingHttpHeaders } from 'node:http';
import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from 'express';
import { type AppLoadContext, createRequestHandler, type ServerBuild } from 'react-router';
import { isRenderedDocument, type PageContext } from '../../shared/page-context';
import { withoutSourceParams } from '../application/landing-source';
import { HttpError } from '../../shared/http-error';
import { OPENER_POLICY } from '../http/security-headers';
import { prefersHtml, sendNotFound } from './not-found';
import { SITE_PAGE_ROUTE_ID } from '../../shared/screen-routes';
import type { PageBuild } from './page-build';
import { isShareable, type PageCache, SESSION_CACHE_CONTROL } from './page-cache';
import { NOT_FOUND_ROUTE_ID, pageAt, type ServerRoute } from './page-routes';
import { saveSessionFirst } from '../session/save-session-first';

/** Forms on pages hold a step's answers: a few KB. Anything larger is not one of our forms. */
const MAX_FORM_BYTES = 32 * 1024;

function fetchHeaders(headers: IncomingHttpHeaders): Headers {
  const result = new Headers();
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) result.append(name, item);
  }
  return result;
}

/**
 * The URL of a request target: its path and query on `origin`. The target is never parsed
 * as a URL of its own: `//evil.example/careers` (or `/\evil.example`, as URL parsers read `\`
 * as `/`) would be a host and the home page's path; here it stays a path, which no page has.
 */
function targetUrl(target: string, origin: string): URL {
  const url = new URL(origin);
  const queryStart = target.indexOf('?');
  url.pathname = queryStart === -1 ? target : target.slice(0, queryStart);
  if (queryStart !== -1) url.search = target.slice(queryStart);
  return url;
}

/** A form post's body, refused before it is read when it is larger than any of our forms. */
function formBody(req: ExpressRequest): ReadableStream {
  const length = Number(req.headers['content-length']);
  if (!Number.isInteger(length)) throw new HttpError(411, 'length_required', 'A form post must say its length.');
  if (length > MAX_FORM_BYTES) throw new HttpError(413, 'too_large', 'This form post is larger than any form here.');
  return Readable.toWeb(req) as ReadableStream;
}

/**
 * The origin of the React Router request. Pages use the path and query only, so reads get a fixed
 * origin rather than the Host header, which the client controls. A form post gets the origin the
 * browser sent, so that React Router's own Origin check of actions passes: the check that counts
 * is `refuseCrossSite`'s, which has already refused posts from other sites.
 */
function originOf(req: ExpressRequest): string {
  const sent = req.get('Origin');
  return !isRead(req) && sent && URL.canParse(sent) ? new URL(sent).origin : 'http://localhost';
}

/**
 * Whether the action of `route` reads this post's body itself: a file upload (the Resume step's,
 * without JavaScript) declared by the route's `handle.readsUpload`. Its body is far larger than
 * any form's, so it is left in the Express request for the action's context to parse with the
 * upload's own parser and limits (server/application/resume-upload.ts), as the API does.
 */
function isUploadTo(route: ServerRoute, req: ExpressRequest): boolean {
  const handle = route.module.handle as { readsUpload?: boolean } | undefined;
  return handle?.readsUpload === true && Boolean(req.is('multipart/form-data'));
}

/**
 * Refuses a post whose body is not one a page's form sends: an HTML form's (urlencoded, or
 * multipart with a file), none at all, or JSON where the route's `handle.takesJson` says its
 * script-driven form posts it (the wizard's steps). An action reading any other body as a form
 * would fail, and a client sending JSON to a page's path is told so rather than answered 500.
 */
function refuseOtherBodies(route: ServerRoute, req: ExpressRequest): void {
  const handle = route.module.handle as { takesJson?: boolean } | undefined;
  const empty = req.headers['content-type'] === undefined && !req.headers['transfer-encoding'];
  if (empty && Number(req.headers['content-length'] ?? 0) === 0) return;
  if (req.is(['application/x-www-form-urlencoded', 'multipart/form-data'])) return;
  if (handle?.takesJson === true && req.is('application/json')) return;
  throw new HttpError(
    415,
    'unsupported_media_type',
    "A page's form takes a form's post (application/x-www-form-urlencoded or multipart/form-data); the JSON API is under /api.",
  );
}

/**
 * The React Router request for an Express request. It has no abort signal: nothing of ours
 * watches one (loaders and actions take milliseconds and are never cut short), and a Request
 * that follows a signal cost 3–5 % of a session page's time (bench/page-rendering.ts).
 */
function routerRequest(req: ExpressRequest, withBody: boolean): Request {
  // Pages never read the source tags (the cookie keeps them): rendered without, a tagged URL's
  // page is the untagged one, which the page cache keys by (./page-cache.ts).
  return new Request(targetUrl(withoutSourceParams(req.originalUrl), originOf(req)), {
    // HEAD is rendered as GET: React Router answers HEAD with an empty body, which the page cache
    // would keep for every later GET. The body is dropped when the answer is sent.
    method: req.method === 'HEAD' ? 'GET' : req.method,
    headers: fetchHeaders(req.headers),
    ...(withBody ? { body: formBody(req), duplex: 'half' } : {}),
  });
}

const DATA_SUFFIX = '.data';

/** Where the browser asks which routes the paths it links to have (React Router's lazy route discovery). */
const MANIFEST_PATH = '/__manifest';

/**
 * Client-side navigations and forms read and post a page's data at `<path>.data` (React Router's
 * single fetch), and learn the routes of links at MANIFEST_PATH: answers for the router, not pages.
 */
function isDataRequest(req: ExpressRequest): boolean {
  return req.path.endsWith(DATA_SUFFIX) || req.path === MANIFEST_PATH;
}

/** The data of `/` is read at `/_root.data`. */
const ROOT_DATA_PATH = `/_root${DATA_SUFFIX}`;

function pagePath(req: ExpressRequest): string {
  if (req.path === ROOT_DATA_PATH) return '/';
  return req.path.endsWith(DATA_SUFFIX) ? req.path.slice(0, -DATA_SUFFIX.length) : req.path;
}

/** Headers that describe one connection or one encoding of the body, which Express sets itself. */
const notCopied = new Set(['content-length', 'transfer-encoding', 'connection', 'keep-alive']);

function isRead(req: ExpressRequest): boolean {
  return req.method === 'GET' || req.method === 'HEAD';
}

/**
 * The pages: React Router's request handler for the built route modules, inside the Express app.
 * It reads pages and posts the forms of pages with an action; other methods are left to the
 * next handler (405 or 404 in the API's error shape). Unknown paths answer the contract's plain
 * `NotFound`, or to a browser the NotFound page; anonymous 200 pages go into `cache`, which the fast path and `cachedPages` answer
 * from before the session middleware runs. React Router's own Express adapter streams the answer
 * to the socket; this one keeps the whole page, which the cache needs (docs/decisions/003).
 */
export function pageHandler(options: {
  pages: PageBuild;
  contextFor: (req: ExpressRequest, res: ExpressResponse) => PageContext;
  cache?: PageCache;
  /** Whether the site folder has a page at this path (the `/:sitePage` route shows NotFound otherwise). */
  hasSitePage?: (path: string) => boolean;
}): RequestHandler {
  const { pages, cache } = options;
  const handlers = new WeakMap<ServerBuild, ReturnType<typeof createRequestHandler>>();
  const handlerFor = (build: ServerBuild) => {
    let handler = handlers.get(build);
    if (!handler) handlers.set(build, (handler = createRequestHandler(build, pages.mode)));
    return handler;
  };

  // Express 5 passes a rejected handler's error on to the error handler: no try/catch needed.
  return async (req, res, next) => {
    const build = await pages.serverBuild();
    const page = pageAt(build, pagePath(req));
    if (!isRead(req) && (req.method !== 'POST' || !page.route.module.action)) {
      next();
      return;
    }
    const unknownPath =
      page.route.id === NOT_FOUND_ROUTE_ID ||
      (page.route.id === SITE_PAGE_ROUTE_ID && !options.hasSitePage?.(pagePath(req)));
    if (!isDataRequest(req) && unknownPath) {
      // A browser gets the NotFound page in the site's frame (rendered below, 404), anyone else the text.
      if (!prefersHtml(req)) {
        sendNotFound(req, res);
        return;
      }
      res.vary('Accept');
    }
    if (!isRead(req)) refuseOtherBodies(page.route, req);
    // Read before rendering: should the data change meanwhile, the entry is merely re-rendered.
    const dataVersion = cache?.dataVersion() ?? '';
    const request = routerRequest(req, !isRead(req) && !isUploadTo(page.route, req));
    // Loaders and actions read it as PageContext (LoaderFunctionArgs<PageContext>).
    const context = options.contextFor(req, res) as unknown as AppLoadContext;
    // The router's own requests (data, route lookups) may name any route: they get the whole build.
    const wholeBuild = isDataRequest(req) || pages.wholeBuild === true;
    const response = await handlerFor(wholeBuild ? build : page.build)(request, context);
    // A document rendered by client/entry.server.tsx; anything else (a redirect, data) has a body.
    const html = isRenderedDocument(response) ? response.html : undefined;

    if (cache && html !== undefined && response.status === 200 && !isDataRequest(req)) {
      const cached = cache.store(req, html, dataVersion, page.hydrates, res.locals.wroteOrigin === true);
      if (cached) {
        cache.send(req, res, cached);
        return;
      }
    }
    const body = html !== undefined ? Buffer.from(html) : Buffer.from(await response.arrayBuffer());
    // A form post's answer (often a bodiless 303) only once its session is stored: see saveSessionFirst.
    if (!isRead(req)) await saveSessionFirst(req);
    res.status(response.status);
    for (const [name, value] of response.headers) if (!notCopied.has(name)) res.append(name, value);
    // A page of a session (one may have started while rendering) or answering a form post shows
    // what is someone's: never kept.
    const ofSession = Boolean(req.session?.user || req.session?.draftId);
    const shared = isShareable(req) && !isDataRequest(req) && !ofSession;
    if (!response.headers.has('Cache-Control')) res.set('Cache-Control', shared ? 'no-cache' : SESSION_CACHE_CONTROL);
    if (!shared || page.hydrates) res.set('Cross-Origin-Opener-Policy', OPENER_POLICY);
    res.set('Content-Length', String(body.length));
    res.end(req.method === 'HEAD' ? undefined : body);
  };
}
