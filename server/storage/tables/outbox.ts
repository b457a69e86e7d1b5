import { randomUUID } from 'node:crypto';
import type { Generated, Transaction } from 'kysely';
import type { EmailMessage, OutboxMessage } from '../../notifications/outbox-message';
import type { DatabaseSchema } from '../database-schema';
import type { Executor } from '../executor';

/**
 * Emails and webhooks to deliver (0004). A message about an application references it with
 * ON DELETE CASCADE (0013): it goes with its application. Its worker leases, sends and marks the
 * rows through server/notifications/outbox-store.ts; what goes with a candidate's data is
 * ./outbox-deletions.ts.
 */
export interface OutboxTable {
  outbox: {
    /** Also the delivery id receivers de-duplicate by (Message-ID, webhook header). */
    id: string;
    kind: 'email' | 'webhook' | 'ats';
    /** The message, JSON (server/notifications/outbox-message.ts). */
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
export const SIGN_IN_TOPIC = '%"topic":"sign-in"%';

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
