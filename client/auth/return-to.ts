import { pathOf } from '../../shared/route-paths';

/** The query parameter of the sign-in page that names the page to go back to once signed in. */
export const RETURN_TO_PARAM = 'returnTo';

/**
 * `value` when it is a path of this site, else `fallback`. Read as browsers read a Location (which
 * drop tabs and newlines, and read `\` as `/`): `//host`, `/\host` or `/<tab>/host` would leave it.
 */
export function localPath(value: unknown, fallback: string): string {
  const base = 'http://this.site';
  if (typeof value !== 'string' || !value.startsWith('/')) return fallback;
  const url = new URL(value, base);
  return url.origin === base ? `${url.pathname}${url.search}` : fallback;
}

/** The sign-in page, coming back to `returnTo` (a path and query of this site) after signing in. */
export function signInPathBackTo(returnTo: string): string {
  return `${pathOf('signIn')}?${new URLSearchParams({ [RETURN_TO_PARAM]: returnTo })}`;
}
