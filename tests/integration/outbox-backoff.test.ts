import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WebhookMessage } from '../../server/notifications/outbox-message';
import { createOutboxStore } from '../../server/notifications/outbox-store';
import { enqueueMessages } from '../../server/storage/tables/outbox';
import { startOutboxWorker } from '../../server/notifications/outbox-worker';
import { createWebhookSender } from '../../server/notifications/webhook-sender';
import { migratedTestDatabase, silentLogger } from '../support/test-database';
import { startWebhookSink } from '../support/webhook-sink';

// How the outbox waits between attempts while a receiver is down (docs/configuration.md: OUTBOX_RETRY_MS, "doubling
// to an hour at most"), read from the rows the real worker leaves. Only the clock is faked: the
// worker, the database, the webhook sender and the receiver answering 503 are the real ones, so
// fourteen failures spread over a day of the outbox's time take a second of the test's.

/** The worker's defaults (OUTBOX_RETRY_MS's default, and its cap). */
const FIRST_RETRY_MS = 5_000;
const CAP_MS = 3_600_000;
/** ±20 % at random, so that messages which failed together are not all retried together. */
const JITTER = 0.2;
const FAILURES = 14;

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  vi.useRealTimers();
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** The delay after the failure of attempt `n` (0-based) without jitter. */
const nominal = (n: number) => Math.min(CAP_MS, FIRST_RETRY_MS * 2 ** n);

/** `value` lies in [low, high], give or take the worker's rounding to whole milliseconds. */
function expectWithin(value: number, low: number, high: number, what: string) {
  expect(value, what).toBeGreaterThanOrEqual(low - 0.5);
  expect(value, what).toBeLessThanOrEqual(high + 0.5);
}

describe.each(['SQLite', 'Postgres'] as const)('retrying a webhook whose receiver is down, on %s', (kind) => {
  it('waits about 5 s, then about twice as long after each failure, up to about an hour, never early', async () => {
    const start = Date.parse('2030-01-01T00:00:00Z');
    vi.useFakeTimers({ toFake: ['Date'], now: start });

    const database = await migratedTestDatabase(kind);
    cleanups.push(database.close);
    const receiver = await startWebhookSink();
    cleanups.push(receiver.close);
    receiver.state.failWith = 503;
    const message: WebhookMessage = { kind: 'webhook', event: 'application.submitted', data: { reference: 'R-1' } };
    await database.db.transaction().execute((trx) => enqueueMessages(trx, [message], null));
    const sender = createWebhookSender({
      url: receiver.url,
      secret: `whsec_${Buffer.alloc(32, 7).toString('base64')}`,
    });
    const worker = startOutboxWorker({
      store: createOutboxStore(database.db, database.dialect),
      deliver: (id, due) => sender.send(id, due as WebhookMessage),
      logger: silentLogger,
      // Passes run when the test wakes the worker, never on their own.
      pollMs: 3_600_000,
    });
    cleanups.push(worker.stop);
    const row = () =>
      database.db
        .selectFrom('outbox')
        .select(['attempts', 'next_attempt_at', 'sent_at', 'last_error'])
        .executeTakeFirstOrThrow();

    const delays: number[] = [];
    await worker.wake();
    for (let failures = 1; failures <= FAILURES; failures++) {
      const failed = await row();
      expect(failed).toMatchObject({ attempts: failures, sent_at: null, last_error: 'webhook answered 503' });
      // The clock stood still during the pass: this is the delay the worker chose.
      delays.push(failed.next_attempt_at - Date.now());
      // A pass a millisecond before it is due leaves the message alone; one when it is due tries it.
      vi.setSystemTime(failed.next_attempt_at - 1);
      await worker.wake();
      expect((await row()).attempts).toBe(failures);
      vi.setSystemTime(failed.next_attempt_at);
      await worker.wake();
    }
    expect(receiver.received).toEqual([]);

    // Each delay is its doubling (or the cap) within the jitter: 5 s, 10 s, 20 s … 2560 s, then an hour.
    delays.forEach((delay, n) =>
      expectWithin(delay, nominal(n) * (1 - JITTER), nominal(n) * (1 + JITTER), `delay after failure ${n + 1}`),
    );
    // Growing: every delay before the cap is longer than the one before it (at least 2 × 0.8 / 1.2 times it),
    // and over the nine doublings it is twice as long on average, whatever the jitter drew.
    const uncapped = delays.filter((_, n) => FIRST_RETRY_MS * 2 ** n < CAP_MS);
    expect(uncapped).toHaveLength(10);
    for (let n = 1; n < uncapped.length; n++) {
      const growth = uncapped[n]! / uncapped[n - 1]!;
      expect(growth, `growth after failure ${n + 1}`).toBeGreaterThanOrEqual((2 * (1 - JITTER)) / (1 + JITTER) - 0.001);
      expect(growth, `growth after failure ${n + 1}`).toBeLessThanOrEqual((2 * (1 + JITTER)) / (1 - JITTER) + 0.001);
    }
    const averageGrowth = (uncapped.at(-1)! / uncapped[0]!) ** (1 / (uncapped.length - 1));
    expect(averageGrowth).toBeGreaterThan(1.9);
    expect(averageGrowth).toBeLessThan(2.1);
    // Stopping at the cap: the last four are an hour within the jitter, no longer doubling.
    const capped = delays.slice(uncapped.length);
    expect(capped).toHaveLength(FAILURES - 10);
    capped.forEach((delay, n) =>
      expectWithin(delay, CAP_MS * (1 - JITTER), CAP_MS * (1 + JITTER), `capped delay ${n + 1}`),
    );
    // And jittered: the delays are not all exactly their nominal values.
    expect(new Set(delays.map((delay, n) => delay - nominal(n))).size).toBeGreaterThan(1);
  });
});
