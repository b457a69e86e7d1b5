import { UserMenu } from '../auth/user-menu';
import { Link } from 'react-router';
import { useSite } from '../app/use-site';
import { AppDrawer } from './app-drawer';
import { PreferencesMenu } from './preferences-menu';

/** The header of the sign-in and application screens (the original's later-style header). */
export function AppHeader() {
  const { siteName } = useSite();
  return (
    <header className="app-header">
      <div className="app-header-bar">
        <AppDrawer />
        <Link to="/" className="app-brand">
          <img src="/images/site/logo.svg" alt="" width={32} height={32} />
          {siteName}
        </Link>
        <nav aria-label="Account" className="app-nav">
          <ul>
            <li>
              <Link to="/">Applications</Link>
            </li>
            <li>
              <Link to="/">Profile</Link>
            </li>
            <PreferencesMenu />
          </ul>
        </nav>
        <div className="app-header-user">
          <UserMenu />
        </div>
      </div>
    </header>
  );
}
