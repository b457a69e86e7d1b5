import { Outlet } from 'react-router';
import { SiteHeader } from '../site/site-header';

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
