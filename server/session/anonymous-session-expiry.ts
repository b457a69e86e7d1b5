import type { RequestHandler } from 'express';

/**
 * A session whose visitor has not signed in ends when its draft said it would (`anonymousUntil`,
 * server/application/draft-owner.ts), however often it is used: rolling cookies would otherwise
 * renew it with each response, and a script could keep every draft it started for ever with one
 * read each a day. Signing in starts a new session, which rolls forward as usual.
 */
export function anonymousSessionExpiry(): RequestHandler {
  return (req, _res, next) => {
    const session = req.session;
    if (session && !session.user && session.anonymousUntil !== undefined)
      session.cookie.expires = new Date(session.anonymousUntil);
    next();
  };
}
