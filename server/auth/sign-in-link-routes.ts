import express, { Router } from 'express';
import { z } from 'zod';
import { pathOf } from '../../shared/route-paths';
import { mailboxKey } from '../alerts/mailbox';
import { clientOf } from '../http/client-address';
import { HttpError } from '../../shared/http-error';
import { requireJsonBody } from '../http/require-json-body';
import { fixedWindowLimit, type LimitCounts } from '../limits/limit-counts';
import type { Logger } from '../logger';
import type { EmailBrand } from '../notifications/email-brand';
import type { OutboxMessage } from '../notifications/outbox-message';
import type { DraftHandOver } from './draft-hand-over';
import { linkAskerOf } from './link-asker';
import { signInLinkEmail } from './sign-in-link-email';
import type { SignInLinks } from './sign-in-links';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** At most this many sign-in links to one mailbox a day, however its address is spelled and whoever asks. */
export const SIGN_IN_LINKS_PER_MAILBOX_PER_DAY = 5;

/** `POST /api/sign-in-link`'s body (also in the OpenAPI document). */
export const signInLinkBody = z.object({
  email: z.email('must be an email address').max(254, 'must be at most 254 characters'),
  returnTo: z
    .string()
    .max(2_000)
    .regex(/^\/(?!\/)/, 'must be a path of this site')
    .optional(),
});

/** Hosts a link may be written with when PUBLIC_URL is unset: only this machine, never a Host a stranger sent. */
const loopbackHost = /^(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/;

/**
 * `POST /api/sign-in-link { email, returnTo? }`: emails a one-time sign-in link to the address,
 * through the outbox (an .eml file without SMTP_URL). Limited where it runs, per client an hour and
 * per mailbox a day (a mailbox's refusal answers as a success does, so the answer tells nobody
 * what another asked). The link is written with PUBLIC_URL, or, without it and outside
 * production, only for a request to this machine by name (`localhost`): a link written with a
 * Host the request chose would send a stranger's sign-in code to the host they named.
 */
export function signInLinkRoutes(options: {
  links: SignInLinks | null;
  publicUrl: string | undefined;
  /** In production a link is written with PUBLIC_URL only: behind a proxy the Host may read `localhost`. */
  production: boolean;
  counts: LimitCounts;
  linksPerClientPerHour: number;
  /** Hands the asking visitor's draft to the address's account, in whichever browser the link is opened. */
  handOver: DraftHandOver;
  brand: () => EmailBrand;
  enqueue: (messages: OutboxMessage[]) => Promise<void>;
  wake: () => void;
  logger: Logger;
}): Router {
  const { links, logger } = options;
  const perClient = fixedWindowLimit(options.counts, 'sign-in-links-per-client', options.linksPerClientPerHour, HOUR);
  const perMailbox = fixedWindowLimit(
    options.counts,
    'sign-in-links-per-mailbox',
    SIGN_IN_LINKS_PER_MAILBOX_PER_DAY,
    DAY,
  );

  let warned = false;
  const warnOnce = () => {
    if (!warned) logger.warn('a sign-in link was asked for without PUBLIC_URL: set PUBLIC_URL to send them');
    warned = true;
  };

  const router = Router();
  router.post('/api/sign-in-link', express.json({ limit: '4kb' }), requireJsonBody, async (req, res) => {
    if (!links) throw new HttpError(503, 'sign_in_links_unavailable', 'Sign-in by email is not set up on this server.');
    const asked = await perClient.take(clientOf(req.ip));
    if (!asked.allowed) {
      res.set('Retry-After', String(asked.retryAfterSeconds));
      throw new HttpError(429, 'too_many_requests', 'Too many sign-in links asked for. Please wait and try again.');
    }
    const origin =
      options.publicUrl ??
      (!options.production && loopbackHost.test(req.get('host') ?? '') ? `${req.protocol}://${req.get('host')}` : null);
    if (!origin) {
      warnOnce();
      throw new HttpError(503, 'sign_in_links_unavailable', 'Sign-in by email is not set up on this server.');
    }
    const body = signInLinkBody.safeParse(req.body);
    if (!body.success) {
      throw new HttpError(400, 'invalid_request', 'Check the email address.', z.flattenError(body.error).fieldErrors);
    }
    const email = body.data.email.trim().toLowerCase();
    if ((await perMailbox.take(mailboxKey(email))).allowed) {
      const page = new URL(pathOf('signIn'), origin);
      if (body.data.returnTo) page.searchParams.set('returnTo', body.data.returnTo);
      const { draftId } = req.session;
      if (draftId && !req.session.user) page.searchParams.set('draft', options.handOver.sign(draftId, email));
      page.searchParams.set('asker', linkAskerOf(req));
      const link = await links.linkFor(email, page);
      await options.enqueue([signInLinkEmail(options.brand(), email, link)]);
      options.wake();
      logger.info({ signInLink: 'sent' }, 'sign-in link asked for');
    } else {
      logger.info({ signInLink: 'mailbox_limit' }, 'sign-in link asked for');
    }
    res.status(202).json({ data: { sent: true } });
  });
  return router;
}
