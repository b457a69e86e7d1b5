import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { pathOf } from '../../shared/route-paths';
import { RouteErrorMessage } from '../app/route-error-page';
import type { PageProblem } from '../app/page-problem';

/**
 * The error boundary of the job pages: an unknown or closed job (404) or jobs that cannot be
 * read now (503: the feed has never answered since start), in words, with a way on.
 */
export function JobsProblemPage() {
  const error = useRouteError();
  const problem = isRouteErrorResponse(error) ? (error.data as PageProblem | undefined)?.reason : undefined;

  if (problem === 'not-found') {
    return (
      <section className="page-message">
        <h1>Job not found</h1>
        <p>This job does not exist, or it has closed.</p>
        <Link to={pathOf('jobListings')}>See all job openings</Link>
      </section>
    );
  }
  if (problem === 'unavailable') {
    return (
      <section className="page-message">
        <h1>Jobs cannot be shown right now</h1>
        <p>We could not load the job openings. Please try again in a few minutes.</p>
        <Link to="." reloadDocument>
          Try again
        </Link>
      </section>
    );
  }
  return <RouteErrorMessage />;
}
