import { Form, isRouteErrorResponse, Link, useLocation, useRouteError } from 'react-router';
import { pathOf } from '../../shared/route-paths';
import { RouteErrorMessage } from '../app/route-error-page';
import { useSessionUser } from '../app/use-site';
import { signInPathBackTo } from '../auth/return-to';
import type { RecruiterProblem } from './recruiter-route';

/**
 * The error boundary of the recruiter pages: the 403 page for someone signed in without the
 * recruiter role (with a way to sign in as someone else), and an unknown application (404).
 * Anything else is an application error.
 */
export function RecruiterProblemPage() {
  const error = useRouteError();
  const user = useSessionUser();
  const { pathname, search } = useLocation();
  const problem = isRouteErrorResponse(error) ? (error.data as RecruiterProblem | undefined)?.reason : undefined;

  if (problem === 'not-recruiter') {
    return (
      <section className="page-message recruiter-problem">
        <h1>This page is for the hiring team</h1>
        <p>
          You are signed in as {user?.email ?? user?.displayName ?? 'someone'}, which is not one of the hiring
          team&rsquo;s accounts. Recruiters sign in with the Google account of the email address the team listed.
        </p>
        <Form method="post" action={pathOf('signOut')}>
          <input type="hidden" name="returnTo" value={signInPathBackTo(pathname + search)} />
          <button type="submit">Sign in with another account</button>
        </Form>
        <p>
          <Link to={pathOf('home')}>Go to the careers home page</Link>
        </p>
      </section>
    );
  }
  if (problem === 'not-found') {
    return (
      <section className="page-message recruiter-problem">
        <h1>Application not found</h1>
        <p>There is no application at this address. It may have been removed after the retention period.</p>
        <p>
          <Link to={pathOf('recruiterInbox')}>Back to the applications</Link>
        </p>
      </section>
    );
  }
  return <RouteErrorMessage />;
}
