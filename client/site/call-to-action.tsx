import { Link } from 'react-router';
import { pathOf } from '../../shared/route-paths';
import { useSiteText } from '../app/use-site';

/** The closing band of the company pages: from reading about us to the openings. */
export function CallToAction({ heading = 'Find your place at {site}' }: { heading?: string }) {
  return (
    <section className="call-to-action">
      <h2>{useSiteText(heading)}</h2>
      <p>Internships and full-time roles in engineering, operations, marketing and more.</p>
      <Link className="button button-light" to={pathOf('jobListings')}>
        See job openings
      </Link>
    </section>
  );
}
