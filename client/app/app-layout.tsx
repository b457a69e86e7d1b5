import { Outlet } from 'react-router';
import { AppHeader } from '../site/app-header';

/**
 * Sign-in and the application wizard: the App header (drawer, preferences, user menu) above the
 * page. Its own chunk, loaded only on these screens, keeps that code out of the public pages.
 */
export default function AppLayout() {
  return (
    <>
      <AppHeader />
      <main id="main">
        <Outlet />
      </main>
    </>
  );
}
