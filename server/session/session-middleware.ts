import type { IncomingMessage } from 'node:http';
import session from 'express-session';
import type { SessionUser } from '../../shared/session-user';

declare module 'express-session' {
  interface SessionData {
    user?: SessionUser;
    /** The sign-in token carried the custom claim `recruiter: true` (server/recruiter/recruiter-access.ts). */
    recruiterClaim?: boolean;
  }
}

export const SESSION_COOKIE = 'careers.sid';

const sessionCookiePattern = new RegExp(`(?:^|;)\\s*${SESSION_COOKIE.replace('.', '\\.')}=`);

/** Anonymous: the request carries no session cookie (it may be a plain Node request, before Express). */
export function isAnonymous(req: IncomingMessage): boolean {
  return !sessionCookiePattern.test(req.headers.cookie ?? '');
}

/**
 * Server sessions in a persistent store. The cookie is HttpOnly (no script reads it),
 * SameSite=Lax (not sent on cross-site POSTs), and its expiry rolls forward with each response.
 * It is Secure exactly when the request came over HTTPS (behind a proxy: with `TRUST_PROXY`):
 * a cookie that must be Secure is never sent over plain HTTP, so the container's quick start on
 * http://localhost would silently lose every answer. No session is stored until something is put in it.
 */
export function sessionMiddleware(options: { store: session.Store; secret: string; maxAgeMs: number }) {
  return session({
    name: SESSION_COOKIE,
    store: options.store,
    secret: options.secret,
    resave: false,
    saveUninitialized: false,
    rolling: true,
    cookie: { httpOnly: true, sameSite: 'lax', secure: 'auto', maxAge: options.maxAgeMs, path: '/' },
  });
}
