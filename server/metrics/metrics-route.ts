import { timingSafeEqual } from 'node:crypto';
import { type Request, Router } from 'express';
import { clientOf } from '../http/client-address';
import type { Logger } from '../logger';
import type { Metrics } from './metrics';

/** At most one line a minute about refused requests, however many are tried: a guesser cannot fill the log. */
const REFUSALS_LOGGED_EVERY_MS = 60_000;

/**
 * `GET /metrics` in Prometheus' text format, for a scraper that sends `Authorization: Bearer
 * <METRICS_TOKEN>`: 401 for any other request. Without a token there is no such route (404): the
 * figures (traffic, queue lengths) are the operator's, not the public's. Refusals are logged (a
 * warning with the client and how many were refused since the last such line, never what was
 * sent), at most once a minute.
 */
export function metricsRoute(metrics: Metrics, token: string | undefined, logger: Logger): Router {
  const router = Router();
  if (!token) return router;
  const expected = Buffer.from(`Bearer ${token}`);
  let refused = 0;
  let loggedAt = Number.NEGATIVE_INFINITY;
  const noteRefusal = (req: Request, now = Date.now()) => {
    refused++;
    if (now - loggedAt < REFUSALS_LOGGED_EVERY_MS) return;
    const sent = req.get('authorization') === undefined ? 'nothing' : 'a wrong token';
    logger.warn({ refused, client: clientOf(req.ip), sent }, 'a /metrics request was refused');
    refused = 0;
    loggedAt = now;
  };
  router.get('/metrics', async (req, res) => {
    const given = Buffer.from(req.get('authorization') ?? '');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      noteRefusal(req);
      res
        .set('WWW-Authenticate', 'Bearer realm="metrics"')
        .status(401)
        .type('text/plain')
        .send('A bearer token is needed.');
      return;
    }
    res
      .set('Cache-Control', 'no-store')
      .type(metrics.contentType)
      .send(await metrics.text());
  });
  return router;
}
