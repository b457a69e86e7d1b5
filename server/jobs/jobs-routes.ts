import { Router } from 'express';
import type { JobsService } from './jobs-service';

/** `GET /api/jobs?department=&type=&location=&sort=`: the same listing `/joblistings` renders. */
export function jobsRoutes(jobs: JobsService): Router {
  const router = Router();
  router.get('/api/jobs', (req, res) => {
    const query = new URL(req.originalUrl, 'http://localhost').searchParams;
    res.json(jobs.list(query));
  });
  return router;
}
