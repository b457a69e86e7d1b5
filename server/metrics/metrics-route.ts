import { timingSafeEqual } from 'node:crypto';
import { Router } from 'express';
import type { Metrics } from './metrics';

/**
 * `GET /metrics` in Prometheus' text format, for a scraper that sends `Authorization: Bearer
 * <METRICS_TOKEN>`: 401 for any other request. Without a token there is no such route (404): the
 * figures (traffic, queue lengths) are the operator's, not the public's.
 */
export function metricsRoute(metrics: Metrics, token: string | undefined): Router {
  const router = Router();
  if (!token) return router;
  const expected = Buffer.from(`Bearer ${token}`);
  router.get('/metrics', async (req, res) => {
    const given = Buffer.from(req.get('authorization') ?? '');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      res
        .set('WWW-Authenticate', 'Bearer realm="metrics"')
        .status(401)
        .type('text/plain')
        .send('A bearer token is needed.');
      return;
    }
    res
      .set('Cache-Control', 'no-store')
      .type(metrics.registry.contentType)
      .send(await metrics.registry.metrics());
  });
  return router;
}
