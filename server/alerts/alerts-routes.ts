import express, { type NextFunction, type Request, type Response, Router } from 'express';
import { signedInUser } from '../candidate/signed-in-user';
import { clientOf } from '../http/client-address';
import { HttpError } from '../../shared/http-error';
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

/** What a signed-in candidate subscribing their own verified address is answered: no email to confirm it. */
export const ALERT_ON = 'Your job alert is on: new matching jobs will be emailed to your account’s address.';

/** What the one-click unsubscribe answers (its page says the same, client/pages/alert-unsubscribe-page.tsx). */
export const ONE_CLICK_ANSWERS = {
  stopped: 'This job alert is stopped: no more of its emails will be sent. Other job alerts of this address go on.',
  already_stopped: 'This job alert was stopped already: no more of its emails will be sent.',
  invalid: 'This unsubscribe link is not valid.',
} as const;

/**
 * Job alerts: `POST /api/alerts` for anyone (double opt-in), and the signed-in
 * candidate's `/api/me/alerts`. The one-click unsubscribe of the emails is oneClickUnsubscribe;
 * the pages of the emails' links (`/alerts/confirm` with its Confirm button,
 * `/alerts/unsubscribe` with its two) are route modules in the site's frame.
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
    res.status(outcome.status).json({ data: { message: outcome.status === 201 ? ALERT_ON : SUBSCRIBE_ANSWER } });
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

  return router;
}

/**
 * RFC 8058's one-click POST to a digest's `List-Unsubscribe` URL, from a mail client or its
 * provider: it stops that alert (the standard is per list; the page's other button stops every
 * alert of the address) with no cookie and no page in between. Mounted before the cross-site
 * guard (server/http/refuse-cross-site.ts): providers post from their own origin, and the signed
 * token, not a cookie, is what allows it, so there is nothing to forge. It reads no body (one may
 * come chunked, or as multipart). A browser's button (a document navigation) goes on to the
 * page's action, which stops through the same service and answers in the site's frame
 * (client/pages/alert-unsubscribe-page.tsx), after the guard.
 */
export function oneClickUnsubscribe(options: { service: AlertsService }) {
  const router = Router();
  router.post(unsubscribePath, async (req, res, next) => {
    if (req.get('Sec-Fetch-Dest') === 'document') return next();
    const outcome = await options.service.unsubscribe(req.query.token, 'alert');
    res
      .status(outcome === 'invalid' ? 400 : 200)
      .set('Cache-Control', 'no-store')
      .type('text')
      .send(ONE_CLICK_ANSWERS[outcome]);
  });
  return router;
}
