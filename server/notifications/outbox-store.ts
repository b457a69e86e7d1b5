import { type Kysely, sql } from 'kysely';
import type { DatabaseSchema, Dialect } from '../storage/database-schema';
import { enqueueMessages, SIGN_IN_TOPIC } from '../storage/tables/outbox';
import type { OutboxMessage } from './outbox-message';

/** A message a worker has leased for delivery. */
export interface ClaimedMessage {
  id: string;
  attempts: number;
  message: OutboxMessage;
}

/** How the outbox stands (OutboxStore.standing). */
export interface OutboxStanding {
  waiting: number;
  oldestWaitingAgeMs: number;
  atsDeliveries: { waiting: number; delivered: number; given_up: number };
  digestsSentLastDay: number;
}

/** The outbox as its worker reads and updates it; its table, and the writes of the stores that fill it, are ../storage/tables/outbox.ts. */
export function createOutboxStore(db: Kysely<DatabaseSchema>, dialect: Dialect) {
  return {
    /**
     * How the outbox stands, for /metrics: messages waiting to be sent (not given up) and the age
     * of the oldest; ATS deliveries by state; job alert digests sent in the last day.
     */
    async standing(now = Date.now()): Promise<OutboxStanding> {
      const rows = await db
        .selectFrom('outbox')
        .select((select) => [
          'kind',
          sql<string>`CASE WHEN sent_at IS NOT NULL THEN 'delivered' WHEN gave_up_at IS NOT NULL THEN 'given_up' ELSE 'waiting' END`.as(
            'state',
          ),
          select.fn.countAll<number>().as('count'),
          select.fn.min('created_at').as('oldest'),
        ])
        .groupBy(['kind', 'state'])
        .execute();
      const digests = await db
        .selectFrom('outbox')
        .select((select) => select.fn.countAll<number>().as('count'))
        .where('alert_period', 'is not', null)
        .where('sent_at', '>=', now - 86_400_000)
        .executeTakeFirst();
      const waiting = rows.filter((row) => row.state === 'waiting');
      const oldest = Math.min(...waiting.map((row) => Number(row.oldest)));
      const ats = (state: string) => Number(rows.find((row) => row.kind === 'ats' && row.state === state)?.count ?? 0);
      return {
        waiting: waiting.reduce((sum, row) => sum + Number(row.count), 0),
        oldestWaitingAgeMs: waiting.length > 0 ? now - oldest : 0,
        atsDeliveries: { waiting: ats('waiting'), delivered: ats('delivered'), given_up: ats('given_up') },
        digestsSentLastDay: Number(digests?.count ?? 0),
      };
    },

    /** Writes emails of no application or alert (a sign-in link) to the outbox. */
    add: (messages: OutboxMessage[]): Promise<void> =>
      db.transaction().execute((trx) => enqueueMessages(trx, messages, null)),

    /**
     * Deletes the sign-in links' emails written before `before`, sent or not: a link is for the
     * moment it was asked for, and its address is kept no longer. Answers their ids (for their files).
     */
    async deleteSignInEmailsBefore(before: number): Promise<string[]> {
      const deleted = await db
        .deleteFrom('outbox')
        .where('kind', '=', 'email')
        .where('payload', 'like', SIGN_IN_TOPIC)
        .where('created_at', '<', before)
        .returning('id')
        .execute();
      return deleted.map((row) => row.id);
    },

    /**
     * Leases up to `limit` messages that are due and not leased by another worker. On Postgres
     * the rows are locked while they are leased (`FOR UPDATE SKIP LOCKED`), so two replicas
     * never lease the same message; SQLite has one writer at a time anyway.
     */
    claimDue: (now: number, limit: number, leaseMs: number): Promise<ClaimedMessage[]> =>
      db.transaction().execute(async (trx) => {
        const due = await trx
          .selectFrom('outbox')
          .select('id')
          .where('sent_at', 'is', null)
          .where('gave_up_at', 'is', null)
          .where('next_attempt_at', '<=', now)
          .where((where) => where.or([where('locked_until', 'is', null), where('locked_until', '<', now)]))
          .orderBy('next_attempt_at')
          .limit(limit)
          .$if(dialect === 'postgres', (query) => query.forUpdate().skipLocked())
          .execute();
        if (due.length === 0) return [];
        const rows = await trx
          .updateTable('outbox')
          .set({ locked_until: now + leaseMs })
          .where(
            'id',
            'in',
            due.map((row) => row.id),
          )
          .returning(['id', 'attempts', 'payload'])
          .execute();
        return rows.map((row) => ({
          id: row.id,
          attempts: row.attempts,
          message: JSON.parse(row.payload) as OutboxMessage,
        }));
      }),

    /** Records the message as delivered; `receipt`: what the receiver named it (an ATS's id). */
    async markSent(id: string, now = Date.now(), receipt: string | null = null): Promise<void> {
      await db
        .updateTable('outbox')
        .set({ sent_at: now, locked_until: null, last_error: null, receipt })
        .where('id', '=', id)
        .execute();
    },

    /**
     * A failure retrying cannot mend: recorded, counted as an attempt unless `counted` is false
     * (a delivery cancelled before it was sent), and left alone until retried (retryGivenUp).
     */
    async markGivenUp(id: string, error: string, counted = true, now = Date.now()): Promise<void> {
      await db
        .updateTable('outbox')
        .set((update) => ({
          ...(counted ? { attempts: update('attempts', '+', 1) } : {}),
          gave_up_at: now,
          locked_until: null,
          last_error: error.slice(0, 500),
        }))
        .where('id', '=', id)
        .execute();
    },

    /** A failed attempt, tried again at `nextAttemptAt`; `counted: false` for one that sent nothing (a wait for a rate slot). */
    async markFailed(id: string, error: string, nextAttemptAt: number, counted = true): Promise<void> {
      await db
        .updateTable('outbox')
        .set((update) => ({
          ...(counted ? { attempts: update('attempts', '+', 1) } : {}),
          next_attempt_at: nextAttemptAt,
          locked_until: null,
          last_error: error.slice(0, 500),
        }))
        .where('id', '=', id)
        .execute();
    },
  };
}

export type OutboxStore = ReturnType<typeof createOutboxStore>;
