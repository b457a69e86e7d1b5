import { useSite } from '../app/use-site';
import { CloseIcon, MenuIcon } from './icons';
import { useFocusTrap } from './use-focus-trap';
import { usePopup } from './use-popup';

/**
 * The App header's menu button and the side drawer it opens: a modal dialog that keeps the focus
 * inside while open and closes on Escape, on its close button or on a press beside it.
 */
export function AppDrawer() {
  // The partner areas are separate applications, so these are full page loads, not router links.
  const { partners } = useSite().frame;
  const drawer = usePopup<HTMLDivElement>({ panelId: 'app-drawer' });
  useFocusTrap(drawer.panelRef, drawer.open);
  // Nothing to offer (no area has an address): no Menu button opening an empty drawer.
  if (!partners) return null;

  return (
    <div className="app-drawer-host">
      <button className="nav-toggle drawer-toggle" {...drawer.toggleProps}>
        <MenuIcon /> <span className="nav-toggle-label">Menu</span>
      </button>
      <div className={`app-drawer-backdrop popup${drawer.open ? ' is-open' : ''}`}>
        <div
          className="app-drawer"
          role="dialog"
          aria-modal="true"
          aria-labelledby="app-drawer-title"
          {...drawer.panelProps}
        >
          <div className="app-drawer-head">
            <h2 id="app-drawer-title">{partners.heading}</h2>
            <button type="button" className="icon-button" aria-label="Close menu" onClick={drawer.closeAndFocusToggle}>
              <CloseIcon />
            </button>
          </div>
          <ul className="app-drawer-links">
            {partners.links.map(({ label, href, note }) => (
              <li key={href}>
                <a href={href}>
                  <span className="app-drawer-label">{label}</span>
                  {note && <span className="app-drawer-note">{note}</span>}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </div>
  );
}
