import type { Generated, Selectable } from 'kysely';
import type { SubmittedApplication } from '../../../shared/application/draft';
import { type CandidateSource, parseStoredSource, sourceLabel } from '../../../shared/application/candidate-source';
import { searchText } from '../../../shared/application/search-text';
import type { ApplicationStatus, ApplicationSummary, RecruiterApplication } from '../../../shared/application/status';
import type { Dialect } from '../database-schema';
import { type Executor, heldOn } from '../executor';
import { inSlices } from '../in-slices';

/**
 * Submitted applications, a row each. What hangs on one references it with ON DELETE CASCADE
 * (0013): its voluntary answers, events, outbox messages and resume, so deleting the row is the
 * one statement that deletes them all (deleteApplications).
 */
export interface ApplicationsTable {
  applications: {
    id: string;
    reference: string;
    uid: string;
    /** The job applied to. */
    requisition_id: string;
    /** The job's title when the candidate applied (0010): the job may since have closed or left the feed. */
    job_title: string;
    /** The address typed in the contact step: the hiring team's to write to, never emailed by the site. */
    email: string;
    /**
     * The candidate's signed-in account's verified address (0012), where the site emails them
     * (the confirmation, status emails); null while not known (server/storage/migrations/0012).
     */
    account_email: string | null;
    /** Every step's answers and the resume's description, JSON. */
    answers: string;
    resume_id: string | null;
    submitted_at: number;
    /** Where the application stands in the company's pipeline (0002); `new` when submitted. */
    status: Generated<string>;
    /** The candidate's name from the contact step, for the inbox's search (0005). */
    first_name: string;
    last_name: string;
    /** Name, email and reference as the inbox searches them (shared/application/search-text.ts). */
    search_text: string;
    /** When the candidate erased it (0006): the row is a tombstone, status `erased`; else null. */
    erased_at: number | null;
    /** The candidate's source tags (0016), JSON (shared/application/candidate-source.ts); null: came directly. */
    source: string | null;
    /** The source's one name (`sourceLabel`), what the inbox filters and the reports count by; null: none. */
    source_label: string | null;
    /** The candidate's city from the contact step (0018), for the inbox's rows; empty once erased. */
    city: Generated<string>;
  };
}

export interface NewApplication {
  id: string;
  reference: string;
  uid: string;
  requisitionId: string;
  /** The job's title as the draft kept it: recorded, since the job may close or leave the feed. */
  jobTitle: string;
  /** The contact step's address. */
  email: string;
  /** The signed-in account's verified address, where the site emails the candidate; null: none. */
  accountEmail: string | null;
  firstName: string;
  lastName: string;
  /** Every step's answers but the voluntary ones. */
  answers: unknown;
  /** Equal-opportunity and military answers: stored apart, never shown with the application. */
  voluntaryAnswers: unknown;
  submittedAt: number;
  /** Where the candidate came from (their landing's tags); null or left out: directly. */
  source?: CandidateSource | null;
}

/**
 * Stores the application; answers false, storing nothing, when this uid applied to this
 * requisition before (the unique key decides, so two submissions at once cannot both pass).
 */
export async function insertApplication(
  executor: Executor,
  application: NewApplication,
  resumeId: string | null,
): Promise<boolean> {
  const inserted = await executor
    .insertInto('applications')
    .values({
      id: application.id,
      reference: application.reference,
      uid: application.uid,
      requisition_id: application.requisitionId,
      job_title: application.jobTitle,
      email: application.email,
      account_email: application.accountEmail,
      first_name: application.firstName,
      last_name: application.lastName,
      search_text: searchText(application.firstName, application.lastName, application.email, application.reference),
      answers: JSON.stringify(application.answers),
      resume_id: resumeId,
      submitted_at: application.submittedAt,
      source: application.source ? JSON.stringify(application.source) : null,
      source_label: sourceLabel(application.source ?? null),
      city: cityOf(application.answers),
    })
    .onConflict((conflict) => conflict.columns(['uid', 'requisition_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** The contact step's city, as the candidate typed it. */
function cityOf(answers: unknown): string {
  const city = (answers as { contact?: { city?: unknown } } | null)?.contact?.city;
  return typeof city === 'string' ? city.trim() : '';
}

export const submittedOf = (row: { id: string; reference: string; submitted_at: number }): SubmittedApplication => ({
  id: row.id,
  reference: row.reference,
  submittedAt: new Date(row.submitted_at).toISOString(),
});

/** The candidate's application to this job, or null. */
export async function findApplication(
  executor: Executor,
  uid: string,
  requisitionId: string,
): Promise<SubmittedApplication | null> {
  const row = await executor
    .selectFrom('applications')
    .select(['id', 'reference', 'submitted_at'])
    .where('uid', '=', uid)
    .where('requisition_id', '=', requisitionId)
    .executeTakeFirst();
  return row ? submittedOf(row) : null;
}

/** The candidate's own applications (never the erased ones: their uid is no longer the candidate's). */
export const ownApplications = (executor: Executor, uid: string) =>
  executor.selectFrom('applications').where('uid', '=', uid).where('status', '!=', 'erased');

/**
 * The stored answers as they are shown, without the resume's description (the resume's own row
 * describes it).
 */
export function shownAnswers(stored: string): Record<string, unknown> {
  const answers = JSON.parse(stored) as Record<string, unknown>;
  delete answers.resume;
  return answers;
}

/** The columns of an inbox row, named with their table so that queries joining others can use them too. */
export const summaryColumns = [
  'applications.id',
  'applications.reference',
  'applications.requisition_id',
  'applications.job_title',
  'applications.first_name',
  'applications.last_name',
  'applications.email',
  'applications.status',
  'applications.submitted_at',
  'applications.source_label',
  'applications.city',
] as const;

/** A column's name without its table's (`applications.city` → `city`). */
type Unqualified<Name> = Name extends `applications.${infer Column}` ? Column : never;

/**
 * An inbox row: the columns summaryColumns names, typed as a query reads them from the table
 * (a defaulted column, `Generated`, as its value), so a column added there is typed here too.
 */
export type SummaryRow = Pick<
  Selectable<ApplicationsTable['applications']>,
  Unqualified<(typeof summaryColumns)[number]>
>;

export const summaryOf = (row: SummaryRow): ApplicationSummary => ({
  id: row.id,
  reference: row.reference,
  jobId: row.requisition_id,
  jobTitle: row.job_title,
  name: `${row.first_name} ${row.last_name}`.trim(),
  email: row.email,
  status: row.status as ApplicationStatus,
  submittedAt: new Date(row.submitted_at).toISOString(),
  source: row.source_label,
  city: row.city,
});

/** The columns of one application as a recruiter reads it (with the summary's). */
export const detailColumns = [
  ...summaryColumns,
  'applications.answers',
  'applications.account_email',
  'applications.source as source_tags',
] as const;

/** What the row tells a recruiter reading the application; its resume, history and emails are other tables'. */
export const detailOf = (
  row: SummaryRow & { answers: string; account_email: string | null; source_tags: string | null },
): Omit<RecruiterApplication, 'resume' | 'history' | 'pendingEmail' | 'delivery'> => ({
  ...summaryOf(row),
  answers: shownAnswers(row.answers),
  accountEmail: row.account_email,
  sourceTags: parseStoredSource(row.source_tags),
});

export const setStatus = (executor: Executor, id: string, status: ApplicationStatus) =>
  executor.updateTable('applications').set({ status }).where('id', '=', id).execute();

/**
 * The account's verified address, recorded on the candidate's applications as where the site
 * emails them; only rows that do not have it yet are written.
 */
export async function recordAccountEmail(executor: Executor, uid: string, accountEmail: string): Promise<void> {
  await executor
    .updateTable('applications')
    .set({ account_email: accountEmail })
    .where('uid', '=', uid)
    .where((where) => where.or([where('account_email', 'is', null), where('account_email', '!=', accountEmail)]))
    .execute();
}

/**
 * Makes the application a tombstone (status `erased`): no name, email, answers, resume or search
 * text of the candidate; its reference and job stay, so the company can honour the erasure in its
 * own mailboxes. What other tables hold of it is the caller's to delete (the row stays, so no
 * cascade runs).
 */
export const blankApplication = (executor: Executor, application: { id: string; reference: string }, at: number) =>
  executor
    .updateTable('applications')
    .set({
      // The unique key (uid, job) needs a uid: one that names only the tombstone.
      uid: `erased:${application.id}`,
      email: '',
      account_email: null,
      first_name: '',
      last_name: '',
      answers: '{}',
      resume_id: null,
      search_text: searchText(application.reference),
      // A referral tag (`ref`, `gh_src`) may name who referred the candidate: not kept either.
      source: null,
      source_label: null,
      city: '',
      status: 'erased',
      erased_at: at,
    })
    .where('id', '=', application.id)
    .execute();

/**
 * Deletes applications outright: one statement a slice, whose foreign keys delete their
 * voluntary answers, events, resume and outbox messages with them (0013).
 */
export const deleteApplications = (executor: Executor, ids: string[]) =>
  inSlices(ids, async (slice) => {
    await executor.deleteFrom('applications').where('id', 'in', slice).execute();
  });

/** The ids of applications submitted before `before` (tombstones too), held till the transaction ends. */
export async function heldSubmittedBefore(executor: Executor, dialect: Dialect, before: number): Promise<string[]> {
  const rows = await executor
    .selectFrom('applications')
    .select('id')
    .where('submitted_at', '<', before)
    .$call(heldOn(dialect))
    .execute();
  return rows.map((row) => row.id);
}
