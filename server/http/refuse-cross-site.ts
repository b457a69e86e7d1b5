import type { RequestHandler } from 'express';
import { HttpError } from '../../shared/http-error';

const stateChanging = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The origin (scheme, host and port, normalized) of a URL, or null for one that is not a URL ("null", garbage). */
const originOf = (url: string) => (URL.canParse(url) ? new URL(url).origin : null);

/**
 * Cross-site request forgery guard: a state-changing request that a browser sends from another
 * site is refused with 403. Browsers say where a request comes from (Sec-Fetch-Site, or Origin in
 * older ones); a request with neither header is not from a browser page, so there is no victim's
 * cookie to abuse. SameSite=Lax on the session cookie is the second line of defence. An Origin
 * is this site when its scheme matches too (`req.protocol`, behind a proxy as TRUST_PROXY lets
 * the server see it): `https://host` is not the site served at `http://host`.
 */
export const refuseCrossSite: RequestHandler = (req, _res, next) => {
  if (!stateChanging.has(req.method)) return next();
  const site = req.get('Sec-Fetch-Site');
  const origin = req.get('Origin');
  const crossSite = site
    ? site !== 'same-origin' && site !== 'none'
    : origin !== undefined &&
      (originOf(origin) ?? 'refused') !== (originOf(`${req.protocol}://${req.get('Host') ?? ''}`) ?? 'no host');
  if (crossSite)
    return next(new HttpError(403, 'cross_site_request', 'This request came from another site and was refused.'));
  next();
};
