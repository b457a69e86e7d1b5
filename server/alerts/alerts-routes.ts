import express, { type NextFunction, type Request, type Response, Router } from 'express';
import { rateLimit } from 'express-rate-limit';
import { signedInUser } from '../candidate/signed-in-user';
import { HttpError } from '../http/http-error';
import { requireJsonBody } from '../http/require-json-body';
import { screenPaths } from '../../shared/route-paths';
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
export function alertsRoutes(options: { service: AlertsService; subscribesPerHour: number }) {
  const { service } = options;
  const router = Router();

  // One limit per client for both ways to subscribe: the API answers 429 over it, the jobs page's
  // form shows why (its action reads `alertsLimited`, server/alerts/alert-pages-context.ts).
  const subscribeLimit = rateLimit({
    windowMs: 3_600_000,
    limit: options.subscribesPerHour,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: (req, res, next) => {
      if (req.path !== '/api/alerts') {
        res.locals.alertsLimited = true;
        return next();
      }
      next(new HttpError(429, 'too_many_requests', 'Too many job alerts asked for. Please try again later.'));
    },
  });

  router.post('/api/alerts', subscribeLimit, requireJsonBody, express.json({ limit: '8kb' }), async (req, res) => {
    const outcome = await subscribeRequest(service, req.session.user, req.body);
    if (outcome.status === 503)
      throw new HttpError(503, 'alerts_unavailable', 'Job alerts are not available on this site yet.');
    if (outcome.status === 400) throw invalid(outcome.fields);
    res.status(202).json({ data: { message: SUBSCRIBE_ANSWER } });
  });

  // "Email me jobs like these" posts to the jobs page itself (it works without JavaScript), or to
  // its data URL when React Router submits it.
  router.post(
    screenPaths.jobListings.flatMap((path) => [path, `${path}.data`]),
    subscribeLimit,
  );

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
