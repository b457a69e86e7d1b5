import { pathOf } from '../../shared/route-paths';

/** The query parameter of the sign-in page that names the page to go back to once signed in. */
export const RETURN_TO_PARAM = 'returnTo';

const base = 'http://this.site';

/** A real path holds no control character; browsers drop some of them (tab, newline) from a Location. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const controlCharacter = /[\u0000-\u001f\u007f-\u009f]/;

/**
 * `value` as a normalized path (and query) of this site, else `fallback`. Read as browsers read
 * a Location (which drop tabs and newlines, read `\` as `/` and resolve `..`): `//host`,
 * `/\host`, `/<tab>/host` or `/..//host` would leave the site. The normalized path is what is
 * returned, and it is checked itself: `/..//evil.example` normalizes to `//evil.example`, which a
 * browser reads as another host (it passed a check of the raw value's origin).
 */
export function localPath(value: unknown, fallback: string): string {
  if (typeof value !== 'string' || !value.startsWith('/') || controlCharacter.test(value)) return fallback;
  const url = new URL(value, base);
  if (url.origin !== base) return fallback;
  const path = `${url.pathname}${url.search}`;
  // Read again as a Location, the normalized path must stay here and be read as itself.
  const again = new URL(path, base);
  return again.origin === base && `${again.pathname}${again.search}` === path ? path : fallback;
}

/** The sign-in page, coming back to `returnTo` (a path and query of this site) after signing in. */
export function signInPathBackTo(returnTo: string): string {
  return `${pathOf('signIn')}?${new URLSearchParams({ [RETURN_TO_PARAM]: returnTo })}`;
}
