import { Link } from 'react-router';
import { pathOf } from '../../shared/route-paths';
import { useSessionUser, useSite } from '../app/use-site';
import { AccountLinks, LoginLink } from './account-links';
import { NavMenu } from './nav-menu';
import { MenuIcon } from './icons';
import { SiteSearch } from './site-search';
import { SiteLinkView } from './site-link';

/**
 * The navigation bar of the public pages, rendered on the server only (they do not hydrate). On
 * narrow screens (below lg, 992px) the links fold into a Menu popover, which the browser opens and
 * closes; from 992px the same list is laid out in the bar (site.css). The controls are laid out in
 * their DOM order (Menu, search, Login or My applications), so the tab order is the visual one.
 */
export function SiteHeader() {
  const { siteName, frame } = useSite();
  const user = useSessionUser();

  return (
    <header className="site-header">
      <div className="site-header-bar">
        <Link to="/" className="brand">
          <span className="brand-name">{siteName}</span>
        </Link>
        <button type="button" className="nav-toggle" popoverTarget="site-nav" aria-controls="site-nav">
          <MenuIcon /> <span className="nav-toggle-label">Menu</span>
        </button>
        <nav id="site-nav" aria-label="Main" className="site-nav" popover="auto">
          <ul className="site-nav-list">
            {frame.header.map((item) =>
              item.kind === 'menu' ? (
                <NavMenu key={item.id} menu={item} />
              ) : (
                <li key={item.label + item.href}>
                  <SiteLinkView link={item} place="header" />
                </li>
              ),
            )}
            <AccountLinks applicationsClassName="narrow-only" />
          </ul>
        </nav>
        <div className="site-header-actions">
          <SiteSearch />
          {/* Signed in, the header leads to the candidate's applications (and the draft under way)
              instead of offering a login; Profile and Recruiting are in the menu. Below 576px the
              brand would not fit beside this button: My applications is then in the menu too. */}
          {user ? (
            <Link to={pathOf('applications')} className="button button-primary login-button account-button">
              My applications
            </Link>
          ) : (
            <LoginLink className="button button-primary login-button" />
          )}
        </div>
      </div>
    </header>
  );
}
