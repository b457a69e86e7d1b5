import { Link, NavLink, useLocation } from 'react-router';
import { pathOf } from '../../shared/route-paths';
import { useIsRecruiter, useSessionUser } from '../app/use-site';
import { signInPathBackTo } from '../auth/return-to';

/**
 * The signed-in visitor's own pages, as items of a header's link list: My applications and
 * Profile, and Recruiting for the hiring team. Nothing when signed out. Pages of a session are
 * never cached (server/pages/page-cache.ts), so these never reach another visitor.
 * `applicationsClassName` lets the site header show My applications here only where its bar has
 * no room for it as a button (site.css).
 */
export function AccountLinks({ applicationsClassName }: { applicationsClassName?: string }) {
  const user = useSessionUser();
  const recruiter = useIsRecruiter();
  if (!user) return null;
  return (
    <>
      <li className={applicationsClassName}>
        <NavLink to={pathOf('applications')}>My applications</NavLink>
      </li>
      <li>
        <NavLink to={pathOf('profile')}>Profile</NavLink>
      </li>
      {recruiter && (
        <li>
          <NavLink to={pathOf('recruiterInbox')} end={false}>
            Recruiting
          </NavLink>
        </li>
      )}
    </>
  );
}

/**
 * Login: this site's sign-in, coming back to the page the visitor is on (its path and query). An
 * anonymous page is cached by its full URL, so the address it carries is the same for everyone.
 */
export function LoginLink({ className }: { className?: string }) {
  const { pathname, search } = useLocation();
  return (
    <Link to={signInPathBackTo(`${pathname}${search}`)} className={className}>
      Login
    </Link>
  );
}
