import { redirect } from 'react-router';
import type { SessionUser } from '../../shared/session-user';
import type { PageContext } from '../../shared/page-context';
import { pathOf } from '../../shared/route-paths';

/** Where a signed-out visitor of `url` signs in, to come back to it after. */
export function signInPathFor(url: URL): string {
  return `${pathOf('signIn')}?${new URLSearchParams({ returnTo: url.pathname })}`;
}

/**
 * The signed-in candidate of a loader's or action's request; a visitor who is not signed in is
 * sent to sign in, and back here after it. The redirect is never stored: after signing in, the
 * same address is the candidate's page.
 */
export function signedInUser(context: PageContext, request: Request): SessionUser {
  if (context.user) return context.user;
  throw redirect(signInPathFor(new URL(request.url)), { headers: { 'Cache-Control': 'private, no-store' } });
}
