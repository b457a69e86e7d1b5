import { LRUCache } from 'lru-cache';
import type { Logger } from '../logger';

/** While loading fails, it is retried at most this often (stale values are served meanwhile). */
const OUTAGE_RETRY_MS = 5_000;

export interface RefreshingCacheOptions<V extends object> {
  /** Names the cache in logs: "blog" logs "blog upstream failing: serving the stale answer". */
  name: string;
  /** Loads a key's value from its upstream; throwing is an upstream failure. */
  load(key: string, signal: AbortSignal): Promise<V>;
  /** How long a value is fresh. */
  ttlMs: number;
  /** How long past freshness a value may still be served while loading fails (Infinity: for ever). */
  staleMs: number;
  logger: Logger;
  /** A value's size in bytes, for the bound on memory. */
  sizeOf(value: V): number;
  maxEntries?: number;
  maxBytes?: number;
  /** A value fresh for less than `ttlMs` (the blog's "no such article"), or undefined. */
  shortTtlMs?(value: V): number | undefined;
  /** Whether a value may stand in while loading fails (default: all); "no such article" may not. */
  servesStale?(value: V): boolean;
}

export interface RefreshingCache<V> {
  /** The key's value: fresh, or stale while one background load refreshes it, or loaded now. */
  get(key: string): Promise<V>;
  /** The key's value while it is fresh, without loading. */
  peekFresh(key: string): V | undefined;
  /** The key's value, fresh or stale, without loading. */
  peek(key: string): V | undefined;
  /** Starts a background load when the key's value has gone stale, and returns at once. */
  refreshIfStale(key: string): void;
}

interface Entry<V> {
  value: V;
  fetchedAt: number;
}

/**
 * Values of an upstream behind lru-cache's `fetch()`: fresh for `ttlMs`; after that the stale
 * value is served at once while one background load refreshes it; while loading fails, stale
 * values keep being served until `ttlMs + staleMs` after they were loaded (retried every 5 s).
 * Concurrent misses for one key share one load. Memory is bounded by entry count and size.
 * The upstream's own deadline (server/http/upstream-client.ts) bounds how long a load waits.
 */
export function createRefreshingCache<V extends object>(options: RefreshingCacheOptions<V>): RefreshingCache<V> {
  const { name, load, ttlMs, staleMs, logger, sizeOf, shortTtlMs, servesStale = () => true } = options;
  const withinStaleWindow = (entry: Entry<V>) => Date.now() - entry.fetchedAt <= ttlMs + staleMs;

  const cache = new LRUCache<string, Entry<V>>({
    max: options.maxEntries ?? 1_000,
    maxSize: options.maxBytes ?? 50 * 1024 * 1024,
    sizeCalculation: (entry) => sizeOf(entry.value) + 64,
    ttl: ttlMs,
    allowStale: true,
    fetchMethod: async (key, stale, { signal, options: fetchOptions }) => {
      try {
        const entry = { value: await load(key, signal), fetchedAt: Date.now() };
        const shortTtl = shortTtlMs?.(entry.value);
        if (shortTtl !== undefined) fetchOptions.ttl = Math.min(ttlMs, shortTtl);
        return entry;
      } catch (error) {
        if (stale && servesStale(stale.value) && withinStaleWindow(stale)) {
          logger.warn({ key, err: error }, `${name} upstream failing: serving the stale answer`);
          fetchOptions.ttl = Math.min(ttlMs, OUTAGE_RETRY_MS);
          return stale;
        }
        throw error;
      }
    },
  });

  return {
    /** An entry past the stale window is never served, only refreshed (or failed). */
    async get(key) {
      const entry = await cache.fetch(key);
      if (entry && withinStaleWindow(entry)) return entry.value;
      const refreshed = await cache.fetch(key, { forceRefresh: true, allowStale: false });
      if (!refreshed) throw new Error(`The ${name} cache gave no answer for ${key}`);
      return refreshed.value;
    },
    peekFresh(key) {
      return cache.getRemainingTTL(key) > 0 ? cache.peek(key)?.value : undefined;
    },
    peek(key) {
      return cache.peek(key, { allowStale: true })?.value;
    },
    refreshIfStale(key) {
      const stale = cache.peek(key, { allowStale: true }) && cache.getRemainingTTL(key) <= 0;
      if (stale) cache.fetch(key).catch(() => undefined);
    },
  };
}
