import type { PartnerAreaLinks } from '../../shared/site';
import { useSite } from '../app/use-site';
import { CloseIcon, MenuIcon } from './icons';
import { useFocusTrap } from './use-focus-trap';
import { usePopup } from './use-popup';

// The partner areas are separate applications (PARTNER_*_URL), so these are full page loads,
// not router links; an area without an address has no link.
const partnerAreas: { area: keyof PartnerAreaLinks; label: string; note: string }[] = [
  { area: 'doctors', label: 'For Doctors', note: 'Shifts, locum cover and permanent roles near you' },
  { area: 'pharmacy', label: 'For Pharmacy', note: 'Pharmacists and counter staff when you need them' },
  { area: 'lab', label: 'For Lab', note: 'Technicians and phlebotomists for your diagnostic lab' },
];

/**
 * The App header's menu button and the side drawer it opens: a modal dialog that keeps the focus
 * inside while open and closes on Escape, on its close button or on a press beside it.
 */
export function AppDrawer() {
  const { siteName, partnerAreas: addresses = {} } = useSite();
  const drawer = usePopup<HTMLDivElement>({ panelId: 'app-drawer' });
  useFocusTrap(drawer.panelRef, drawer.open);
  const links = partnerAreas.flatMap((area) => {
    const href = addresses[area.area];
    return href ? [{ ...area, href }] : [];
  });
  // Nothing to offer: no Menu button opening an empty drawer.
  if (links.length === 0) return null;

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
            <h2 id="app-drawer-title">{siteName} for partners</h2>
            <button type="button" className="icon-button" aria-label="Close menu" onClick={drawer.closeAndFocusToggle}>
              <CloseIcon />
            </button>
          </div>
          <ul className="app-drawer-links">
            {links.map(({ label, href, note }) => (
              <li key={href}>
                <a href={href}>
                  <span className="app-drawer-label">{label}</span>
                  <span className="app-drawer-note">{note}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </div>
  );
}
