import { Link } from 'react-router';
import { pathOf } from '../../shared/route-paths';
import { useSessionUser } from '../app/use-site';

/**
 * The first step tells a visitor who has not signed in what the last one needs: submitting takes
 * signing in (Google, or a link to their email), and that takes JavaScript. Said here, at the
 * start, rather than found out at Review with every answer typed. From the session the server
 * knows: no hydration mismatch.
 */
export function SignInNeededNotice() {
  const user = useSessionUser();
  if (user) return null;
  return (
    <p className="wizard-notice">
      You can fill in every step now: each step is saved when you press Continue, and what you type is kept in this tab
      if the page reloads. To submit your application you will need to{' '}
      <Link to={pathOf('signIn')}>sign in with Google or a link to your email</Link>, which needs JavaScript turned on
      in your browser.
    </p>
  );
}
