import type { Logger } from '../logger';
import { DeliveryFailure } from './delivery-failure';
import type { OutboxMessage } from './outbox-message';
import type { OutboxStore } from './outbox-store';

/**
 * Delivers one message; rejects when it must be tried again (a DeliveryFailure says how), or
 * resolves with what the receiver named it (`receipt`: an ATS's application id). `id` is its
 * stable delivery id.
 */
export type Deliver = (id: string, message: OutboxMessage) => Promise<void> | Promise<Delivered | undefined>;

/** What a receiver named a message it took (an ATS's application id), where it names it. */
export interface Delivered {
  receipt?: string;
}

export interface OutboxWorkerOptions {
  store: OutboxStore;
  deliver: Deliver;
  logger: Logger;
  /** How often the outbox is read when nothing wakes the worker. */
  pollMs?: number;
  /** How long a leased message is left to this worker before another may take it (a crash mid-delivery). */
  leaseMs?: number;
  /** First retry delay; it doubles with each failure, up to `maxBackoffMs`. */
  backoffMs?: number;
  maxBackoffMs?: number;
}

/**
 * Delivers the outbox: at least once (a crash between sending and recording it sends the message
 * again; receivers de-duplicate by its id), with exponential backoff and jitter while a service
 * is down, never giving up on a service that is down or slow (an operator sees repeated failures in the
 * log). A failure the sender calls permanent, or one that has failed as often as it allows
 * (DeliveryFailure's `giveUpAfter`), is given up: recorded, and left until someone retries it.
 */
export function startOutboxWorker(options: OutboxWorkerOptions) {
  const {
    store,
    deliver,
    logger,
    pollMs = 2_000,
    leaseMs = 60_000,
    backoffMs = 5_000,
    maxBackoffMs = 3_600_000,
  } = options;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;

  // Whole milliseconds: the column is an integer on both databases.
  const retryDelay = (attempts: number) =>
    Math.round(Math.min(maxBackoffMs, backoffMs * 2 ** attempts) * (0.8 + Math.random() * 0.4));

  async function deliverDue(): Promise<void> {
    // A stopping worker leases nothing more: what it leased and dropped would wait out the lease
    // (a minute by default) before the next process could send it. What it has leased, it sends.
    while (!stopped) {
      const claimed = await store.claimDue(Date.now(), 20, leaseMs);
      if (claimed.length === 0) return;
      await Promise.all(
        claimed.map(async ({ id, attempts, message }) => {
          try {
            const delivered = (await deliver(id, message)) as Delivered | undefined;
            await store.markSent(id, Date.now(), delivered?.receipt ?? null);
          } catch (error) {
            const reason = error instanceof Error ? error.message : String(error);
            const failure = error instanceof DeliveryFailure ? error : undefined;
            const exhausted = failure?.giveUpAfter !== undefined && attempts + 1 >= failure.giveUpAfter;
            if (failure?.cancelled) {
              await store.markGivenUp(id, reason, false);
              logger.info({ outboxId: id, kind: message.kind, reason }, 'delivery cancelled');
              return;
            }
            if (failure?.permanent || exhausted) {
              await store.markGivenUp(id, reason);
              logger.error(
                { outboxId: id, kind: message.kind, attempts: attempts + 1, reason },
                'delivery failed; given up',
              );
              return;
            }
            const counted = failure?.counted ?? true;
            // The receiver's own "come back at" (Retry-After) replaces the backoff.
            const nextAttemptAt = failure?.retryAt ?? Date.now() + retryDelay(attempts);
            await store.markFailed(id, reason, nextAttemptAt, counted);
            if (!counted) return;
            logger[attempts >= 4 ? 'error' : 'warn'](
              { outboxId: id, kind: message.kind, attempts: attempts + 1, reason },
              'delivery failed; will retry',
            );
          }
        }),
      );
    }
  }

  /** Runs a delivery pass now, or once more right after the pass under way. */
  function wake(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await deliverDue().catch((error: unknown) => logger.error({ err: error }, 'reading the outbox failed'));
      } while (again && !stopped);
      running = undefined;
    })();
    return running;
  }

  const timer = setInterval(() => void wake(), pollMs);
  timer.unref();
  void wake();

  return {
    wake,
    /** Stops polling and waits for the pass under way. */
    async stop(): Promise<void> {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}

export type OutboxWorker = ReturnType<typeof startOutboxWorker>;
