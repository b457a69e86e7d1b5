import { redirect } from 'react-router';
import type { SessionUser } from '../../shared/session-user';
import type { PageContext } from '../../shared/page-context';
import { signInPathBackTo } from '../auth/return-to';

/**
 * The signed-in candidate of a loader's or action's request; a visitor who is not signed in is
 * sent to sign in, and back here after it. The redirect is never stored: after signing in, the
 * same address is the candidate's page.
 */
export function signedInUser(context: PageContext, request: Request): SessionUser {
  if (context.user) return context.user;
  throw redirect(signInPathBackTo(new URL(request.url).pathname), {
    headers: { 'Cache-Control': 'private, no-store' },
  });
}
