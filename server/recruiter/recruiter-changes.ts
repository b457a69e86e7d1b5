import type { Kysely } from 'kysely';
import { emailsOnMove } from '../../shared/application/status';
import type { OutboxMessage } from '../notifications/outbox-message';
import type { StatusChange } from '../notifications/status-messages';
import type { DatabaseSchema, Dialect } from '../storage/database-schema';
import { type Executor, heldOn } from '../storage/executor';
import * as events from '../storage/tables/application-events';
import { setStatus } from '../storage/tables/applications';
import { cancelStatusEmails, enqueueMessages } from '../storage/tables/outbox';
import type { ApplicationChange } from './inbox-query';

/** The application withdrawn by its candidate can no longer be moved by a recruiter. */
export class WithdrawnError extends Error {
  override name = 'WithdrawnError';
}

/** The application was erased at its candidate's request: nothing more is recorded about them. */
export class ErasedError extends Error {
  override name = 'ErasedError';
}

/**
 * A move with `notify: true` for a candidate whose account address is not on record: the site
 * emails no other address (not the one typed in the contact step), so nothing is changed.
 */
export class NoAccountEmailError extends Error {
  override name = 'NoAccountEmailError';
}

/** The messages a status change sends (server/notifications/status-messages.tsx), written in its transaction. */
export type StatusChangeMessages = (change: StatusChange) => Promise<OutboxMessage[]>;

/** How a status change emails the candidate when the recruiter chose to (`notify: true`). */
export interface StatusEmailing {
  messagesFor: StatusChangeMessages;
  /** CANDIDATE_EMAIL_DELAY_MS: how long the email waits in the outbox, for Undo. */
  delayMs: number;
}

/** What an Undo of a status email found: `sending` means a worker holds it now, too late to take back. */
export type CancelOutcome = 'cancelled' | 'sending' | 'none' | 'not-found';

/**
 * The application's row as a status change reads it, or undefined; with `heldOn`, held till the
 * transaction ends (executor.ts).
 */
const statusRow = (executor: Executor, id: string, holdOn?: Dialect) =>
  executor
    .selectFrom('applications')
    .select(['status', 'reference', 'requisition_id', 'job_title', 'first_name', 'account_email'])
    .where('id', '=', id)
    .$call((query) => (holdOn ? heldOn(holdOn)(query) : query))
    .executeTakeFirst();

/** What a move of the application to `status` tells its candidate about. */
const statusChangeTo = (row: NonNullable<Awaited<ReturnType<typeof statusRow>>>, status: string): StatusChange => ({
  status,
  reference: row.reference,
  job: { id: row.requisition_id, title: row.job_title },
  candidate: { firstName: row.first_name, email: row.account_email ?? '' },
});

/**
 * What a recruiter changes in an application: its status and notes, each change in one
 * transaction with who did it; the preview of the email a move sends; the Undo of that email
 * while it waits.
 */
export function recruiterChanges(db: Kysely<DatabaseSchema>, dialect: Dialect) {
  return {
    /**
     * What a move of the application to `status` tells its candidate about (the email's
     * preview), with the status it has now; null for an unknown id.
     */
    async statusChangeOf(id: string, status: string): Promise<(StatusChange & { current: string }) | null> {
      const row = await statusRow(db, id);
      return row ? { ...statusChangeTo(row, status), current: row.status } : null;
    },

    /**
     * Undo: takes the application's status email out of the outbox while it waits, recorded with
     * who did it. Too late once a worker holds it (`sending`) or it has left (`none`).
     */
    cancelPendingEmail: (id: string, actor: string): Promise<CancelOutcome> =>
      db.transaction().execute(async (trx) => {
        if (!(await statusRow(trx, id, dialect))) return 'not-found';
        const { cancelled, sending } = await cancelStatusEmails(trx, id);
        if (cancelled > 0) {
          await events.recordStatusEmail(trx, { applicationId: id, at: Date.now(), actor }, 'cancelled');
          return 'cancelled';
        }
        return sending > 0 ? 'sending' : 'none';
      }),

    /**
     * Moves the application to a status and/or adds a note, with who did it, in one transaction.
     * Answers false for an unknown id; throws WithdrawnError for a status change of a withdrawn
     * one and ErasedError for any change of an erased one. With `notify`, the email the new status
     * sends the candidate goes into the outbox in the same transaction, to leave `delayMs` later;
     * a status email of an earlier move still waiting is cancelled (it would tell an old story).
     * The row is held meanwhile, so a withdrawal at the same moment waits (Postgres; SQLite runs
     * one transaction at a time).
     */
    change: (id: string, change: ApplicationChange, actor: string, emailing?: StatusEmailing): Promise<boolean> =>
      db.transaction().execute(async (trx) => {
        const current = await statusRow(trx, id, dialect);
        if (!current) return false;
        if (current.status === 'erased') throw new ErasedError();
        const at = Date.now();
        const by = { applicationId: id, at, actor };
        if (change.status && change.status !== current.status) {
          if (current.status === 'withdrawn') throw new WithdrawnError();
          if (change.notify && emailsOnMove(change.status) && !current.account_email) throw new NoAccountEmailError();
          await setStatus(trx, id, change.status);
          await events.recordStatusChange(trx, by, current.status, change.status);
          const { cancelled } = await cancelStatusEmails(trx, id, at);
          if (cancelled > 0) await events.recordStatusEmail(trx, by, 'cancelled');
          if (emailsOnMove(change.status)) {
            const messages =
              change.notify && emailing ? await emailing.messagesFor(statusChangeTo(current, change.status)) : [];
            await enqueueMessages(trx, messages, id, at, at + (emailing?.delayMs ?? 0));
            await events.recordStatusEmail(trx, by, messages.length > 0 ? 'scheduled' : 'withheld');
          }
        }
        if (change.note) await events.recordNote(trx, by, change.note);
        return true;
      }),
  };
}
