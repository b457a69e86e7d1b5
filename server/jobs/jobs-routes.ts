import { Router } from 'express';
import { listJobs } from './list-jobs';

export function jobsRoutes(): Router {
  const router = Router();
  router.get('/api/jobs', (req, res) => {
    const query = new URLSearchParams(req.url.split('?')[1] ?? '');
    res.json({ data: listJobs(query) });
  });
  return router;
}
