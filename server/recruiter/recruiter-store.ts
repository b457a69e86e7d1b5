import { type ExpressionBuilder, type Kysely, type RawBuilder, sql } from 'kysely';
import {
  type ApplicationSummary,
  emailsOnMove,
  type PendingStatusEmail,
  type RecruiterApplication,
} from '../../shared/application/status';
import type { DeliveryRetryOutcome } from '../../shared/recruiter/recruiter-context';
import type { OutboxMessage } from '../notifications/outbox-message';
import type { StatusChange } from '../notifications/status-messages';
import { startOfDayIn } from '../../shared/time-zone-dates';
import type { DatabaseSchema, Dialect } from '../storage/database-schema';
import { type Executor, heldOn } from '../storage/executor';
import * as events from '../storage/tables/application-events';
import {
  detailColumns,
  detailOf,
  setStatus,
  summaryColumns,
  type SummaryRow,
  summaryOf,
} from '../storage/tables/applications';
import { cancelStatusEmails, enqueueMessages, waitingStatusEmails } from '../storage/tables/outbox';
import { joinedResumeColumns, joinedResumeInfo } from '../storage/tables/resumes';
import { voluntaryAnswersFor } from '../storage/tables/voluntary-answers';
import { type ApplicationChange, INBOX_PAGE_SIZE, type InboxQuery } from './inbox-query';
import { searchCondition } from './inbox-search';
import { deliveriesOf, deliveryIn, retryFailedDelivery } from '../ats-delivery/ats-delivery-store';

type Applications = ExpressionBuilder<DatabaseSchema, 'applications'>;

const DAY_MS = 86_400_000;

/** The calendar day after `day` (`2026-12-31` → `2027-01-01`). */
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);

/**
 * The query's filters as one condition, with `search` the condition of its `q` (./inbox-search.ts);
 * `withStatus: false` leaves the status out (for the counts per status).
 */
function matching(query: InboxQuery, search: RawBuilder<boolean> | undefined, timeZone: string, withStatus = true) {
  return (where: Applications) => {
    const conditions = [];
    if (query.job) conditions.push(where('requisition_id', '=', query.job));
    if (withStatus && query.status) conditions.push(where('status', '=', query.status));
    if (query.source) conditions.push(where('source_label', '=', query.source));
    if (query.from) conditions.push(where('submitted_at', '>=', startOfDayIn(query.from, timeZone)));
    if (query.to) conditions.push(where('submitted_at', '<', startOfDayIn(nextDay(query.to), timeZone)));
    if (query.delivery) conditions.push(deliveryIn(query.delivery)(where));
    if (search) conditions.push(search);
    return where.and(conditions);
  };
}

/** A row of the CSV export: the inbox's columns and what a recruiter filters on in a spreadsheet. */
export interface ExportedApplication extends ApplicationSummary {
  /** The mobile number from the contact step (empty once erased). */
  phone: string;
  /** Where the candidate lives, from the contact step: "City, State, Country". */
  location: string;
  /** When the status last changed; the submission for an application never moved. */
  statusChangedAt: string;
  hasResume: boolean;
}

type ContactAnswers = Partial<Record<'mobileNo' | 'city' | 'state' | 'country', unknown>>;

const exportedOf = (
  row: SummaryRow & { answers: string; resume_id: string | null; status_changed_at: number | string | null },
): ExportedApplication => {
  const contact = ((JSON.parse(row.answers) as { contact?: ContactAnswers }).contact ?? {}) as ContactAnswers;
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  return {
    ...summaryOf(row),
    phone: text(contact.mobileNo),
    location: [contact.city, contact.state, contact.country].map(text).filter(Boolean).join(', '),
    // Postgres answers a bigint aggregate as text.
    statusChangedAt: new Date(Number(row.status_changed_at ?? row.submitted_at)).toISOString(),
    hasResume: row.resume_id !== null,
  };
};

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
 * What recruiters read and change: the inbox, an application, its resume and history, the export.
 * `timeZone` (TIMEZONE) is where the day filters' days begin and end.
 */
export function createRecruiterStore(db: Kysely<DatabaseSchema>, dialect: Dialect, timeZone = 'UTC') {
  const filters = async (query: InboxQuery) => {
    const search = query.q ? await searchCondition(db, dialect, query.q) : undefined;
    return (withStatus = true) => matching(query, search, timeZone, withStatus);
  };

  return {
    /** One page of the inbox, newest first, with the total and the counts per status of the other filters. */
    async list(
      query: InboxQuery,
    ): Promise<{ data: ApplicationSummary[]; total: number; counts: Record<string, number> }> {
      const filtered = await filters(query);
      const [rows, total, counts] = await Promise.all([
        db
          .selectFrom('applications')
          .select(summaryColumns)
          .where(filtered())
          .orderBy('submitted_at', 'desc')
          .orderBy('id', 'desc')
          .limit(INBOX_PAGE_SIZE)
          .offset((query.page - 1) * INBOX_PAGE_SIZE)
          .execute(),
        db
          .selectFrom('applications')
          .select((select) => select.fn.countAll<number>().as('n'))
          .where(filtered())
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('applications')
          .select(['status', (select) => select.fn.countAll<number>().as('n')])
          .where(filtered(false))
          .groupBy('status')
          .execute(),
      ]);
      const deliveries = await deliveriesOf(
        db,
        rows.map((row) => row.id),
      );
      return {
        data: rows.map((row) => ({ ...summaryOf(row), deliveryState: deliveries.get(row.id)?.state ?? null })),
        total: Number(total.n),
        counts: Object.fromEntries(counts.map((row) => [row.status, Number(row.n)])),
      };
    },

    /** The pages of the filtered list, newest first, a thousand rows at a time (the CSV export). */
    async *all(query: InboxQuery): AsyncGenerator<ExportedApplication[]> {
      const filtered = await filters(query);
      let after: { submitted_at: number; id: string } | undefined;
      for (;;) {
        let page = db
          .selectFrom('applications')
          .select([
            ...summaryColumns,
            'applications.answers',
            'applications.resume_id',
            (select) =>
              select
                .selectFrom('application_events')
                .select((events) => events.fn.max('application_events.at').as('at'))
                .whereRef('application_events.application_id', '=', 'applications.id')
                .where('application_events.kind', '=', 'status')
                .as('status_changed_at'),
          ])
          .where(filtered());
        if (after) {
          const { submitted_at: at, id } = after;
          page = page.where((where) =>
            where.or([
              where('submitted_at', '<', at),
              where.and([where('submitted_at', '=', at), where('id', '<', id)]),
            ]),
          );
        }
        const rows = await page.orderBy('submitted_at', 'desc').orderBy('id', 'desc').limit(1_000).execute();
        if (rows.length === 0) return;
        yield rows.map(exportedOf);
        after = rows[rows.length - 1];
      }
    },

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

    /**
     * The jobs that have applications, by title, for the inbox's job filter and the reports: each
     * named as its newest application recorded it (a job renamed in the feed shows its latest
     * name). The ids are read by skipping from one to the next along the index
     * applications_job_newest (a "loose index scan": Postgres has no skip scan, and its DISTINCT
     * read all 100,000 applications in 20 ms), each title from that index's newest row of the job;
     * so the cost grows with the jobs, not the applications (bench/storage-queries.ts).
     */
    async jobs(): Promise<{ id: string; title: string }[]> {
      const { rows } = await sql<{ id: string; title: string }>`
        WITH RECURSIVE job (id) AS (
          SELECT min(requisition_id) FROM applications
          UNION ALL
          SELECT (SELECT min(requisition_id) FROM applications WHERE requisition_id > job.id)
          FROM job WHERE job.id IS NOT NULL
        )
        SELECT id, (
          SELECT job_title FROM applications WHERE requisition_id = job.id
          ORDER BY requisition_id DESC, submitted_at DESC LIMIT 1
        ) AS title
        FROM job WHERE id IS NOT NULL`.execute(db);
      return rows.sort((a, b) => a.title.localeCompare(b.title) || a.id.localeCompare(b.id));
    },

    /** The application's resume file, or null. */
    resume: (id: string) =>
      db
        .selectFrom('applications')
        .innerJoin('resumes', 'resumes.id', 'applications.resume_id')
        .select(['resumes.file_name', 'resumes.content'])
        .where('applications.id', '=', id)
        .executeTakeFirst(),

    /**
     * Applications per source (`source` null: came directly), most first; erased ones are not
     * counted (their source went with them). One pass over the index applications_source_label.
     */
    async sources(): Promise<{ source: string | null; applications: number }[]> {
      const rows = await db
        .selectFrom('applications')
        .select(['source_label', (select) => select.fn.countAll<number>().as('n')])
        .where('status', '!=', 'erased')
        .groupBy('source_label')
        .execute();
      return rows
        .map((row) => ({ source: row.source_label, applications: Number(row.n) }))
        .sort((a, b) => b.applications - a.applications || (a.source ?? '').localeCompare(b.source ?? ''));
    },

    /** Every voluntary answer given for a job (or all jobs), without anything that names a candidate. */
    voluntaryAnswers: (jobId?: string) => voluntaryAnswersFor(db, jobId),
  };
}

export type RecruiterStore = ReturnType<typeof createRecruiterStore>;
