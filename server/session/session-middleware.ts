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

/**
 * Server sessions in a persistent store. The cookie is HttpOnly (no script reads it),
 * SameSite=Lax (not sent on cross-site POSTs), Secure in production, and its expiry rolls forward
 * with each response. No session is stored until something is put in it.
 */
export function sessionMiddleware(options: {
  store: session.Store;
  secret: string;
  maxAgeMs: number;
  secure: boolean;
}) {
  return session({
    name: SESSION_COOKIE,
    store: options.store,
    secret: options.secret,
    resave: false,
    saveUninitialized: false,
    rolling: true,
    cookie: { httpOnly: true, sameSite: 'lax', secure: options.secure, maxAge: options.maxAgeMs, path: '/' },
  });
}
