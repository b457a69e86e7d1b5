import { Link, NavLink } from 'react-router';
import { pathOf } from '../../shared/route-paths';
import { useSessionUser, useSite } from '../app/use-site';
import { CultureMenu } from './culture-menu';
import { ExternalLink } from './external-link';
import { MenuIcon } from './icons';
import { SiteSearch } from './site-search';
import { useJobBoard } from './use-job-board';
import { usePopup } from './use-popup';

/**
 * The navigation bar of the public pages. On narrow screens (below lg, 992px) the links fold into
 * a Menu disclosure; before hydration that panel opens on keyboard focus, from site.css. The
 * controls are laid out in their DOM order (Menu, search, Login), so the tab order is the visual one.
 */
export function SiteHeader() {
  const { siteName } = useSite();
  const user = useSessionUser();
  const jobBoard = useJobBoard();
  const menu = usePopup<HTMLElement>({ panelId: 'site-nav', closeOnFocusOut: true, closeOnLinkClick: true });

  return (
    <header className="site-header">
      <div className="site-header-bar">
        <Link to="/" className="brand">
          <span className="brand-name">{siteName}</span>
        </Link>
        <button className="nav-toggle" {...menu.toggleProps}>
          <MenuIcon /> <span className="nav-toggle-label">Menu</span>
        </button>
        <nav aria-label="Main" className={`site-nav popup${menu.open ? ' is-open' : ''}`} {...menu.panelProps}>
          <ul className="site-nav-list">
            <li>
              <ExternalLink href={jobBoard.home} showIcon>
                Career
              </ExternalLink>
            </li>
            <li>
              <ExternalLink href={jobBoard.locations} showIcon>
                Location
              </ExternalLink>
            </li>
            <li>
              <NavLink to={pathOf('benefits')}>Professions</NavLink>
            </li>
            <li>
              <NavLink to={pathOf('benefits')}>Benefit</NavLink>
            </li>
            <CultureMenu />
            <li>
              <Link to="/">Hiring Tips</Link>
            </li>
          </ul>
        </nav>
        <div className="site-header-actions">
          <SiteSearch />
          {/* Signed in, the header leads back to the application instead of offering a login. */}
          {user ? (
            <Link to={pathOf('contactInformation')} className="button button-primary login-button">
              My application
            </Link>
          ) : (
            <ExternalLink href={jobBoard.login} className="button button-primary login-button">
              Login
            </ExternalLink>
          )}
        </div>
      </div>
    </header>
  );
}
