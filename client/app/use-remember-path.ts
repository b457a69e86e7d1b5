import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { LAST_VISITED_PATH_KEY } from '../../shared/route-paths';

/** After each navigation (and the first page), the path is kept in localStorage: the original's contract. */
export function useRememberPath(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    try {
      localStorage.setItem(LAST_VISITED_PATH_KEY, pathname);
    } catch {
      // Storage can be full or disabled (private mode); remembering the path is a nicety.
    }
  }, [pathname]);
}
