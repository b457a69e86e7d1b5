import { LRUCache } from 'lru-cache';
import type { LimitCounts } from '../limits/limit-counts';

/**
 * Counts what clients do per address over a window: the new drafts a visitor not signed in may
 * start (new-visitor-drafts.ts). In one process's memory (one SQLite container), or in the limit
 * counts the replicas share (Postgres).
 */
export interface AddressCounter {
  /** Counts one for `address` and answers true, or answers false (counting nothing) when it already has `limit` in its window. */
  take(address: string): Promise<boolean>;
}

/**
 * One process's counts: a window starts with an address's first count and lasts `windowMs`.
 * At most `maxAddresses` are remembered (the least recently counted forgotten first), so that a
 * client with many addresses cannot grow the map without bound; one forgotten starts again at 0.
 */
export function memoryAddressCounter(options: {
  limit: number;
  windowMs: number;
  maxAddresses?: number;
  now?: () => number;
}): AddressCounter {
  const now = options.now ?? Date.now;
  // Made with the first draft started: the cache sets up room for all its entries (6 ms of a start).
  let windows: LRUCache<string, { count: number; endsAt: number }> | undefined;
  return {
    take(address) {
      windows ??= new LRUCache({ max: options.maxAddresses ?? 100_000 });
      const at = now();
      let window = windows.get(address);
      if (!window || window.endsAt <= at) windows.set(address, (window = { count: 0, endsAt: at + options.windowMs }));
      if (window.count >= options.limit) return Promise.resolve(false);
      window.count += 1;
      return Promise.resolve(true);
    },
  };
}

/**
 * The same counter over shared limit counts (server/limits), under `name`: a refused take is
 * taken back, so that, as in memory, it counts nothing.
 */
export function countedAddressCounter(
  counts: LimitCounts,
  name: string,
  options: { limit: number; windowMs: number },
): AddressCounter {
  return {
    async take(address) {
      const key = `${name}:${address}`;
      const { count } = await counts.add(key, options.windowMs);
      if (count <= options.limit) return true;
      await counts.takeBack(key, options.windowMs);
      return false;
    },
  };
}
