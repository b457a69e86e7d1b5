import express, { type NextFunction, type Request, type Response, Router } from 'express';
import { signedInUser } from '../candidate/signed-in-user';
import { clientOf } from '../http/client-address';
import { HttpError } from '../http/http-error';
import { requireJsonBody } from '../http/require-json-body';
import { type AlertsService, unsubscribePath } from './alerts-service';
import { subscribeRequest } from './subscribe-request';

const invalid = (fields: Record<string, string[]>) =>
  new HttpError(400, 'invalid_alert', 'This job alert is not valid.', fields);

function signedIn(req: Request, res: Response, next: NextFunction) {
  if (!req.session.user) return next(new HttpError(401, 'not_signed_in', 'Please sign in to see your job alerts.'));
  res.set('Cache-Control', 'private, no-store');
  next();
}

/** What a subscription request is answered, whatever it did: nobody learns whether an address is subscribed. */
export const SUBSCRIBE_ANSWER =
  'Thank you. Unless this address already has this alert, an email with a link to confirm it is on its way; nothing else is sent until it is opened.';

/** What the one-click unsubscribe answers (its page says the same, client/pages/alert-unsubscribe-page.tsx). */
export const UNSUBSCRIBED = 'You are unsubscribed: no more job alerts will be sent to this address.';

/**
 * Job alerts (issue 29): `POST /api/alerts` for anyone (double opt-in), the signed-in candidate's
 * `/api/me/alerts`, and the one-click unsubscribe `POST /alerts/unsubscribe` of the emails (RFC
 * 8058). The pages of the emails' links (`GET /alerts/confirm`, `GET /alerts/unsubscribe` with its
 * button) are route modules in the site's frame.
 */
export function alertsRoutes(options: { service: AlertsService }) {
  const { service } = options;
  const router = Router();

  router.post('/api/alerts', requireJsonBody, express.json({ limit: '8kb' }), async (req, res) => {
    const outcome = await subscribeRequest(service, { user: req.session.user, client: clientOf(req.ip) }, req.body);
    if (outcome.status === 503)
      throw new HttpError(503, 'alerts_unavailable', 'Job alerts are not available on this site yet.');
    if (outcome.status === 429) {
      res.set('Retry-After', String(outcome.retryAfterSeconds));
      throw new HttpError(429, 'too_many_requests', 'Too many job alerts asked for. Please try again later.');
    }
    if (outcome.status === 400) throw invalid(outcome.fields);
    res.status(202).json({ data: { message: SUBSCRIBE_ANSWER } });
  });

  router.get('/api/me/alerts', signedIn, async (req, res) => {
    res.json({ data: await service.list(signedInUser(req)) });
  });

  router.patch('/api/me/alerts/:id', signedIn, requireJsonBody, express.json({ limit: '4kb' }), async (req, res) => {
    const changed = await service.change(signedInUser(req), String(req.params.id), req.body);
    if (!changed.ok && changed.reason === 'invalid') throw invalid(changed.fields);
    if (!changed.ok) throw new HttpError(404, 'not_found', 'You have no job alert with this id.');
    res.json({ data: changed.alert });
  });

  router.delete('/api/me/alerts/:id', signedIn, async (req, res) => {
    if (!(await service.remove(signedInUser(req), String(req.params.id))))
      throw new HttpError(404, 'not_found', 'You have no job alert with this id.');
    res.status(204).end();
  });

  // RFC 8058's one-click POST, from a mail client or its provider: it unsubscribes with no cookie
  // and no page in between, and reads no body (one may come chunked, or as multipart). A browser's
  // Unsubscribe button (a document navigation) goes on to the page's action, which unsubscribes
  // through the same service and answers in the site's frame (client/pages/alert-unsubscribe-page.tsx).
  router.post(unsubscribePath, async (req, res, next) => {
    if (req.get('Sec-Fetch-Dest') === 'document') return next();
    const outcome = await service.unsubscribe(req.query.token);
    res
      .status(outcome === 'unsubscribed' ? 200 : 400)
      .set('Cache-Control', 'no-store')
      .type('text')
      .send(outcome === 'unsubscribed' ? UNSUBSCRIBED : 'This unsubscribe link is not valid.');
  });

  return router;
}
