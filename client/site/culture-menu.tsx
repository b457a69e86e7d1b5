import { NavLink } from 'react-router';
import { pathOf } from '../../shared/route-paths';
import { ChevronDownIcon } from './icons';
import { usePopup } from './use-popup';

const cultureLinks = [
  { label: 'Culture', to: pathOf('culture') },
  { label: 'Diversity', to: pathOf('diversity') },
  { label: 'Leadership', to: pathOf('leadership') },
];

/**
 * The Culture dropdown of the site navigation: a disclosure button and a list of links. Before
 * hydration (or without JavaScript) the list opens on hover and keyboard focus, from site.css.
 */
export function CultureMenu() {
  const menu = usePopup<HTMLUListElement>({
    panelId: 'culture-menu',
    closeOnFocusOut: true,
    closeOnLinkClick: true,
  });
  return (
    <li className="nav-dropdown">
      <button className="nav-dropdown-toggle" {...menu.toggleProps}>
        Culture <ChevronDownIcon />
      </button>
      <ul className={`nav-dropdown-list popup${menu.open ? ' is-open' : ''}`} {...menu.panelProps}>
        {cultureLinks.map(({ label, to }) => (
          <li key={label}>
            <NavLink to={to}>{label}</NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
