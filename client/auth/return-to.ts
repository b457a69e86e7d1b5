import { pathOf } from '../../shared/route-paths';

/** The query parameter of the sign-in page that names the page to go back to once signed in. */
export const RETURN_TO_PARAM = 'returnTo';

/** `value` when it is a path of this site, else `fallback`: `//host` or `/\host` would leave the site. */
export function localPath(value: unknown, fallback: string): string {
  return typeof value === 'string' && /^\/(?![/\\])/.test(value) ? value : fallback;
}

/** The sign-in page, coming back to `returnTo` (a path and query of this site) after signing in. */
export function signInPathBackTo(returnTo: string): string {
  return `${pathOf('signIn')}?${new URLSearchParams({ [RETURN_TO_PARAM]: returnTo })}`;
}
