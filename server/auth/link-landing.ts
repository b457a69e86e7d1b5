import { matchPath } from 'react-router';
import { pathOf, restrictedScreens, screenPaths, signedInScreens } from '../../shared/route-paths';

/** Pages of the signed-in person's own that a link opened anywhere may lead back to: none of the wizard's. */
const ownPages = [...signedInScreens.filter((screen) => screen !== 'offeredDraft'), ...restrictedScreens].flatMap(
  (screen) => screenPaths[screen],
);

/** `path` as React Router matches it: its query dropped, percent-escapes decoded (null when they do not decode). */
function decodedPathname(path: string): string | null {
  try {
    return decodeURIComponent(new URL(path, 'http://this.site').pathname);
  } catch {
    return null;
  }
}

/**
 * Where the sign-in page goes once an emailed link has signed the candidate in, or undefined for
 * its first step. A draft the link carried from another browser is offered first. The way back
 * the link was asked with (`returnTo`) is followed as it is in the browser that asked for it; from
 * any other browser (a stranger may have asked, with the candidate's address) only to a page of
 * the person's own (their applications, profile, alerts, the recruiter's pages), never into the
 * wizard, where Submit is one click away.
 */
export function linkLanding(options: {
  draftOffered: boolean;
  fromThisBrowser: boolean;
  returnTo: string | undefined;
}): string | undefined {
  if (options.draftOffered) return pathOf('offeredDraft');
  const { returnTo } = options;
  if (!returnTo || !/^\/(?![/\\])/.test(returnTo)) return undefined;
  if (options.fromThisBrowser) return returnTo;
  const pathname = decodedPathname(returnTo);
  const own = pathname !== null && ownPages.some((path) => matchPath({ path, caseSensitive: false }, pathname));
  return own ? returnTo : undefined;
}
