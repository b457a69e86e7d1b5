import { useEffect, useState } from 'react';

/**
 * The current time for relative ages. It starts at the loader's clock value, which the server
 * rendered with, so hydration sees the same text; after hydration it follows the real clock.
 */
export function useNow(renderedAt: number, tickMs = 30_000): number {
  const [now, setNow] = useState(renderedAt);
  useEffect(() => {
    const tick = () => setNow(Date.now());
    const timer = setInterval(tick, tickMs);
    const firstTick = setTimeout(tick, 0);
    return () => {
      clearInterval(timer);
      clearTimeout(firstTick);
    };
  }, [renderedAt, tickMs]);
  return now;
}
