import { Outlet, ScrollRestoration } from 'react-router';
import { useCspNonce } from './csp-nonce';
import { useFocusOnNavigation } from './use-focus-on-navigation';
import { SiteFooter } from '../site/site-footer';
import '../site/site.css';

/**
 * The frame around every page: a skip link, the header and main content of the page's layout
 * (site-layout or app-layout, see routes.tsx) and the footer.
 */
export function RootLayout() {
  useFocusOnNavigation();
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Outlet />
      <SiteFooter />
      {/* New pages open at the top, Back returns to where the visitor was. */}
      <ScrollRestoration nonce={useCspNonce()} />
    </>
  );
}
