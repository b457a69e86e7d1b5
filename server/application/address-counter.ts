import { LRUCache } from 'lru-cache';

/**
 * Counts what clients do per address over a window: the new drafts a visitor not signed in may
 * start (new-visitor-drafts.ts). Asynchronous so that a store shared by several replicas can
 * implement it; the one here is one process's memory.
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
  const windows = new LRUCache<string, { count: number; endsAt: number }>({ max: options.maxAddresses ?? 100_000 });
  return {
    take(address) {
      const at = now();
      let window = windows.get(address);
      if (!window || window.endsAt <= at) windows.set(address, (window = { count: 0, endsAt: at + options.windowMs }));
      if (window.count >= options.limit) return Promise.resolve(false);
      window.count += 1;
      return Promise.resolve(true);
    },
  };
}
