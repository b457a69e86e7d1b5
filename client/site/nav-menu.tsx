import type { SiteMenu } from '../../shared/site-content';
import { ChevronDownIcon } from './icons';
import { SiteLinkView } from './site-link';

/**
 * A dropdown of the site navigation (the seed's Culture: Culture, Diversity, Leadership): a
 * button and a popover of links. The browser opens and closes it (Escape or a click outside
 * close it and give the focus back to the button); the page's script says its state on the
 * button (client/app/public-page-script.ts).
 */
export function NavMenu({ menu }: { menu: SiteMenu }) {
  const toggleId = menu.id.replace(/-menu$/, '-toggle');
  return (
    <li className="nav-dropdown">
      <button
        type="button"
        id={toggleId}
        className="nav-dropdown-toggle"
        popoverTarget={menu.id}
        aria-controls={menu.id}
      >
        {menu.label} <ChevronDownIcon />
      </button>
      <ul id={menu.id} className="nav-dropdown-list" popover="auto">
        {menu.links.map((link) => (
          <li key={link.label + link.href}>
            <SiteLinkView link={link} place="header" />
          </li>
        ))}
      </ul>
    </li>
  );
}
