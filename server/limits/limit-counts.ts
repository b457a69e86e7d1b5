import { createHmac } from 'node:crypto';

/** How many times a key was counted in its current window, and how long until that window ends. */
export interface WindowCount {
  count: number;
  endsInMs: number;
}

/**
 * Where every limit of the site keeps its counts: events per key in fixed windows. In memory, the
 * process's own (one SQLite container), or where every replica counts: the Postgres database
 * (database-limit-counts.ts) or Redis (redis-limit-counts.ts), behind the same words: count one
 * more, answer how many.
 */
export interface LimitCounts {
  /** Counts one more event of `key` in its current window of `windowMs`; answers the count, this one included. */
  add(key: string, windowMs: number): Promise<WindowCount>;
  /** Counts one event of `key` less (express-rate-limit's `decrement`), never below 0. */
  takeBack(key: string, windowMs: number): Promise<void>;
  /** Forgets `key`'s window (express-rate-limit's `resetKey`). */
  forget(key: string, windowMs: number): Promise<void>;
}

/**
 * A key (a client's address, a mailbox) as a shared store keeps it: its HMAC under `secret`, the
 * session secret the replicas share, so that neither the table nor Redis, nor a dump of them,
 * holds an address.
 */
export function storedLimitKey(secret: string, key: string, windowMs: number): string {
  return `${windowMs}:${createHmac('sha256', secret).update(`limit:${key}`).digest('base64url')}`;
}

/** Expired windows are dropped this often, so keys seen once (a passing client) do not stay. */
const SWEEP_MS = 60_000;

/** Counts in this process's memory; `now` is the clock (tests move it); `size` is how many windows it holds. */
export function memoryLimitCounts(now: () => number = Date.now): LimitCounts & { size(): number } {
  const windows = new Map<string, { count: number; resetsAt: number }>();
  let nextSweep = now() + SWEEP_MS;
  return {
    size: () => windows.size,
    add(key, windowMs) {
      const at = now();
      if (at >= nextSweep) {
        for (const [stored, window] of windows) if (window.resetsAt <= at) windows.delete(stored);
        nextSweep = at + SWEEP_MS;
      }
      // One key may be counted in windows of several lengths: each its own count.
      const stored = `${windowMs}:${key}`;
      const current = windows.get(stored);
      const window = current && current.resetsAt > at ? current : { count: 0, resetsAt: at + windowMs };
      window.count += 1;
      windows.set(stored, window);
      return Promise.resolve({ count: window.count, endsInMs: window.resetsAt - at });
    },
    takeBack(key, windowMs) {
      const window = windows.get(`${windowMs}:${key}`);
      if (window && window.count > 0) window.count -= 1;
      return Promise.resolve();
    },
    forget(key, windowMs) {
      windows.delete(`${windowMs}:${key}`);
      return Promise.resolve();
    },
  };
}

/** One limit's answer to an event: whether it is within the limit, and when to try again if not. */
export interface LimitAnswer {
  allowed: boolean;
  /** This event's place in its window (1 for the first). */
  count: number;
  retryAfterSeconds: number;
}

/**
 * A limit of `limit` events per key and window, counted in `counts` under `name` (so that limits
 * sharing a store keep apart). Refused events count too: a client that keeps trying stays refused
 * until its window ends.
 */
export function fixedWindowLimit(counts: LimitCounts, name: string, limit: number, windowMs: number) {
  return {
    limit,
    async take(key: string): Promise<LimitAnswer> {
      const { count, endsInMs } = await counts.add(`${name}:${key}`, windowMs);
      return { allowed: count <= limit, count, retryAfterSeconds: Math.max(1, Math.ceil(endsInMs / 1000)) };
    },
    /** Takes back one `take` whose work was not done after all (the server, not the client, was too busy). */
    giveBack: (key: string): Promise<void> => counts.takeBack(`${name}:${key}`, windowMs),
  };
}

export type FixedWindowLimit = ReturnType<typeof fixedWindowLimit>;
