import { Outlet, ScrollRestoration, useMatches } from 'react-router';
import type { RouteHandle } from '../page-head';
import { useCspNonce } from './csp-nonce';
import { AppHeader } from '../site/app-header';
import { SiteFooter } from '../site/site-footer';
import { SiteHeader } from '../site/site-header';
import '../site/site.css';

/** Which header frames the page: the route's `handle.layout` says (see routes.tsx); the site's by default. */
function useLayout(): NonNullable<RouteHandle['layout']> {
  const matches = useMatches();
  const declared = matches.map((match) => (match.handle as RouteHandle | undefined)?.layout).findLast(Boolean);
  return declared ?? 'site';
}

/**
 * The frame around every page: the site header on the public pages, the App header on sign-in and
 * the application wizard, and the footer on all of them.
 */
export function RootLayout() {
  const layout = useLayout();
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      {layout === 'app' ? <AppHeader /> : <SiteHeader />}
      <main id="main">
        <Outlet />
      </main>
      <SiteFooter />
      {/* New pages open at the top, Back returns to where the visitor was. */}
      <ScrollRestoration nonce={useCspNonce()} />
    </>
  );
}
