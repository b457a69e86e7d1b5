import { randomUUID } from 'node:crypto';
import { type Kysely, type SelectQueryBuilder, sql, type Transaction } from 'kysely';
import type { ResumeInfo, SubmittedApplication } from '../../shared/application/draft';
import type { AppliedJob } from '../../shared/application/requisition';
import { searchText } from '../../shared/application/search-text';
import type { DraftStep } from '../../shared/application/steps';
import type { OutboxMessage } from '../notifications/outbox-message';
import { enqueueMessages } from '../notifications/outbox-store';
import type { DatabaseSchema, Dialect } from '../storage/database-schema';
import { inSlices } from '../storage/in-slices';

/**
 * Whose draft: `user:<uid>` once signed in, `draft:<id>` before (the id lives in the session);
 * a submitted application's resume belongs to `application:<id>`. Each step is its own row, so
 * two steps saved at once never overwrite each other.
 */
export type Owner = `user:${string}` | `draft:${string}` | `application:${string}`;

export interface SavedStep {
  step: DraftStep;
  answers: unknown;
  savedAt: number;
}

export interface NewApplication {
  id: string;
  reference: string;
  uid: string;
  requisitionId: string;
  /** The job's title as the draft kept it: recorded, since the job may close or leave the feed. */
  jobTitle: string;
  email: string;
  firstName: string;
  lastName: string;
  /** Every step's answers but the voluntary ones. */
  answers: unknown;
  /** Equal-opportunity and military answers: stored apart, never shown with the application. */
  voluntaryAnswers: unknown;
  submittedAt: number;
}

/** Limits on the bytes resumes take, checked in the upload's transaction (issue 13, item 19). */
export interface ResumeQuota {
  /** All resumes together. */
  totalBytes: number;
  /** The drafts of visitors who have not signed in, together. */
  anonymousBytes: number;
  /** Those drafts per uploading address. */
  perAddressBytes: number;
  /** The uploader's address tag while not signed in; null for a signed-in candidate. */
  uploadedFrom: string | null;
}

/** An upload would pass one of the quota's limits; nothing was stored. */
export class ResumeQuotaError extends Error {
  override name = 'ResumeQuotaError';
  constructor(readonly limit: 'total' | 'anonymous' | 'address') {
    super(`resume storage limit reached: ${limit}`);
  }
}

/** The candidate already applied to this requisition. */
export class AlreadyAppliedError extends Error {
  override name = 'AlreadyAppliedError';
}

type Executor = Kysely<DatabaseSchema> | Transaction<DatabaseSchema>;
type ResumeQuery = SelectQueryBuilder<DatabaseSchema, 'resumes', { bytes: number }>;

/** A stored resume as the site describes it (the bytes stay in the database). */
export const resumeInfo = (row: { file_name: string; size: number; uploaded_at: number }): ResumeInfo => ({
  fileName: row.file_name,
  size: row.size,
  uploadedAt: new Date(row.uploaded_at).toISOString(),
});

const submitted = (row: { id: string; reference: string; submitted_at: number }): SubmittedApplication => ({
  id: row.id,
  reference: row.reference,
  submittedAt: new Date(row.submitted_at).toISOString(),
});

/** The owner's newest resume (an owner has one; the order only makes the answer certain). */
const latestResume = (db: Executor, owner: Owner) =>
  db
    .selectFrom('resumes')
    .select(['id', 'file_name', 'size', 'uploaded_at'])
    .where('owner', '=', owner)
    .orderBy('uploaded_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();

/** Drafts, resumes and applications: one implementation for SQLite and Postgres (tested on both). */
export function createApplicationStore(db: Kysely<DatabaseSchema>, dialect: Dialect) {
  /**
   * Runs `work` in a transaction that holds the owner's lock, so two requests for one draft (two
   * uploads, say) take turns. SQLite needs no lock of its own: its one connection runs one
   * transaction at a time. On Postgres, a transaction-scoped advisory lock on the owner's name.
   */
  const forOwner = <T>(owner: Owner, work: (trx: Transaction<DatabaseSchema>) => Promise<T>): Promise<T> =>
    db.transaction().execute(async (trx) => {
      if (dialect === 'postgres') await sql`SELECT pg_advisory_xact_lock(hashtext(${owner}))`.execute(trx);
      return work(trx);
    });

  /** Bytes of the resumes `where` selects, leaving out the owner's own (it is being replaced). */
  const bytesOf = async (trx: Executor, owner: Owner, where: (query: ResumeQuery) => ResumeQuery) => {
    const query = trx
      .selectFrom('resumes')
      .select((select) => select.fn.coalesce(select.fn.sum<number>('size'), sql.lit(0)).as('bytes'))
      .where('owner', '!=', owner);
    return Number((await where(query).executeTakeFirstOrThrow()).bytes);
  };

  /**
   * Refuses a file that would pass a limit of the quota. On Postgres the check and the insert
   * hold one lock for all uploads, so a burst of concurrent uploads cannot all pass the same check
   * (SQLite runs one transaction at a time anyway).
   */
  async function checkQuota(trx: Executor, owner: Owner, size: number, quota: ResumeQuota) {
    if (dialect === 'postgres') await sql`SELECT pg_advisory_xact_lock(hashtext('resume-storage'))`.execute(trx);
    if ((await bytesOf(trx, owner, (query) => query)) + size > quota.totalBytes) throw new ResumeQuotaError('total');
    if (quota.uploadedFrom === null) return;
    const anonymous = (query: ResumeQuery) => query.where('owner', 'like', 'draft:%');
    if ((await bytesOf(trx, owner, anonymous)) + size > quota.anonymousBytes) throw new ResumeQuotaError('anonymous');
    const fromAddress = (query: ResumeQuery) => anonymous(query).where('uploaded_from', '=', quota.uploadedFrom);
    if ((await bytesOf(trx, owner, fromAddress)) + size > quota.perAddressBytes) throw new ResumeQuotaError('address');
  }

  /** Drafts of visitors who never signed in whose last save or upload is older than `before`. */
  const abandonedDrafts = (trx: Executor, before: number) =>
    trx
      .selectFrom((from) =>
        from
          .selectFrom('draft_steps')
          .select(['owner', 'saved_at as active_at'])
          .where('owner', 'like', 'draft:%')
          .unionAll(
            from.selectFrom('resumes').select(['owner', 'uploaded_at as active_at']).where('owner', 'like', 'draft:%'),
          )
          .unionAll(
            from.selectFrom('draft_jobs').select(['owner', 'chosen_at as active_at']).where('owner', 'like', 'draft:%'),
          )
          .as('activity'),
      )
      .select('activity.owner')
      .groupBy('activity.owner')
      .having((having) => having.fn.max('activity.active_at'), '<', before);

  return {
    async readSteps(owner: Owner): Promise<SavedStep[]> {
      const rows = await db
        .selectFrom('draft_steps')
        .select(['step', 'answers', 'saved_at'])
        .where('owner', '=', owner)
        .execute();
      return rows.map((row) => ({ step: row.step, answers: JSON.parse(row.answers), savedAt: row.saved_at }));
    },

    async saveStep(owner: Owner, step: DraftStep, answers: unknown, savedAt: number): Promise<void> {
      await db
        .insertInto('draft_steps')
        .values({ owner, step, answers: JSON.stringify(answers), saved_at: savedAt })
        .onConflict((conflict) =>
          conflict.columns(['owner', 'step']).doUpdateSet((update) => ({
            answers: update.ref('excluded.answers'),
            saved_at: update.ref('excluded.saved_at'),
          })),
        )
        .execute();
    },

    /** The job the owner's draft applies to, or null for the sample requisition. */
    async readJob(owner: Owner): Promise<AppliedJob | null> {
      const row = await db
        .selectFrom('draft_jobs')
        .select(['job_id', 'title', 'location'])
        .where('owner', '=', owner)
        .executeTakeFirst();
      return row ? { id: row.job_id, title: row.title, location: row.location } : null;
    },

    /** Makes the owner's draft apply to `job` (the answers stay: they are the candidate's, not the job's). */
    async chooseJob(owner: Owner, job: AppliedJob, chosenAt: number): Promise<void> {
      await db
        .insertInto('draft_jobs')
        .values({ owner, job_id: job.id, title: job.title, location: job.location, chosen_at: chosenAt })
        .onConflict((conflict) =>
          conflict.column('owner').doUpdateSet((update) => ({
            job_id: update.ref('excluded.job_id'),
            title: update.ref('excluded.title'),
            location: update.ref('excluded.location'),
            chosen_at: update.ref('excluded.chosen_at'),
          })),
        )
        .execute();
    },

    async readResume(owner: Owner): Promise<ResumeInfo | null> {
      const row = await latestResume(db, owner);
      return row ? resumeInfo(row) : null;
    },

    /**
     * Stores the file as the owner's only resume (a previous one is deleted in the same
     * transaction). With a quota, throws ResumeQuotaError when the file would pass a limit.
     */
    replaceResume: (
      owner: Owner,
      file: { fileName: string; size: number; content: Buffer },
      quota?: ResumeQuota,
    ): Promise<ResumeInfo> =>
      forOwner(owner, async (trx) => {
        if (quota) await checkQuota(trx, owner, file.size, quota);
        const row = { file_name: file.fileName, size: file.size, uploaded_at: Date.now() };
        await trx.deleteFrom('resumes').where('owner', '=', owner).execute();
        await trx
          .insertInto('resumes')
          .values({
            id: randomUUID(),
            owner,
            content: file.content,
            uploaded_from: quota?.uploadedFrom ?? null,
            ...row,
          })
          .execute();
        return resumeInfo(row);
      }),

    async deleteResume(owner: Owner): Promise<boolean> {
      const result = await db.deleteFrom('resumes').where('owner', '=', owner).executeTakeFirst();
      return result.numDeletedRows > 0n;
    },

    /**
     * Moves a draft made before signing in into the account's (at sign-in). The account's own
     * answers and resume are never overwritten: a session cookie planted by someone else must not
     * replace what the candidate saved. Steps and a resume the account lacks are taken over; the
     * job chosen before signing in is the one the candidate is applying to now, so it replaces the account's.
     */
    adoptDraft: (from: Owner, to: Owner): Promise<void> =>
      forOwner(to, async (trx) => {
        const chosen = await trx.selectFrom('draft_jobs').selectAll().where('owner', '=', from).executeTakeFirst();
        if (chosen) {
          await trx.deleteFrom('draft_jobs').where('owner', 'in', [from, to]).execute();
          await trx
            .insertInto('draft_jobs')
            .values({ ...chosen, owner: to })
            .execute();
        }
        await trx
          .insertInto('draft_steps')
          .columns(['owner', 'step', 'answers', 'saved_at'])
          .expression((insert) =>
            insert
              .selectFrom('draft_steps')
              .select([sql.val(to).as('owner'), 'step', 'answers', 'saved_at'])
              .where('owner', '=', from),
          )
          .onConflict((conflict) => conflict.columns(['owner', 'step']).doNothing())
          .execute();
        await trx.deleteFrom('draft_steps').where('owner', '=', from).execute();
        if (await latestResume(trx, to)) {
          await trx.deleteFrom('resumes').where('owner', '=', from).execute();
        } else {
          await trx.updateTable('resumes').set({ owner: to, uploaded_from: null }).where('owner', '=', from).execute();
        }
      }),

    /**
     * Stores the application, hands the owner's resume over to it, deletes the draft and puts the
     * messages that tell about it into the outbox, in one transaction. Throws AlreadyAppliedError when this uid applied to this requisition before:
     * the database's unique key decides, so two submissions at the same moment cannot both pass.
     */
    submit: (
      owner: Owner,
      application: NewApplication,
      messages: OutboxMessage[] = [],
    ): Promise<SubmittedApplication> =>
      forOwner(owner, async (trx) => {
        const resume = await latestResume(trx, owner);
        const inserted = await trx
          .insertInto('applications')
          .values({
            id: application.id,
            reference: application.reference,
            uid: application.uid,
            requisition_id: application.requisitionId,
            job_title: application.jobTitle,
            email: application.email,
            first_name: application.firstName,
            last_name: application.lastName,
            search_text: searchText(
              application.firstName,
              application.lastName,
              application.email,
              application.reference,
            ),
            answers: JSON.stringify(application.answers),
            resume_id: resume?.id ?? null,
            submitted_at: application.submittedAt,
          })
          .onConflict((conflict) => conflict.columns(['uid', 'requisition_id']).doNothing())
          .returning('id')
          .executeTakeFirst();
        if (!inserted) throw new AlreadyAppliedError();
        await trx
          .insertInto('voluntary_answers')
          .values({
            application_id: application.id,
            requisition_id: application.requisitionId,
            answers: JSON.stringify(application.voluntaryAnswers),
          })
          .execute();
        await trx
          .updateTable('resumes')
          .set({ owner: `application:${application.id}`, uploaded_from: null })
          .where('owner', '=', owner)
          .execute();
        await trx.deleteFrom('draft_steps').where('owner', '=', owner).execute();
        await enqueueMessages(trx, messages, application.id);
        return submitted({
          id: application.id,
          reference: application.reference,
          submitted_at: application.submittedAt,
        });
      }),

    async findApplication(uid: string, requisitionId: string): Promise<SubmittedApplication | null> {
      const row = await db
        .selectFrom('applications')
        .select(['id', 'reference', 'submitted_at'])
        .where('uid', '=', uid)
        .where('requisition_id', '=', requisitionId)
        .executeTakeFirst();
      return row ? submitted(row) : null;
    },

    /**
     * Deletes whole drafts (steps and resume) of visitors who never signed in and have not saved
     * or uploaded anything since `before`; answers how many rows went. A draft is judged by its
     * latest activity, never step by step, so a long visit does not lose its first steps.
     */
    purgeAbandonedDrafts: (before: number): Promise<number> =>
      db.transaction().execute(async (trx) => {
        const owners = (await abandonedDrafts(trx, before).execute()).map((row) => row.owner);
        let deleted = 0;
        await inSlices(owners, async (slice) => {
          const steps = await trx.deleteFrom('draft_steps').where('owner', 'in', slice).executeTakeFirst();
          const resumes = await trx.deleteFrom('resumes').where('owner', 'in', slice).executeTakeFirst();
          const jobs = await trx.deleteFrom('draft_jobs').where('owner', 'in', slice).executeTakeFirst();
          deleted += Number(steps.numDeletedRows) + Number(resumes.numDeletedRows) + Number(jobs.numDeletedRows);
        });
        return deleted;
      }),
  };
}

export type ApplicationStore = ReturnType<typeof createApplicationStore>;
