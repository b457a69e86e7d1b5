import type { IncomingMessage } from 'node:http';
import { Router, type Request, type Response } from 'express';
import { isArticleId } from '../../shared/article';
import { type CachedAnswer, sendCachedAnswer } from '../http/cached-answer';
import { HttpError } from '../../shared/http-error';
import { isAnonymous } from '../session/session-middleware';
import { BlogUpstreamError } from './blog-upstream-error';
import type { BlogService, CachedJson } from './blog-service';

/** Clients and CDNs may keep an answer a minute, then use it while they revalidate. */
const CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=600';

const LIST_PATH = '/admin/All/blogs';
const ARTICLE_PATH = '/admin/blog/getSingleBlog/';

// One answer object per cached JSON body, for as long as the blog cache keeps it: the fast path
// prepares each answer's headers once (server/http/fast-path.ts).
const answers = new WeakMap<CachedJson, CachedAnswer>();
function answerOf(json: CachedJson): CachedAnswer {
  let answer = answers.get(json);
  if (!answer) {
    answer = {
      body: json.body,
      contentType: 'application/json; charset=utf-8',
      headers: [['Cache-Control', CACHE_CONTROL]],
    };
    answers.set(json, answer);
  }
  return answer;
}

/** Sends a cached answer with its strong ETag, or 304 when the client already has it. */
function sendCached(req: Request, res: Response, json: CachedJson): void {
  sendCachedAnswer(req, res, answerOf(json));
}

/**
 * The blog answer for an anonymous request that Express has not seen, if the blog cache holds it
 * fresh: the list, or one article, at their canonical paths without a query. Anything else (another
 * spelling of the path, a stale or missing entry) is left to the routes below, which answer it
 * the same way or refresh it first.
 */
export function freshBlogAnswer(blog: BlogService): (req: IncomingMessage) => CachedAnswer | undefined {
  return (req) => {
    // With a session cookie, the session middleware has a cookie to roll: Express answers.
    if (!isAnonymous(req)) return undefined;
    const url = req.url ?? '';
    if (url === LIST_PATH) {
      const list = blog.freshList();
      return list && answerOf(list);
    }
    if (!url.startsWith(ARTICLE_PATH)) return undefined;
    const id = url.slice(ARTICLE_PATH.length);
    // Ids are letters, digits, "_" and "-" only: no escapes to decode, no query, no further segment.
    const article = isArticleId(id) ? blog.freshArticle(id) : undefined;
    return article && answerOf(article);
  };
}

/** The upstream's failures as the BFF's errors: 504 for a timeout, 502 for the rest. */
export function upstreamHttpError(error: unknown): unknown {
  if (!(error instanceof BlogUpstreamError)) return error;
  return error.failure === 'timeout'
    ? new HttpError(504, 'upstream_timeout', 'The blog service did not answer in time. Please try again shortly.')
    : new HttpError(502, 'upstream_unavailable', 'The blog service is unavailable. Please try again shortly.');
}

function rethrowAsHttpError(error: unknown): never {
  throw upstreamHttpError(error);
}

/** The blog API at the upstream's own paths, so a client that pointed at the upstream keeps working. */
export function blogRoutes(blog: BlogService): Router {
  const router = Router();

  // Express 5 passes a rejected handler's error on to the error handler: no try/catch needed.
  router.get(LIST_PATH, async (req, res) => {
    sendCached(req, res, await blog.list().catch(rethrowAsHttpError));
  });

  router.get(`${ARTICLE_PATH}:id`, async (req, res) => {
    const { id } = req.params;
    if (!isArticleId(id))
      throw new HttpError(400, 'invalid_id', 'An article id is 1 to 64 letters, digits, "_" or "-".');
    const answer = await blog.article(id).catch(rethrowAsHttpError);
    if (!answer) throw new HttpError(404, 'not_found', 'There is no article with this id.');
    sendCached(req, res, answer);
  });

  return router;
}
