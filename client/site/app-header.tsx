import { Link, useLocation, useMatches } from 'react-router';
import { restrictedScreens, screenPaths } from '../../shared/route-paths';
import { UserMenu } from '../auth/user-menu';
import { useIsRecruiter, useSessionUser, useSite } from '../app/use-site';
import { RecruitingLinks } from '../recruiter/recruiting-links';
import { AccountLinks, LoginLink } from './account-links';
import { AppDrawer } from './app-drawer';
import { UserIcon } from './icons';
import { PreferencesMenu } from './preferences-menu';
import { usePopup } from './use-popup';

const signInPaths = new Set<string>(screenPaths.signIn.map((path) => path.toLowerCase()));

/**
 * The header of the sign-in and application screens (the original's later-style header). Signed
 * in, it holds the account: My applications, Profile (Recruiting for the hiring team), Preferences
 * and the user with Sign out; on narrow screens (below 768px) these fold into an Account
 * disclosure, so the page's form starts on the first screen. Signed out, it offers Login (but on
 * the sign-in page itself). On the recruiter pages a recruiter's header holds the recruiting links
 * (Applications, Equal-opportunity report) instead: there they work as the hiring team, and their
 * own applications as a candidate stay on every other page (the brand leads to the site's header).
 */
export function AppHeader() {
  const { siteName, frame } = useSite();
  const user = useSessionUser();
  const recruiter = useIsRecruiter();
  // Route ids are `screen:path` (client/routes.ts).
  const onRecruiterPage = useMatches().some(({ id }) =>
    restrictedScreens.some((screen) => id.startsWith(`${screen}:`)),
  );
  const { pathname } = useLocation();
  const account = usePopup<HTMLDivElement>({ panelId: 'app-account', closeOnFocusOut: true, closeOnLinkClick: true });
  const onSignIn = signInPaths.has(pathname.replace(/\/+$/, '').toLowerCase());
  return (
    <header className="app-header">
      <div className="app-header-bar">
        <AppDrawer />
        <Link to="/" className="app-brand">
          <img src={frame.brand.logo} alt="" width={32} height={32} />
          <span className="brand-name">{siteName}</span>
        </Link>
        {user ? (
          <>
            <button className="nav-toggle account-toggle" {...account.toggleProps}>
              <UserIcon /> <span className="nav-toggle-label">Account</span>
            </button>
            <div className={`app-account popup${account.open ? ' is-open' : ''}`} {...account.panelProps}>
              <nav aria-label="Account" className="app-nav">
                <ul>
                  {recruiter && onRecruiterPage ? <RecruitingLinks /> : <AccountLinks />}
                  <PreferencesMenu />
                </ul>
              </nav>
              <div className="app-header-user">
                <UserMenu />
              </div>
            </div>
          </>
        ) : (
          !onSignIn && <LoginLink className="button button-primary login-button" />
        )}
      </div>
    </header>
  );
}
