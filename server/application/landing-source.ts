import type { IncomingMessage } from 'node:http';
import type { RequestHandler } from 'express';
import { SOURCE_PARAMS } from '../../shared/api/candidate-enums';
import { type CandidateSource, sourceOf } from '../../shared/application/candidate-source';
import { cookieName, cookieValue } from '../http/cookie-name';
import { requestTarget } from '../http/request-target';

/**
 * The candidate's source travels in a small first-party cookie set on the landing response: it
 * works without JavaScript, needs no server session (a tagged landing stays anonymous, so its
 * page is still answered from the page cache), and is read when the draft is saved and submitted.
 *
 * Last touch: every tagged landing sets it, and untagged pages leave it alone. That is what the
 * ATS's own hosted form would record (Greenhouse and Lever read the link the candidate applied
 * through), and it keeps the answer a function of the URL alone: the same bytes and headers for
 * every visitor of a tagged URL, whatever cookie they bring, so the page cache, the fast path and
 * a CDN can all keep it. First touch would make the answer depend on the visitor's cookie.
 */
export const SOURCE_COOKIE = 'careers.source';

/** Thirty days: a candidate who comes back to apply within a month is still credited to the campaign. */
const SOURCE_COOKIE_MAX_AGE_S = 30 * 86_400;

const sourceParamNames: ReadonlySet<string> = new Set(SOURCE_PARAMS);
/** A cheap test before any parsing: most requests carry none of them. */
const carriesSourceParam = new RegExp(`[?&](?:${SOURCE_PARAMS.join('|')})=`);

/** The query of a request target, or '' (`/a?b=1` → `b=1`). */
function queryOf(target: string): string {
  const at = target.indexOf('?');
  return at === -1 ? '' : target.slice(at + 1);
}

/**
 * The target without its source parameters (`/joblistings?utm_source=x&page=2` → `/joblistings?page=2`),
 * others kept exactly as sent: what the page cache keys by and what pages are rendered from, so a
 * tagged URL is answered with the untagged page.
 */
export function withoutSourceParams(target: string): string {
  if (!carriesSourceParam.test(target)) return target;
  const at = target.indexOf('?');
  const kept = target
    .slice(at + 1)
    .split('&')
    .filter((pair) => {
      const name = pair.split('=', 1)[0] ?? '';
      return !sourceParamNames.has(name);
    });
  return kept.length > 0 ? `${target.slice(0, at)}?${kept.join('&')}` : target.slice(0, at);
}

/** The valid source tags on the URL of this request, or null. */
export function landingSource(req: IncomingMessage): CandidateSource | null {
  const target = requestTarget(req);
  return carriesSourceParam.test(target) ? sourceOf(new URLSearchParams(queryOf(target))) : null;
}

/**
 * The `Set-Cookie` value that keeps this landing's source, or undefined for a request without valid
 * tags. HttpOnly (only the server reads it), SameSite=Lax, Secure and named with the `__Host-`
 * prefix exactly when the request came over HTTPS, as the session cookie is. The value is URL-encoded (`utm_source=x&gh_src=y`), which
 * holds no character a cookie may not.
 */
export function landingSourceCookie(req: IncomingMessage, secure: boolean): string | undefined {
  const source = landingSource(req);
  if (!source) return undefined;
  const value = new URLSearchParams(source as Record<string, string>).toString();
  return `${cookieName(SOURCE_COOKIE, secure)}=${value}; Max-Age=${SOURCE_COOKIE_MAX_AGE_S}; Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/**
 * The candidate's source for this request: the tags on its own URL (a landing straight on a wizard
 * page, whose cookie is not back yet), else the cookie's, validated again (a cookie is the client's
 * to write). Null when neither holds one.
 */
export function sourceOfRequest(req: IncomingMessage, secure: boolean): CandidateSource | null {
  const fromUrl = landingSource(req);
  if (fromUrl) return fromUrl;
  const cookie = cookieValue(req.headers.cookie, cookieName(SOURCE_COOKIE, secure));
  return cookie ? sourceOf(new URLSearchParams(cookie)) : null;
}

/**
 * A landing tagged with its source (utm_source, gh_src, ...) keeps it in a cookie for the draft and
 * the application; the page itself stays the cached, untagged one (the fast path does the same).
 */
export const rememberLandingSource: RequestHandler = (req, res, next) => {
  const cookie = req.method === 'GET' || req.method === 'HEAD' ? landingSourceCookie(req, req.secure) : undefined;
  if (cookie) res.append('Set-Cookie', cookie);
  next();
};
