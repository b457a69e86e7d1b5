import { ChevronDownIcon } from './icons';
import { usePopup } from './use-popup';

// Placeholders, as in the original product: settings arrive with candidate profiles.
const preferences = ['Language: English', 'Country: India', 'Job alerts: weekly'];

/** The App header's Preferences dropdown. */
export function PreferencesMenu() {
  const menu = usePopup<HTMLDivElement>({ panelId: 'preferences-menu', closeOnFocusOut: true });
  return (
    <li className="nav-dropdown">
      <button className="nav-dropdown-toggle" {...menu.toggleProps}>
        Preferences <ChevronDownIcon />
      </button>
      <div className={`nav-dropdown-list preferences-list popup${menu.open ? ' is-open' : ''}`} {...menu.panelProps}>
        <ul>
          {preferences.map((preference) => (
            <li key={preference}>{preference}</li>
          ))}
        </ul>
        <p>Editable preferences are coming soon.</p>
      </div>
    </li>
  );
}
