import { randomUUID } from 'node:crypto';
import { type Generated, type Kysely, sql, type Transaction } from 'kysely';
import type { DatabaseSchema, Dialect } from '../storage/database-schema';
import type { Executor } from '../storage/executor';
import { idsInSlices } from '../storage/in-slices';
import type { EmailMessage, OutboxMessage } from './outbox-message';

/**
 * Emails and webhooks to deliver (0004). A message about an application references it with
 * ON DELETE CASCADE (0013): it goes with its application.
 */
export interface OutboxTable {
  outbox: {
    /** Also the delivery id receivers de-duplicate by (Message-ID, webhook header). */
    id: string;
    kind: 'email' | 'webhook' | 'ats';
    /** The message, JSON (./outbox-message.ts). */
    payload: string;
    application_id: string | null;
    created_at: number;
    attempts: Generated<number>;
    next_attempt_at: number;
    /** A worker's lease on the row while it delivers it. */
    locked_until: number | null;
    sent_at: number | null;
    last_error: string | null;
    /** A job alert's message (0014): its subscription, ON DELETE CASCADE; null for others. */
    alert_id: Generated<string | null>;
    /** A digest's period (`YYYY-MM-DD`, unique per subscription); null for a confirmation and others. */
    alert_period: Generated<string | null>;
    /** What the receiver named the delivery (0015): the ATS's application id; null for others. */
    receipt: Generated<string | null>;
    /** When a delivery failed for good (0015): no worker tries it again until it is retried. */
    gave_up_at: Generated<number | null>;
  };
}

/**
 * A sign-in link's email (`topic: 'sign-in'`), found in the JSON payload: a string value there has
 * its quotes escaped, so only the message's own `topic` field can read `"topic":"sign-in"`.
 */
const SIGN_IN_TOPIC = '%"topic":"sign-in"%';

/** A message a worker has leased for delivery. */
export interface ClaimedMessage {
  id: string;
  attempts: number;
  message: OutboxMessage;
}

/**
 * Writes messages into the outbox inside the caller's transaction, so they exist exactly when
 * what they tell about was committed. None leaves before `sendAt` (a status email waits
 * CANDIDATE_EMAIL_DELAY_MS, for Undo).
 */
export async function enqueueMessages(
  trx: Transaction<DatabaseSchema>,
  messages: OutboxMessage[],
  applicationId: string | null,
  now = Date.now(),
  sendAt = now,
): Promise<void> {
  if (messages.length === 0) return;
  await trx
    .insertInto('outbox')
    .values(
      messages.map((message) => ({
        id: randomUUID(),
        kind: message.kind,
        payload: JSON.stringify(message),
        application_id: applicationId,
        created_at: now,
        next_attempt_at: sendAt,
      })),
    )
    .execute();
}

/**
 * Writes a job alert's email (a confirmation, or a digest with its `period`) into the outbox.
 * Answers false, writing nothing, when the subscription already has a message of this period (a
 * second replica, or a rerun, computed the same digest): one digest per subscription and period.
 */
export async function enqueueAlertMessage(
  executor: Executor,
  message: EmailMessage,
  alert: { id: string; period: string | null },
  now = Date.now(),
): Promise<boolean> {
  const result = await executor
    .insertInto('outbox')
    .values(alertMessageRow(message, alert.id, alert.period, now))
    .onConflict((conflict) => conflict.columns(['alert_id', 'alert_period']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
}

/** An outbox row of a job alert's email: the confirmation (no period) or a digest of `period`. */
const alertMessageRow = (message: EmailMessage, alertId: string, period: string | null, now: number) => ({
  id: randomUUID(),
  kind: message.kind,
  payload: JSON.stringify(message),
  application_id: null,
  created_at: now,
  next_attempt_at: now,
  alert_id: alertId,
  alert_period: period,
});

/**
 * Writes many subscriptions' digests of one `period` into the outbox in one statement (a digest
 * run's batch: one round trip instead of one each). Answers the subscriptions whose digest was
 * written; the others already had their digest of the period, as enqueueAlertMessage answers false.
 */
export async function enqueueAlertDigests(
  executor: Executor,
  digests: readonly { alertId: string; message: EmailMessage }[],
  period: string,
  now = Date.now(),
): Promise<Set<string>> {
  if (digests.length === 0) return new Set();
  const rows = await executor
    .insertInto('outbox')
    .values(digests.map(({ alertId, message }) => alertMessageRow(message, alertId, period, now)))
    .onConflict((conflict) => conflict.columns(['alert_id', 'alert_period']).doNothing())
    .returning('alert_id')
    .execute();
  return new Set(rows.flatMap((row) => row.alert_id ?? []));
}

/** The ids of the messages of these addresses' subscriptions (for their .eml files, before a cascade deletes them). */
export const alertMessageIdsOf = (
  executor: Executor,
  where: { uid: string; email: string | null } | { email: string },
) =>
  executor
    .selectFrom('outbox')
    .select('id')
    .where('alert_id', 'in', (select) =>
      select
        .selectFrom('alert_subscriptions')
        .select('id')
        .where((clause) => {
          const byEmail = where.email ? [clause('email', '=', where.email)] : [];
          return 'uid' in where ? clause.or([clause('uid', '=', where.uid), ...byEmail]) : clause.or(byEmail);
        }),
    )
    .execute()
    .then((rows) => rows.map((row) => row.id));

/** An application's status email that has not left yet; `leased`: a worker is sending it right now. */
export interface WaitingStatusEmail {
  id: string;
  message: EmailMessage;
  sendAt: number;
  leased: boolean;
}

/**
 * The application's status emails not sent yet (a handful at most: the topic is in the JSON
 * payload, read here rather than by each database's JSON functions).
 */
export async function waitingStatusEmails(
  executor: Executor,
  applicationId: string,
  now = Date.now(),
): Promise<WaitingStatusEmail[]> {
  const rows = await executor
    .selectFrom('outbox')
    .select(['id', 'payload', 'next_attempt_at', 'locked_until'])
    .where('application_id', '=', applicationId)
    .where('kind', '=', 'email')
    .where('sent_at', 'is', null)
    .orderBy('created_at')
    .execute();
  return rows.flatMap((row) => {
    const message = JSON.parse(row.payload) as EmailMessage;
    if (message.topic !== 'status') return [];
    return [{ id: row.id, message, sendAt: row.next_attempt_at, leased: (row.locked_until ?? 0) >= now }];
  });
}

/**
 * Takes the application's waiting status emails out of the outbox, but never one a worker has
 * leased (it may be in the mail server's hands already). Answers how many were taken back and
 * how many could not be, because they are being sent.
 */
export async function cancelStatusEmails(
  trx: Transaction<DatabaseSchema>,
  applicationId: string,
  now = Date.now(),
): Promise<{ cancelled: number; sending: number }> {
  const waiting = await waitingStatusEmails(trx, applicationId, now);
  const free = waiting.filter((email) => !email.leased).map((email) => email.id);
  let cancelled = 0;
  if (free.length > 0) {
    // The lease is checked again by the delete itself: a worker may have taken one meanwhile.
    const result = await trx
      .deleteFrom('outbox')
      .where('id', 'in', free)
      .where('sent_at', 'is', null)
      .where((where) => where.or([where('locked_until', 'is', null), where('locked_until', '<', now)]))
      .executeTakeFirst();
    cancelled = Number(result.numDeletedRows);
  }
  return { cancelled, sending: waiting.length - cancelled };
}

/**
 * The ids of these applications' messages, read before the applications are deleted (the
 * cascade that deletes the rows does not return them): their .eml files are the caller's to
 * remove. The caller holds the applications' rows, so no message of theirs is added in between.
 */
export const messageIdsOf = (executor: Executor, applicationIds: string[]): Promise<string[]> =>
  idsInSlices(applicationIds, (slice) =>
    executor.selectFrom('outbox').select('id').where('application_id', 'in', slice).execute(),
  );

/**
 * Deletes these applications' messages; answers their ids (for their .eml files). For an erased
 * application, whose row stays as a tombstone: the cascade cannot reach them.
 */
export const deleteMessagesOf = (executor: Executor, applicationIds: string[]): Promise<string[]> =>
  idsInSlices(applicationIds, (slice) =>
    executor.deleteFrom('outbox').where('application_id', 'in', slice).returning('id').execute(),
  );

/**
 * The retention purge of messages sent and written before `before`; answers their ids. An ATS
 * delivery is its application's record and goes with it (the cascade), never before.
 */
export async function deleteSentBefore(executor: Executor, before: number): Promise<string[]> {
  const deleted = await executor
    .deleteFrom('outbox')
    .where('sent_at', 'is not', null)
    .where('kind', '!=', 'ats')
    .where('created_at', '<', before)
    .returning('id')
    .execute();
  return deleted.map((row) => row.id);
}

/**
 * Deletes the sign-in link emails to `email` (their rows name it in the payload alone: no
 * application or alert of theirs holds them); answers their ids, for their .eml files. Few are
 * ever kept (the outbox deletes them an hour after they were written), so each is read here.
 */
export async function deleteSignInEmailsTo(executor: Executor, email: string): Promise<string[]> {
  const rows = await executor
    .selectFrom('outbox')
    .select(['id', 'payload'])
    .where('kind', '=', 'email')
    .where('payload', 'like', SIGN_IN_TOPIC)
    .execute();
  const address = email.toLowerCase();
  const ids = rows
    .filter((row) => (JSON.parse(row.payload) as EmailMessage).to.some((to) => to.toLowerCase() === address))
    .map((row) => row.id);
  await idsInSlices(ids, (slice) => executor.deleteFrom('outbox').where('id', 'in', slice).returning('id').execute());
  return ids;
}

/** Which of these message ids still have their row (a file without one is left over). */
export const existingMessages = async (executor: Executor, ids: readonly string[]): Promise<Set<string>> =>
  new Set(
    await idsInSlices(ids, (slice) => executor.selectFrom('outbox').select('id').where('id', 'in', slice).execute()),
  );

/** These applications' emails, oldest first, parsed, with when each was written, sent or is due. */
export async function emailsOf(executor: Executor, applicationIds: string[]) {
  if (applicationIds.length === 0) return [];
  const rows = await executor
    .selectFrom('outbox')
    .select(['application_id', 'payload', 'created_at', 'sent_at', 'next_attempt_at'])
    .where('application_id', 'in', applicationIds)
    .where('kind', '=', 'email')
    .orderBy('created_at')
    .execute();
  return rows.map(({ payload, ...row }) => ({ ...row, message: JSON.parse(payload) as OutboxMessage }));
}

/** How the outbox stands (OutboxStore.standing). */
export interface OutboxStanding {
  waiting: number;
  oldestWaitingAgeMs: number;
  atsDeliveries: { waiting: number; delivered: number; given_up: number };
  digestsSentLastDay: number;
}

/** The outbox as its worker reads and updates it. */
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
