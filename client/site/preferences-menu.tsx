import { Link } from 'react-router';
import { pathOf } from '../../shared/route-paths';
import { ChevronDownIcon } from './icons';
import { usePopup } from './use-popup';

/**
 * The App header's Preferences dropdown (signed in only): the site's language, the same for every
 * account, and the account's job alerts, which /alerts lists and changes. The original product's
 * placeholders ("Country: India", "Job alerts: weekly", "coming soon") promised settings that did
 * not exist; only what holds is said here.
 */
export function PreferencesMenu() {
  const menu = usePopup<HTMLDivElement>({ panelId: 'preferences-menu', closeOnFocusOut: true, closeOnLinkClick: true });
  return (
    <li className="nav-dropdown">
      <button className="nav-dropdown-toggle" {...menu.toggleProps}>
        Preferences <ChevronDownIcon />
      </button>
      <div className={`nav-dropdown-list preferences-list popup${menu.open ? ' is-open' : ''}`} {...menu.panelProps}>
        <ul>
          <li>Language: English</li>
          <li>
            <Link to={pathOf('alerts')}>Job alerts</Link>
          </li>
        </ul>
      </div>
    </li>
  );
}
