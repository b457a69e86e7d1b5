import type { Request, RequestHandler, Response } from 'express';
import session from 'express-session';
import type { IncomingMessage } from 'node:http';
import { cookieName } from '../http/cookie-name';
import type { SessionUser } from '../../shared/session-user';

declare module 'express-session' {
  interface SessionData {
    user?: SessionUser;
    /** The sign-in token carried the custom claim `recruiter: true` (server/recruiter/recruiter-access.ts). */
    recruiterClaim?: boolean;
    /** Names this browser in the sign-in links it asks for (server/auth/link-asker.ts). */
    linkAsker?: string;
    /** A sign-in link's draft from another browser, copied and offered to the candidate until they choose. */
    offeredDraftId?: string;
  }
}

/** The session cookie's name over plain HTTP; over HTTPS it is `__Host-careers.sid` (cookieName). */
export const SESSION_COOKIE = 'careers.sid';

/** The session cookie's name for this request. */
export const sessionCookieName = (req: Request) => cookieName(SESSION_COOKIE, req.secure);

// Either name: before Express, whether the request came over HTTPS is not known yet.
const sessionCookiePattern = new RegExp(`(?:^|;)\\s*(?:__Host-)?${SESSION_COOKIE.replace('.', '\\.')}=`);

/** Anonymous: the request carries no session cookie (it may be a plain Node request, before Express). */
export function isAnonymous(req: IncomingMessage): boolean {
  return !sessionCookiePattern.test(req.headers.cookie ?? '');
}

/**
 * Server sessions in a persistent store. The cookie is HttpOnly (no script reads it),
 * SameSite=Lax (not sent on cross-site POSTs), and its expiry rolls forward with each response.
 * Over HTTPS (behind a proxy: with `TRUST_PROXY`) it is Secure and named `__Host-careers.sid`;
 * over plain HTTP it is `careers.sid` and not Secure: a cookie that must be Secure is never sent
 * over plain HTTP, so the container's quick start on http://localhost would silently lose every
 * answer. One store serves both, so a session is the same whichever name carries it.
 * No session is stored until something is put in it.
 */
export function sessionMiddleware(options: { store: session.Store; secret: string; maxAgeMs: number }): RequestHandler {
  const withName = (name: string, secure: boolean, store: session.Store) =>
    session({
      name,
      store,
      secret: options.secret,
      resave: false,
      saveUninitialized: false,
      rolling: true,
      cookie: { httpOnly: true, sameSite: 'lax', secure, maxAge: options.maxAgeMs, path: '/' },
    });
  // express-session writes its cookie options onto the store it is given (store.generate), so
  // the second instance gets a view of the same store rather than the store itself.
  const overHttps = withName(cookieName(SESSION_COOKIE, true), true, new SameStore(options.store));
  const overHttp = withName(SESSION_COOKIE, false, options.store);
  return (req, res, next) => (req.secure ? overHttps : overHttp)(req, res, next);
}

/** Another face of `inner`: every read and write goes to it. */
class SameStore extends session.Store {
  constructor(private readonly inner: session.Store) {
    super();
  }
  override get(sid: string, callback: (error: unknown, data?: session.SessionData | null) => void): void {
    this.inner.get(sid, callback);
  }
  override set(sid: string, data: session.SessionData, callback?: (error?: unknown) => void): void {
    this.inner.set(sid, data, callback);
  }
  override destroy(sid: string, callback?: (error?: unknown) => void): void {
    this.inner.destroy(sid, callback);
  }
  override touch(sid: string, data: session.SessionData, callback?: () => void): void {
    if (this.inner.touch) this.inner.touch(sid, data, callback);
    else callback?.();
  }
}

/**
 * Clears this request's session cookie. A browser drops a `__Host-` cookie only for a Set-Cookie
 * that could have set it (Secure, Path=/), so the attributes are the ones it was set with.
 */
export function clearSessionCookie(req: Request, res: Response): void {
  res.clearCookie(sessionCookieName(req), { path: '/', httpOnly: true, sameSite: 'lax', secure: req.secure });
}
