import express, { type NextFunction, type Request, type Response, Router } from 'express';
import { rateLimit } from 'express-rate-limit';
import { signedInUser } from '../candidate/signed-in-user';
import { HttpError } from '../http/http-error';
import { requireJsonBody } from '../http/require-json-body';
import { alertPage } from './alert-pages';
import { screenPaths } from '../../shared/route-paths';
import { alertChangeSchema } from './alert-search';
import { type AlertsService, confirmPath, unsubscribePath } from './alerts-service';
import { fieldsOf, subscribeRequest } from './subscribe-request';

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

/**
 * Job alerts (issue 29): `POST /api/alerts` for anyone (double opt-in), the signed-in candidate's
 * `/api/me/alerts`, and the pages of the emails' links: `GET /alerts/confirm`, and the one-click
 * unsubscribe `/alerts/unsubscribe` (RFC 8058: `POST` unsubscribes with no cookie and no page in
 * between, `GET` shows a button that posts).
 */
export function alertsRoutes(options: { service: AlertsService; siteName: string; subscribesPerHour: number }) {
  const { service, siteName } = options;
  const router = Router();
  const page = (res: Response, status: number, content: Parameters<typeof alertPage>[0]) =>
    res.status(status).set('Cache-Control', 'no-store').type('html').send(alertPage(content));

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
    const change = alertChangeSchema.safeParse(req.body ?? {});
    if (!change.success) throw invalid(fieldsOf(change.error));
    const updated = await service.update(signedInUser(req), String(req.params.id), change.data);
    if (!updated) throw new HttpError(404, 'not_found', 'You have no job alert with this id.');
    res.json({ data: updated });
  });

  router.delete('/api/me/alerts/:id', signedIn, async (req, res) => {
    if (!(await service.remove(signedInUser(req), String(req.params.id))))
      throw new HttpError(404, 'not_found', 'You have no job alert with this id.');
    res.status(204).end();
  });

  router.get(confirmPath, async (req, res) => {
    if ((await service.confirm(req.query.token)) === 'confirmed')
      return page(res, 200, {
        siteName,
        title: 'Your job alert is confirmed',
        message: 'New jobs matching your search will be emailed to you. Every email has a link to unsubscribe.',
      });
    page(res, 410, {
      siteName,
      title: 'This link no longer works',
      message:
        'A confirmation link works for 7 days, until its alert is unsubscribed. Ask for the alert again on the jobs page.',
    });
  });

  const unsubscribeAction = (req: Request) => `${unsubscribePath}?token=${encodeURIComponent(String(req.query.token))}`;
  const badLink = { siteName, title: 'This link is not valid', message: 'Please use the link of an alert email.' };

  router.get(unsubscribePath, (req, res) => {
    if (!service.isUnsubscribeToken(req.query.token)) return page(res, 400, badLink);
    page(res, 200, {
      siteName,
      title: 'Unsubscribe from job alerts',
      message: 'No more job alerts will be sent to this address.',
      form: { action: unsubscribeAction(req) },
    });
  });

  router.post(unsubscribePath, async (req, res) => {
    if ((await service.unsubscribe(req.query.token)) === 'invalid') return page(res, 400, badLink);
    page(res, 200, {
      siteName,
      title: 'You are unsubscribed',
      message: 'No more job alerts will be sent to this address. Only a hash of it is kept, to honour this.',
    });
  });

  return router;
}
