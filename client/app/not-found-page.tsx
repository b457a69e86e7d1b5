import { data, Link } from 'react-router';
import { pathOf } from '../../shared/route-paths';
import type { Route } from './+types/not-found-page';

/** An unknown path is a 404 for the browser too (the server renders this page with that status). */
export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = () => [{ title: 'NotFound' }, { name: 'robots', content: 'noindex' }];

/**
 * The original product answered unknown paths with the bare text `NotFound`; the contract keeps
 * the word. A browser gets it inside the site's header and footer, with a way on to the jobs; any
 * other client gets the plain text (server/pages/not-found.ts).
 */
export default function NotFoundPage() {
  return <NotFoundContent />;
}

/** The NotFound page's words, also shown by a folder page's address the folder has no page for. */
export function NotFoundContent() {
  return (
    <section className="page-intro not-found">
      <h1>NotFound</h1>
      <p>There is no page at this address. It may have moved, or the job may have closed.</p>
      <p>
        <Link to={pathOf('jobListings')} className="button button-primary">
          See the job openings
        </Link>
      </p>
    </section>
  );
}
