import { createHmac } from 'node:crypto';
import { SESSION_COOKIE } from '../../server/session/session-middleware';

/**
 * The `careers.sid=…` pair of a Set-Cookie header (`__Host-careers.sid=…` over HTTPS), ready for a
 * Cookie header; undefined if none.
 */
export function sessionCookieFrom(setCookie: string | string[] | null | undefined): string | undefined {
  return ([] as string[])
    .concat(setCookie ?? [])
    .find((line) => line.startsWith(`${SESSION_COOKIE}=`) || line.startsWith(`__Host-${SESSION_COOKIE}=`))
    ?.split(';')[0];
}

/** Like sessionCookieFrom, for an answer that must have started a session. */
export function sessionCookieOf(response: { headers: Record<string, string | string[] | undefined> }): string {
  const cookie = sessionCookieFrom(response.headers['set-cookie']);
  if (!cookie) throw new Error('no session cookie was set');
  return cookie;
}

/** The cookie express-session would set for session `sid` signed with `secret` (as cookie-signature signs). */
export function signedSessionCookie(sid: string, secret: string): string {
  const signature = createHmac('sha256', secret).update(sid).digest('base64').replace(/=+$/, '');
  return `${SESSION_COOKIE}=${encodeURIComponent(`s:${sid}.${signature}`)}`;
}
