import { Router, type Request, type Response } from 'express';
import { isArticleId } from '../../shared/article';
import { sendCompressed } from '../http/compressed-body';
import { HttpError } from '../http/http-error';
import { BlogUpstreamError } from './blog-upstream-error';
import type { BlogService, CachedJson } from './blog-service';

/** Clients and CDNs may keep an answer a minute, then use it while they revalidate. */
const CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=600';

/** Sends a cached answer with its strong ETag, or 304 when the client already has it. */
function sendCached(req: Request, res: Response, answer: CachedJson): void {
  res.set('Cache-Control', CACHE_CONTROL);
  sendCompressed(req, res, answer.body, 'application/json');
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
  router.get('/admin/All/blogs', async (req, res) => {
    sendCached(req, res, await blog.list().catch(rethrowAsHttpError));
  });

  router.get('/admin/blog/getSingleBlog/:id', async (req, res) => {
    const { id } = req.params;
    if (!isArticleId(id))
      throw new HttpError(400, 'invalid_id', 'An article id is 1 to 64 letters, digits, "_" or "-".');
    const answer = await blog.article(id).catch(rethrowAsHttpError);
    if (!answer) throw new HttpError(404, 'not_found', 'There is no article with this id.');
    sendCached(req, res, answer);
  });

  return router;
}
