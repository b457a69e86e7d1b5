import type { EmailMessage } from '../../notifications/outbox-message';
import type { Executor } from '../executor';
import { idsInSlices } from '../in-slices';
import { SIGN_IN_TOPIC } from './outbox';

// The outbox's rows that go with a candidate's data (an erasure, the retention purge), each
// answering the ids of its messages: their .eml files (server/notifications/outbox-files.ts) are the caller's to remove.

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
