import express, { Router } from 'express';
import { rateLimit, type Store } from 'express-rate-limit';
import { z } from 'zod';
import type { SessionUser } from '../../shared/session-user';
import { HttpError } from '../../shared/http-error';
import { requireJsonBody } from '../http/require-json-body';
import type { Logger } from '../logger';
import { clearSessionCookie } from '../session/session-middleware';
import type { DraftHandOver } from './draft-hand-over';
import { linkLanding } from './link-landing';
import { isSameAsker } from './link-asker';
import { SignInError } from './sign-in-error';

import type { TokenVerifier } from './token-verifier';

/**
 * `POST /api/session`'s body (also in the OpenAPI document): the ID token, and from a sign-in
 * link's page its `draft` (server/auth/draft-hand-over.ts).
 */
export const signInBody = z.object({
  idToken: z.string().min(1).max(8_192),
  draft: z.string().max(300).optional().describe("a sign-in link's `draft`: the application it carries"),
  asker: z.string().max(100).optional().describe("a sign-in link's `asker`: which browser asked for it"),
  returnTo: z.string().max(2_000).optional().describe("a sign-in link's way back"),
});

const invalidToken = () =>
  new HttpError(401, 'invalid_token', 'Your sign-in could not be verified. Please sign in again.');

/** A failed verification as the API's error: 503 when Firebase could not be asked, 401 otherwise. */
function rethrowAsHttpError(error: unknown): never {
  if (!(error instanceof SignInError)) throw error;
  throw error.reason === 'unavailable' ? new HttpError(503, 'sign_in_unavailable', error.message) : invalidToken();
}

/** A sign-in: the draft id the session had before (to keep that draft) and the user. */
export interface SignedIn {
  draftId: string | undefined;
  user: SessionUser;
}

/**
 * `POST /api/session { idToken }` signs in: the Firebase ID token is verified, the session id
 * is replaced (so an id planted before sign-in is worth nothing) and the user kept in the session.
 * `GET` answers the user or 401; `DELETE` ends the session. All three are rate-limited per client.
 */
export function sessionRoutes(options: {
  verifier: TokenVerifier | null;
  requestsPerMinute: number;
  /** Where the limit counts (server/limits/rate-limit-store.ts). */
  limitStore: Store;
  logger: Logger;
  /** Reads the draft a sign-in link hands over to its address's account. */
  handOver: DraftHandOver;
  /** Runs after a sign-in, with the draft id the session had before (to keep that draft) and the user. */
  onSignIn?: (signIn: SignedIn) => Promise<void>;
  /** Copies a sign-in link's draft from another browser into one offered to this candidate (its id; null: empty). */
  offerDraft?: (draftId: string) => Promise<string | null>;
}): Router {
  const { verifier, logger } = options;
  const router = Router();
  router.use(
    '/api/session',
    rateLimit({
      windowMs: 60_000,
      limit: options.requestsPerMinute,
      store: options.limitStore,
      standardHeaders: 'draft-8',
      legacyHeaders: false,
      handler: (_req, _res, next) =>
        next(new HttpError(429, 'too_many_requests', 'Too many sign-in requests. Please wait a minute and try again.')),
    }),
    express.json({ limit: '16kb' }),
  );

  // Express 5 passes a rejected handler's error on to the error handler: no try/catch needed.
  router.post('/api/session', requireJsonBody, async (req, res) => {
    if (!verifier) throw new HttpError(503, 'sign_in_unavailable', 'Sign-in is not configured on this server.');
    const body = signInBody.safeParse(req.body);
    if (!body.success) throw invalidToken();
    const { user, recruiter } = await verifier.verify(body.data.idToken).catch(rethrowAsHttpError);
    // The draft made before signing in joins the candidate's first: if that fails, the visitor
    // is still anonymous with their draft intact, rather than signed in without it.
    await options.onSignIn?.({ draftId: req.session.draftId, user });
    // A sign-in link's draft, for its own address only, from another browser than this one: its
    // own candidate's on another device, or a stranger's who asked for a link with this address.
    // It is offered, never applied: the candidate sees a copy of it (which the other browser can
    // no longer change) and takes it or leaves it.
    const handed =
      body.data.draft && user.emailVerified && user.email
        ? options.handOver.verify(body.data.draft, user.email.toLowerCase())
        : null;
    const offered = handed && handed !== req.session.draftId ? await options.offerDraft?.(handed) : null;
    const fromThisBrowser = isSameAsker(req.session.linkAsker, body.data.asker);
    const next = linkLanding({ draftOffered: Boolean(offered), fromThisBrowser, returnTo: body.data.returnTo });
    await new Promise<void>((resolve, reject) =>
      req.session.regenerate((error) => (error ? reject(error) : resolve())),
    );
    req.session.user = user;
    req.session.recruiterClaim = recruiter;
    if (offered) req.session.offeredDraftId = offered;
    await new Promise<void>((resolve, reject) => req.session.save((error) => (error ? reject(error) : resolve())));
    logger.info({ uid: user.uid }, 'signed in');
    res.json({ user, ...(offered ? { draftOffered: true } : {}), ...(next ? { next } : {}) });
  });

  router.get('/api/session', (req, res, next) => {
    const user = req.session.user;
    if (!user) return next(new HttpError(401, 'not_signed_in', 'You are not signed in.'));
    res.set('Cache-Control', 'no-store').json({ user });
  });

  // For the site's own pages: "who is signed in", where nobody is a normal answer, not an error.
  router.get('/api/me', (req, res) => {
    res.set('Cache-Control', 'no-store').json({ user: req.session.user ?? null });
  });

  router.delete('/api/session', (req, res, next) => {
    req.session.destroy((error) => {
      if (error) return next(error);
      clearSessionCookie(req, res);
      res.status(204).end();
    });
  });

  return router;
}
