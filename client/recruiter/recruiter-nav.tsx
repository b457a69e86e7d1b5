import { NavLink } from 'react-router';
import { pathOf } from '../../shared/route-paths';

/** The recruiter pages' own navigation, above each page's heading. */
export function RecruiterNav() {
  return (
    <nav aria-label="Recruiting" className="recruiter-nav">
      <ul>
        <li>
          <NavLink to={pathOf('recruiterInbox')} end>
            Applications
          </NavLink>
        </li>
        <li>
          <NavLink to={pathOf('recruiterReports')}>Equal-opportunity report</NavLink>
        </li>
      </ul>
    </nav>
  );
}
