import { useSyncExternalStore } from 'react';

const unchanging = () => () => {};

/**
 * The address of the page in the browser. The server does not know the host the visitor used, so
 * it renders `serverFallback`, and the browser switches to the real address right after hydrating
 * (without a hydration mismatch: that is what `useSyncExternalStore`'s server snapshot is for).
 */
export function usePageUrl(serverFallback: string): string {
  return useSyncExternalStore(
    unchanging,
    () => `${window.location.origin}${window.location.pathname}`,
    () => serverFallback,
  );
}
