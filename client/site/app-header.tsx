import { Link } from 'react-router';
import { pathOf } from '../../shared/route-paths';
import { UserMenu } from '../auth/user-menu';
import { useSite } from '../app/use-site';
import { AppDrawer } from './app-drawer';
import { UserIcon } from './icons';
import { PreferencesMenu } from './preferences-menu';
import { usePopup } from './use-popup';

/**
 * The header of the sign-in and application screens (the original's later-style header). On
 * narrow screens (below 768px) it stays one row: the account links and the signed-in user fold
 * into an Account disclosure, so the page's form starts on the first screen.
 */
export function AppHeader() {
  const { siteName } = useSite();
  const account = usePopup<HTMLDivElement>({ panelId: 'app-account', closeOnFocusOut: true, closeOnLinkClick: true });
  return (
    <header className="app-header">
      <div className="app-header-bar">
        <AppDrawer />
        <Link to="/" className="app-brand">
          <img src="/images/site/logo.svg" alt="" width={32} height={32} />
          <span className="brand-name">{siteName}</span>
        </Link>
        <button className="nav-toggle account-toggle" {...account.toggleProps}>
          <UserIcon /> <span className="nav-toggle-label">Account</span>
        </button>
        <div className={`app-account popup${account.open ? ' is-open' : ''}`} {...account.panelProps}>
          <nav aria-label="Account" className="app-nav">
            <ul>
              <li>
                <Link to={pathOf('applications')}>Applications</Link>
              </li>
              <li>
                <Link to={pathOf('profile')}>Profile</Link>
              </li>
              <PreferencesMenu />
            </ul>
          </nav>
          <div className="app-header-user">
            <UserMenu />
          </div>
        </div>
      </div>
    </header>
  );
}
