import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { pathOf } from '../../shared/route-paths';
import { RouteErrorMessage } from '../app/route-error-page';
import type { BlogProblem } from './blog-data';

/**
 * The error boundary of the blog pages: a missing article (404) or an unavailable blog (503)
 * in words, with a way on. Anything else is an application error.
 */
export function BlogProblemPage() {
  const error = useRouteError();
  const problem = isRouteErrorResponse(error) ? (error.data as BlogProblem | undefined)?.reason : undefined;

  if (problem === 'not-found') {
    return (
      <section className="page-message">
        <h1>Article not found</h1>
        <p>This article does not exist, or it was moved or removed.</p>
        <Link to={pathOf('blogList')}>See all articles</Link>
      </section>
    );
  }
  if (problem === 'unavailable') {
    return (
      <section className="page-message">
        <h1>The blog is unavailable right now</h1>
        <p>We could not load the articles. Please try again in a few minutes.</p>
        <Link to="." reloadDocument>
          Try again
        </Link>
      </section>
    );
  }
  return <RouteErrorMessage />;
}
