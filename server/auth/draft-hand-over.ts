import { createHmac, timingSafeEqual } from 'node:crypto';

/** A hand-over is good this long: a visitor's draft lasts a day (ANONYMOUS_SESSION_MAX_AGE_MS's default). */
const VALID_MS = 86_400_000;

/**
 * A visitor's draft handed to the account of the address a sign-in link was sent to, so that a
 * candidate who opens the link in another browser (the phone's draft, the laptop's mail) goes on
 * with the same application. The link carries `<draft id>.<issued, base 36>.<HMAC>`, the HMAC over
 * the id, the time and the address, keyed by the session secret with a label of its own: it hands
 * the draft over only to a sign-in verified for that very address, within a day.
 */
export function draftHandOver(secret: string, now: () => number = Date.now) {
  const signature = (draftId: string, issued: string, email: string) =>
    createHmac('sha256', secret).update(`draft-hand-over:${draftId}:${issued}:${email}`).digest('base64url');
  return {
    sign(draftId: string, email: string): string {
      const issued = now().toString(36);
      return `${draftId}.${issued}.${signature(draftId, issued, email)}`;
    },
    /** The draft id of a token signed for `email` less than a day ago, or null for anything else. */
    verify(token: unknown, email: string): string | null {
      if (typeof token !== 'string' || token.length > 300) return null;
      const [draftId = '', issued = '', given = ''] = token.split('.');
      if (!/^[\w-]{1,64}$/.test(draftId) || !/^[0-9a-z]{1,12}$/.test(issued)) return null;
      if (now() - Number.parseInt(issued, 36) > VALID_MS) return null;
      const expected = Buffer.from(signature(draftId, issued, email));
      const actual = Buffer.from(given);
      return actual.length === expected.length && timingSafeEqual(actual, expected) ? draftId : null;
    },
  };
}

export type DraftHandOver = ReturnType<typeof draftHandOver>;
