import type { ClientRateLimitInfo, Options, Store } from 'express-rate-limit';
import type { LimitCounts } from './limit-counts';

/**
 * express-rate-limit's store over the site's LimitCounts, under the limiter's `name`: the
 * sign-in and write limits count where every other limit does (memory, or the database or Redis
 * the replicas share), instead of in express-rate-limit's own memory of each process.
 */
export function rateLimitStore(counts: LimitCounts, name: string): Store {
  let windowMs = 60_000;
  const keyOf = (key: string) => `${name}:${key}`;
  return {
    // The counts are not this process's alone: express-rate-limit must not assume they are.
    localKeys: false,
    init(options: Options) {
      windowMs = options.windowMs;
    },
    async increment(key): Promise<ClientRateLimitInfo> {
      const { count, endsInMs } = await counts.add(keyOf(key), windowMs);
      return { totalHits: count, resetTime: new Date(Date.now() + endsInMs) };
    },
    decrement: (key) => counts.takeBack(keyOf(key), windowMs),
    resetKey: (key) => counts.forget(keyOf(key), windowMs),
  };
}
