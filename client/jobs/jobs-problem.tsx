import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { jobPagePath, pathOf } from '../../shared/route-paths';
import { RouteErrorMessage } from '../app/route-error-page';
import type { PageProblem } from '../app/page-problem';

/**
 * The error boundary of the job pages: a closed job (410, with open jobs to go on to), an unknown
 * job (404) or jobs that cannot be read now (503: the feed has never answered since start), in words, with a way on.
 */
export function JobsProblemPage() {
  const error = useRouteError();
  const data = isRouteErrorResponse(error) ? (error.data as PageProblem | undefined) : undefined;
  const problem = data?.reason;

  if (data?.reason === 'closed') {
    // 410 Gone: the job was listed here and has closed; search engines drop the page.
    return (
      <section className="page-message">
        <h1>This job has closed</h1>
        <p>It no longer takes applications. These jobs are open now:</p>
        {data.openJobs.length > 0 ? (
          <ul>
            {data.openJobs.map((job) => (
              <li key={job.id}>
                <Link to={jobPagePath(job)}>{job.title}</Link> ({job.location})
              </li>
            ))}
          </ul>
        ) : (
          <p>No job is open right now.</p>
        )}
        <Link to={pathOf('jobListings')}>See all job openings</Link>
      </section>
    );
  }

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
