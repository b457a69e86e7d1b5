import type { Kysely } from 'kysely';
import type { PendingStatusEmail, RecruiterApplication } from '../../shared/application/status';
import type { DeliveryRetryOutcome } from '../../shared/recruiter/recruiter-context';
import { deliveriesOf, retryFailedDelivery } from '../ats-delivery/ats-delivery-store';
import type { DatabaseSchema, Dialect } from '../storage/database-schema';
import * as events from '../storage/tables/application-events';
import { detailColumns, detailOf } from '../storage/tables/applications';
import { waitingStatusEmails } from '../storage/tables/outbox';
import { joinedResumeColumns, joinedResumeInfo } from '../storage/tables/resumes';
import { voluntaryAnswersFor } from '../storage/tables/voluntary-answers';
import { inboxReads } from './inbox-reads';
import { recruiterChanges } from './recruiter-changes';

/**
 * What recruiters read and change: the inbox and the export (./inbox-reads.ts), a status or a
 * note (./recruiter-changes.ts), and here one application with its resume, history and voluntary
 * answers, and a delivery's retry.
 * `timeZone` (TIMEZONE) is where the day filters' days begin and end.
 */
export function createRecruiterStore(db: Kysely<DatabaseSchema>, dialect: Dialect, timeZone = 'UTC') {
  return {
    ...inboxReads(db, dialect, timeZone),
    ...recruiterChanges(db, dialect),

    /** One application as a recruiter reads it, with its resume, history, waiting status email and delivery. */
    async get(id: string): Promise<RecruiterApplication | null> {
      const row = await db
        .selectFrom('applications')
        .leftJoin('resumes', 'resumes.id', 'applications.resume_id')
        .select([...detailColumns, ...joinedResumeColumns])
        .where('applications.id', '=', id)
        .executeTakeFirst();
      if (!row) return null;
      const waiting = (await waitingStatusEmails(db, id)).find((email) => !email.leased);
      const pendingEmail: PendingStatusEmail | null = waiting
        ? { to: waiting.message.to, subject: waiting.message.subject, sendAt: new Date(waiting.sendAt).toISOString() }
        : null;
      return {
        ...detailOf(row),
        resume: joinedResumeInfo(row),
        history: await events.history(db, id),
        pendingEmail,
        delivery: (await deliveriesOf(db, [id])).get(id) ?? null,
      };
    },

    /**
     * A recruiter's "Retry delivery": the application's failed delivery into the ATS is due again
     * now (the outbox's worker takes it; the caller wakes it). `not-failed` when there is none
     * that failed (none at all, pending, or delivered), `erased` when its candidate erased it,
     * `withdrawn` when they withdrew it. A withdrawal between the read and the update leaves it due
     * again, and the worker then gives it up for the same reason (ats-sender.ts).
     */
    async retryDelivery(id: string, now = Date.now()): Promise<DeliveryRetryOutcome['outcome']> {
      const row = await db
        .selectFrom('applications')
        .select(['erased_at', 'status'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row) return 'not-found';
      // Erasure deleted its delivery with its data: say that, not that the delivery is not failed.
      if (row.erased_at !== null) return 'erased';
      // Withdrawal stopped it (stopUnsentDelivery): the candidate no longer wants it in the ATS.
      if (row.status === 'withdrawn') return 'withdrawn';
      return (await retryFailedDelivery(db, id, now)) ? 'retried' : 'not-failed';
    },

    /** The application's resume file, or null. */
    resume: (id: string) =>
      db
        .selectFrom('applications')
        .innerJoin('resumes', 'resumes.id', 'applications.resume_id')
        .select(['resumes.file_name', 'resumes.content'])
        .where('applications.id', '=', id)
        .executeTakeFirst(),

    /** Every voluntary answer given for a job (or all jobs), without anything that names a candidate. */
    voluntaryAnswers: (jobId?: string) => voluntaryAnswersFor(db, jobId),
  };
}

export type RecruiterStore = ReturnType<typeof createRecruiterStore>;
