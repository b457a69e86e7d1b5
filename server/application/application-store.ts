import { randomUUID } from 'node:crypto';
import { type ExpressionBuilder, type Kysely, type SelectQueryBuilder, sql, type Transaction } from 'kysely';
import type { ResumeInfo, SubmittedApplication } from '../../shared/application/draft';
import type { AppliedJob } from '../../shared/application/requisition';
import { searchText } from '../../shared/application/search-text';
import type { DraftStep } from '../../shared/application/steps';
import type { OutboxMessage } from '../notifications/outbox-message';
import { enqueueMessages } from '../notifications/outbox-store';
import type { DatabaseSchema, Dialect } from '../storage/database-schema';

/**
 * Whose draft: `user:<uid>` once signed in, `draft:<id>` before (the id lives in the session);
 * a submitted application's resume belongs to `application:<id>`. Each step is its own row, so
 * two steps saved at once never overwrite each other. A draft's steps, job and resume hang on its
 * row in `drafts` (0013), written with the first of them: deleting that row deletes them.
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
}

/** A candidate's most recent application, as a new one of theirs starts from it. */
export interface LastApplication {
  reference: string;
  jobTitle: string;
  submittedAt: string;
  /** Every step's answers as stored (the voluntary ones are elsewhere), unchecked. */
  answers: unknown;
  /** Its resume's id and description, or null. */
  resume: (ResumeInfo & { id: string }) | null;
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

/** The draft's row, which its steps, job and resume reference (their foreign keys need it first). */
const ensureDraft = (trx: Executor, owner: Owner) =>
  trx
    .insertInto('drafts')
    .values({ owner })
    .onConflict((conflict) => conflict.column('owner').doNothing())
    .execute();

/** Drafts, resumes and applications: one implementation for SQLite and Postgres (tested on both). */
export function createApplicationStore(db: Kysely<DatabaseSchema>, dialect: Dialect) {
  /**
   * Runs `work` on the owner's draft (its row made if need be) in a transaction that holds the
   * owner's lock, so two requests for one draft (two uploads, say) take turns. SQLite needs no
   * lock of its own: its one connection runs one transaction at a time. On Postgres, a
   * transaction-scoped advisory lock on the owner's name.
   */
  const forOwner = <T>(owner: Owner, work: (trx: Transaction<DatabaseSchema>) => Promise<T>): Promise<T> =>
    db.transaction().execute(async (trx) => {
      if (dialect === 'postgres') await sql`SELECT pg_advisory_xact_lock(hashtext(${owner}))`.execute(trx);
      await ensureDraft(trx, owner);
      return work(trx);
    });

  /** Runs `work` in a transaction, after making the owner's draft row if need be (no lock: one row each). */
  const inDraft = (owner: Owner, work: (trx: Transaction<DatabaseSchema>) => Promise<unknown>): Promise<void> =>
    db.transaction().execute(async (trx) => {
      await ensureDraft(trx, owner);
      await work(trx);
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

  /**
   * Stores the file as the owner's only resume (a previous one is deleted in the same
   * transaction). With a quota, throws ResumeQuotaError when the file would pass a limit.
   */
  async function storeResume(
    trx: Transaction<DatabaseSchema>,
    owner: Owner,
    file: { fileName: string; size: number; content: Buffer },
    quota?: ResumeQuota,
  ): Promise<ResumeInfo> {
    if (quota) await checkQuota(trx, owner, file.size, quota);
    const row = { file_name: file.fileName, size: file.size, uploaded_at: Date.now() };
    await trx.deleteFrom('resumes').where('owner', '=', owner).execute();
    await trx
      .insertInto('resumes')
      .values({ id: randomUUID(), owner, content: file.content, uploaded_from: quota?.uploadedFrom ?? null, ...row })
      .execute();
    return resumeInfo(row);
  }

  /** Whether a draft had a step saved, a resume uploaded or a job chosen since `before`. */
  const activeSince =
    (before: number) =>
    ({ or, exists, selectFrom }: ExpressionBuilder<DatabaseSchema, 'drafts'>) =>
      or([
        exists(
          selectFrom('draft_steps')
            .select('step')
            .whereRef('draft_steps.owner', '=', 'drafts.owner')
            .where('saved_at', '>=', before),
        ),
        exists(
          selectFrom('resumes')
            .select('id')
            .whereRef('resumes.owner', '=', 'drafts.owner')
            .where('uploaded_at', '>=', before),
        ),
        exists(
          selectFrom('draft_jobs')
            .select('job_id')
            .whereRef('draft_jobs.owner', '=', 'drafts.owner')
            .where('chosen_at', '>=', before),
        ),
      ]);

  return {
    async readSteps(owner: Owner): Promise<SavedStep[]> {
      const rows = await db
        .selectFrom('draft_steps')
        .select(['step', 'answers', 'saved_at'])
        .where('owner', '=', owner)
        .execute();
      return rows.map((row) => ({ step: row.step, answers: JSON.parse(row.answers), savedAt: row.saved_at }));
    },

    saveStep: (owner: Owner, step: DraftStep, answers: unknown, savedAt: number): Promise<void> =>
      inDraft(owner, (trx) =>
        trx
          .insertInto('draft_steps')
          .values({ owner, step, answers: JSON.stringify(answers), saved_at: savedAt })
          .onConflict((conflict) =>
            conflict.columns(['owner', 'step']).doUpdateSet((update) => ({
              answers: update.ref('excluded.answers'),
              saved_at: update.ref('excluded.saved_at'),
            })),
          )
          .execute(),
      ),

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
    chooseJob: (owner: Owner, job: AppliedJob, chosenAt: number): Promise<void> =>
      inDraft(owner, (trx) =>
        trx
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
          .execute(),
      ),

    async readResume(owner: Owner): Promise<ResumeInfo | null> {
      const row = await latestResume(db, owner);
      return row ? resumeInfo(row) : null;
    },

    /**
     * An upload: the file becomes the owner's only resume (storeResume above; with a quota,
     * ResumeQuotaError when it would pass a limit).
     */
    replaceResume: (
      owner: Owner,
      file: { fileName: string; size: number; content: Buffer },
      quota?: ResumeQuota,
    ): Promise<ResumeInfo> => forOwner(owner, (trx) => storeResume(trx, owner, file, quota)),

    /**
     * Copies the file of the resume `resumeId` as the owner's only resume, as replaceResume
     * stores an upload: a returning candidate's "Use my last resume". A copy, not a reference:
     * each application keeps a file of its own, whatever becomes of the other (retention
     * deletes an application with its resume). Null when that resume is gone.
     */
    copyResume: (resumeId: string, owner: Owner, quota?: ResumeQuota): Promise<ResumeInfo | null> =>
      forOwner(owner, async (trx) => {
        const source = await trx
          .selectFrom('resumes')
          .select(['file_name', 'size', 'content'])
          .where('id', '=', resumeId)
          .executeTakeFirst();
        if (!source) return null;
        return storeResume(
          trx,
          owner,
          { fileName: source.file_name, size: source.size, content: source.content },
          quota,
        );
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
     * The visitor's draft is then deleted with what was not taken over.
     */
    adoptDraft: (from: Owner, to: Owner): Promise<void> =>
      forOwner(to, async (trx) => {
        const chosen = await trx.selectFrom('draft_jobs').selectAll().where('owner', '=', from).executeTakeFirst();
        if (chosen) {
          await trx.deleteFrom('draft_jobs').where('owner', '=', to).execute();
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
        if (!(await latestResume(trx, to))) {
          await trx.updateTable('resumes').set({ owner: to, uploaded_from: null }).where('owner', '=', from).execute();
        }
        await trx.deleteFrom('drafts').where('owner', '=', from).execute();
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
            account_email: application.accountEmail,
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

    /**
     * The account's verified address, recorded on the candidate's applications (at sign-in) as
     * where the site emails them; only rows that do not have it yet are written.
     */
    async recordAccountEmail(uid: string, accountEmail: string): Promise<void> {
      await db
        .updateTable('applications')
        .set({ account_email: accountEmail })
        .where('uid', '=', uid)
        .where((where) => where.or([where('account_email', 'is', null), where('account_email', '!=', accountEmail)]))
        .execute();
    },

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
     * The candidate's most recent application (withdrawn ones count, erased ones never: their
     * uid is no longer the candidate's) with its answers and its resume's description, or null:
     * what a new application of theirs carries over (issue 26).
     */
    async lastApplication(uid: string): Promise<LastApplication | null> {
      const row = await db
        .selectFrom('applications')
        .leftJoin('resumes', 'resumes.id', 'applications.resume_id')
        .select([
          'applications.reference',
          'applications.job_title',
          'applications.submitted_at',
          'applications.answers',
          'resumes.id as resume_id',
          'resumes.file_name',
          'resumes.size',
          'resumes.uploaded_at',
        ])
        .where('applications.uid', '=', uid)
        .where('applications.status', '!=', 'erased')
        .orderBy('applications.submitted_at', 'desc')
        .orderBy('applications.id', 'desc')
        .limit(1)
        .executeTakeFirst();
      if (!row) return null;
      const { resume_id, file_name, size, uploaded_at } = row;
      return {
        reference: row.reference,
        jobTitle: row.job_title,
        submittedAt: new Date(row.submitted_at).toISOString(),
        answers: JSON.parse(row.answers),
        resume:
          resume_id !== null && file_name !== null && size !== null && uploaded_at !== null
            ? { id: resume_id, ...resumeInfo({ file_name, size, uploaded_at }) }
            : null,
      };
    },

    /**
     * Deletes whole drafts (the draft's row, and with it its steps, job and resume) of visitors
     * who never signed in and have not saved, uploaded or chosen anything since `before` (a draft
     * emptied of everything too); answers how many drafts went. A draft is judged by its latest
     * activity, never step by step, so a long visit does not lose its first steps.
     */
    async purgeAbandonedDrafts(before: number): Promise<number> {
      const deleted = await db
        .deleteFrom('drafts')
        .where('owner', 'like', 'draft:%')
        .where((where) => where.not(activeSince(before)(where)))
        .executeTakeFirst();
      return Number(deleted.numDeletedRows);
    },
  };
}

export type ApplicationStore = ReturnType<typeof createApplicationStore>;
