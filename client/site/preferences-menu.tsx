import { ChevronDownIcon } from './icons';
import { usePopup } from './use-popup';

// The original product's placeholders ("Country: India", "Job alerts: weekly", "coming soon")
// promised settings and alerts that do not exist; only what holds for every account is said.
const preferences = ['Language: English', 'Job alerts: not offered'];

/** The App header's Preferences dropdown: what is set for every account, nothing to change. */
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
      </div>
    </li>
  );
}
