import { Link, Outlet } from 'react-router';
import { pathOf } from '../../shared/route-paths';
import { UserMenu } from '../auth/user-menu';
import { useSite } from './use-site';

/** The frame around every page. The public-site issue replaces it with the real header and footer. */
export function RootLayout() {
  const { siteName } = useSite();
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="site-header">
        <Link to="/" className="brand">
          {siteName}
        </Link>
        <nav aria-label="Main">
          <Link to={pathOf('jobListings')}>Job Openings</Link>
          <Link to={pathOf('culture')}>Culture</Link>
          <Link to={pathOf('blogList')}>Blog</Link>
          <Link to={pathOf('signIn')}>Sign in</Link>
        </nav>
        <UserMenu />
      </header>
      <main id="main">
        <Outlet />
      </main>
    </>
  );
}
