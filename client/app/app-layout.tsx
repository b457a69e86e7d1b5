import { Outlet } from 'react-router';
import type { HydrationHandle } from '../../shared/page-hydration';
import { AppHeader } from '../site/app-header';

/**
 * Sign-in and the application wizard: the App header (drawer, preferences, user menu) above the
 * page. Its own chunk, loaded only on these screens, keeps that code out of the public pages.
 */
// These pages hold forms that save as the candidate goes, navigation state and sign-in: they hydrate.
export const handle: HydrationHandle = { hydrate: true };

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
