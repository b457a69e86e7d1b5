import { Link, useLocation } from 'react-router';
import { screenPaths } from '../../shared/route-paths';
import { UserMenu } from '../auth/user-menu';
import { useSessionUser, useSite } from '../app/use-site';
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
 * the sign-in page itself).
 */
export function AppHeader() {
  const { siteName } = useSite();
  const user = useSessionUser();
  const { pathname } = useLocation();
  const account = usePopup<HTMLDivElement>({ panelId: 'app-account', closeOnFocusOut: true, closeOnLinkClick: true });
  const onSignIn = signInPaths.has(pathname.replace(/\/+$/, '').toLowerCase());
  return (
    <header className="app-header">
      <div className="app-header-bar">
        <AppDrawer />
        <Link to="/" className="app-brand">
          <img src="/images/site/logo.svg" alt="" width={32} height={32} />
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
                  <AccountLinks />
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
