import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Request } from 'express';
import { endSessionAt } from '../session/anonymous-session-expiry';

/** A sign-in link works for an hour (Firebase's out-of-band codes): a session made only to ask for one lasts as long. */
const LINK_LIFETIME_MS = 3_600_000;

/**
 * This browser's name in the sign-in links it asks for (`asker=`), kept in its session: opened
 * where it was asked for, a link's `asker` is the session's own; anywhere else it is not, and the
 * link may be a stranger's, asked for with the candidate's address (server/auth/link-landing.ts).
 * A visitor with no session yet gets one for the link's hour only.
 */
export function linkAskerOf(req: Request): string {
  if (!req.session.linkAsker) {
    req.session.linkAsker = randomBytes(16).toString('base64url');
    if (!req.session.user && !req.session.draftId) {
      req.session.anonymousUntil = Date.now() + LINK_LIFETIME_MS;
      endSessionAt(req.session, req.session.anonymousUntil);
    }
  }
  return req.session.linkAsker;
}

/** Whether a link's `asker` names this session (compared in constant time). */
export function isSameAsker(kept: string | undefined, given: string | undefined): boolean {
  if (!kept || !given) return false;
  const [a, b] = [Buffer.from(kept), Buffer.from(given)];
  return a.length === b.length && timingSafeEqual(a, b);
}
