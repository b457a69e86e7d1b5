import { Outlet, redirectDocument } from 'react-router';
import { SiteHeader } from '../site/site-header';
import type { Route } from './+types/site-layout';

/**
 * A link from a page that hydrated (the wizard, the candidate's pages) to a public page loads that
 * page as a document: the public pages do not hydrate (shared/page-hydration.ts), and their
 * popovers and forms expect the browser's behaviour and their inline script, not React's.
 */
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  return redirectDocument(request.url);
}

// A server loader, even one with nothing to load, keeps the server rendering these pages: a route
// with a `clientLoader` alone would be rendered as its hydration fallback until that ran.
export function loader() {
  return null;
}

/** The public pages: the site's navigation bar above the page. */
export default function SiteLayout() {
  return (
    <>
      <SiteHeader />
      <main id="main">
        <Outlet />
      </main>
    </>
  );
}
