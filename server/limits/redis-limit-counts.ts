import { createClient } from '@redis/client';
import type { Logger } from '../logger';
import { type LimitCounts, storedLimitKey } from './limit-counts';

/** A count in Redis answers within this, or the request it limits goes on uncounted. */
const COMMAND_TIMEOUT_MS = 1_000;
/** A start waits this long for Redis, then fails naming REDIS_URL. */
const CONNECT_TIMEOUT_MS = 5_000;
/** A Redis that fails to count is logged at most once in this time, not once per request. */
const LOG_EVERY_MS = 60_000;

// One more event in the key's window: a key without an expiry is a new window, which ends
// `ARGV[1]` ms from now; an existing one keeps its end, even when taken back to 0. One script, so
// that replicas counting at the same moment both count and the expiry is never lost between two
// commands.
const ADD = `
local count = redis.call('INCR', KEYS[1])
local left = redis.call('PTTL', KEYS[1])
if left < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); left = tonumber(ARGV[1]) end
return {count, left}`;

const TAKE_BACK = `
if tonumber(redis.call('GET', KEYS[1]) or '0') > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

/** The address as a log may show it: without a password. */
function shownUrl(url: string): string {
  const parsed = new URL(url);
  parsed.password = '';
  return parsed.toString();
}

/**
 * Counts in Redis (REDIS_URL), which every replica connected to it shares: a limit of N per client
 * is N across replicas and across a restart, and the counts leave the database. A window is a key
 * that expires when the window ends. Keys are HMACs under `secret`, as in the database, so Redis
 * holds no client's address or mailbox.
 *
 * While Redis cannot be reached or fails a command, an event is let through uncounted (count 0)
 * and an error is logged: a limits store that is down must not stop candidates from signing in
 * and applying.
 */
export async function redisLimitCounts(
  url: string,
  secret: string,
  logger: Logger,
): Promise<LimitCounts & { close(): Promise<void> }> {
  const client = createClient({
    url,
    // A command while reconnecting fails at once rather than waiting in a queue.
    disableOfflineQueue: true,
    commandOptions: { timeout: COMMAND_TIMEOUT_MS },
    socket: { connectTimeout: CONNECT_TIMEOUT_MS, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 5_000) },
  });
  let loggedAt = -Infinity;
  const notCounted = (error: unknown) => {
    if (Date.now() - loggedAt < LOG_EVERY_MS) return;
    loggedAt = Date.now();
    logger.error({ err: error, redis: shownUrl(url) }, 'Redis failed: request limits go uncounted until it answers');
  };
  // The client's own errors (a lost connection, each reconnection that fails).
  client.on('error', notCounted);

  const connected = client.connect();
  const timedOut = new Promise<never>((_, reject) =>
    setTimeout(() => reject(new Error(`no answer in ${CONNECT_TIMEOUT_MS / 1000} s`)), CONNECT_TIMEOUT_MS).unref(),
  );
  try {
    await Promise.race([connected, timedOut]);
  } catch (error) {
    client.destroy();
    throw new Error(`REDIS_URL: cannot connect to ${shownUrl(url)}: ${(error as Error).message}`);
  }

  const stored = (key: string, windowMs: number) => `careers:limit:${storedLimitKey(secret, key, windowMs)}`;
  return {
    async add(key, windowMs) {
      try {
        const [count, left] = (await client.eval(ADD, {
          keys: [stored(key, windowMs)],
          arguments: [String(windowMs)],
        })) as [number, number];
        return { count, endsInMs: left };
      } catch (error) {
        notCounted(error);
        return { count: 0, endsInMs: windowMs };
      }
    },
    async takeBack(key, windowMs) {
      await client.eval(TAKE_BACK, { keys: [stored(key, windowMs)] }).catch(notCounted);
    },
    async forget(key, windowMs) {
      await client.del(stored(key, windowMs)).catch(notCounted);
    },
    async close() {
      // Counts already sent are answered first; a client that lost its connection has none.
      if (client.isReady) await client.close();
      else client.destroy();
    },
  };
}
