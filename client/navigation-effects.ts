import type { createBrowserRouter } from 'react-router';
import { LAST_VISITED_PATH_KEY } from '../shared/route-paths';
import { headOf } from './page-head';

type BrowserRouter = ReturnType<typeof createBrowserRouter>;

function rememberPath(pathname: string): void {
  try {
    localStorage.setItem(LAST_VISITED_PATH_KEY, pathname);
  } catch {
    // Storage can be full or disabled (private mode); remembering the path is a nicety.
  }
}

function setDescription(description: string): void {
  document.querySelector('meta[name="description"]')?.setAttribute('content', description);
}

/**
 * After each completed navigation: remember the path, and update the head, which the server
 * rendered for the first page only (React does not own `<head>` when it renders into #root).
 */
export function followNavigations(router: BrowserRouter): void {
  rememberPath(router.state.location.pathname);
  router.subscribe((state) => {
    if (state.navigation.state !== 'idle') return;
    rememberPath(state.location.pathname);
    const head = headOf(state.matches, state.loaderData);
    document.title = head.title;
    setDescription(head.description);
  });
}
