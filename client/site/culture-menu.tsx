import { NavLink } from 'react-router';
import { pathOf } from '../../shared/route-paths';
import { ChevronDownIcon } from './icons';

const cultureLinks = [
  { label: 'Culture', to: pathOf('culture') },
  { label: 'Diversity', to: pathOf('diversity') },
  { label: 'Leadership', to: pathOf('leadership') },
];

/**
 * The Culture dropdown of the site navigation: a button and a popover of links. The browser opens
 * and closes it (Escape or a click outside close it and give the focus back to the button); the
 * page's script says its state on the button (client/app/public-page-script.ts).
 */
export function CultureMenu() {
  return (
    <li className="nav-dropdown">
      <button
        type="button"
        id="culture-toggle"
        className="nav-dropdown-toggle"
        popoverTarget="culture-menu"
        aria-controls="culture-menu"
      >
        Culture <ChevronDownIcon />
      </button>
      <ul id="culture-menu" className="nav-dropdown-list" popover="auto">
        {cultureLinks.map(({ label, to }) => (
          <li key={label}>
            <NavLink to={to}>{label}</NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
