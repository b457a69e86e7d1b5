import type { Request, RequestHandler } from 'express';

/**
 * Makes the session end at `until` (ms since the epoch) whatever happens to it in this request.
 * express-session "touches" every session as it answers (rolling cookies): it sets the expiry to
 * now plus the session's original lifetime, which would move a fixed end on by each request's
 * duration, and by a whole lifetime for one whose cookie kept its configured maxAge. This
 * session's own touch sets the fixed end instead (not enumerable: it is never stored).
 */
export function endSessionAt(session: Request['session'], until: number): void {
  session.cookie.expires = new Date(until);
  Object.defineProperty(session, 'touch', {
    configurable: true,
    enumerable: false,
    value(this: Request['session']) {
      this.cookie.expires = new Date(until);
      return this;
    },
  });
}

/**
 * A session whose visitor has not signed in ends when its draft said it would (`anonymousUntil`,
 * server/application/draft-owner.ts), however often it is used: rolling cookies would otherwise
 * renew it with each response, and a script could keep every draft it started for ever with one
 * read each a day. Signing in starts a new session, which rolls forward as usual.
 */
export function anonymousSessionExpiry(): RequestHandler {
  return (req, _res, next) => {
    const session = req.session;
    if (session && !session.user && session.anonymousUntil !== undefined) endSessionAt(session, session.anonymousUntil);
    next();
  };
}
