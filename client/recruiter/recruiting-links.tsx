import { NavLink } from 'react-router';
import { pathOf } from '../../shared/route-paths';

/**
 * The recruiter pages, as items of a link list: the recruiter pages' own navigation and, on those
 * pages, the App header's account links show the same two.
 */
export function RecruitingLinks() {
  return (
    <>
      <li>
        <NavLink to={pathOf('recruiterInbox')} end>
          Applications
        </NavLink>
      </li>
      <li>
        <NavLink to={pathOf('recruiterReports')}>Equal-opportunity report</NavLink>
      </li>
    </>
  );
}
