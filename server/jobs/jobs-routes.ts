import { Router } from 'express';
import { HttpError } from '../../shared/http-error';
import type { IsJobClosed } from './closed-jobs';
import type { JobsService } from './jobs-service';
import { JobsUnavailableError } from './jobs-unavailable-error';

/** No list loaded yet (the feed has not answered usably since start): 503, with the one error shape. */
function unlessUnavailable(error: unknown): never {
  if (error instanceof JobsUnavailableError) {
    throw new HttpError(503, 'jobs_unavailable', 'Jobs cannot be shown right now. Please try again shortly.');
  }
  throw error;
}

/**
 * `GET /api/jobs?department=&type=&location=&sort=&q=&page=`: the page of the listing
 * `/joblistings` renders; `GET /api/jobs/:jobId`: one job, as its page shows it (410 once closed).
 */
export function jobsRoutes(jobs: JobsService, isJobClosed: IsJobClosed): Router {
  const router = Router();
  // Express 5 passes a rejected handler's error on to the error handler: no try/catch needed.
  router.get('/api/jobs', async (req, res) => {
    const query = new URL(req.originalUrl, 'http://localhost').searchParams;
    res.json(await jobs.list(query).catch(unlessUnavailable));
  });
  router.get('/api/jobs/:jobId', async (req, res) => {
    const job = await jobs.get(req.params.jobId).catch(unlessUnavailable);
    if (!job && (await isJobClosed(req.params.jobId)))
      throw new HttpError(410, 'job_closed', 'This job has closed: it no longer takes applications.');
    if (!job) throw new HttpError(404, 'not_found', 'There is no open job with this id.');
    res.json({ data: job });
  });
  return router;
}
