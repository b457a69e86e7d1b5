import { type Kysely, sql, type Transaction } from 'kysely';
import type { CandidateSource } from '../../shared/application/candidate-source';
import type { ResumeInfo, SubmittedApplication } from '../../shared/application/draft';
import type { AppliedJob } from '../../shared/application/requisition';
import type { OutboxMessage } from '../notifications/outbox-message';
import { enqueueMessages } from '../storage/tables/outbox';
import type { StoredReading } from './resume-proposals';
import type { DatabaseSchema, Dialect } from '../storage/database-schema';
import * as applications from '../storage/tables/applications';
import * as drafts from '../storage/tables/drafts';
import type { DraftOwner } from '../storage/tables/drafts';
import * as resumes from '../storage/tables/resumes';
import type { ResumeQuota } from '../storage/tables/resumes';
import { insertVoluntaryAnswers } from '../storage/tables/voluntary-answers';

export type { NewApplication } from '../storage/tables/applications';
export type { DraftOwner as Owner, SavedStep } from '../storage/tables/drafts';
export { type ResumeQuota, ResumeQuotaError, resumeInfo } from '../storage/tables/resumes';

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

/** The candidate already applied to this requisition. */
export class AlreadyAppliedError extends Error {
  override name = 'AlreadyAppliedError';
}

/**
 * The wizard's data: drafts (./tables/drafts.ts), their resumes (resumes.ts) and the submission of
 * an application (applications.ts, voluntary-answers.ts, the outbox), composed in transactions.
 * One implementation for SQLite and Postgres (tested on both).
 */
export function createApplicationStore(db: Kysely<DatabaseSchema>, dialect: Dialect) {
  /**
   * Runs `work` on the owner's draft (its row made if need be) in a transaction that holds the
   * owner's lock, so two requests for one draft (two uploads, say) take turns. SQLite needs no
   * lock of its own: its one connection runs one transaction at a time. On Postgres, a
   * transaction-scoped advisory lock on the owner's name.
   */
  const locked = <T>(owner: DraftOwner, work: (trx: Transaction<DatabaseSchema>) => Promise<T>): Promise<T> =>
    db.transaction().execute(async (trx) => {
      if (dialect === 'postgres') await sql`SELECT pg_advisory_xact_lock(hashtext(${owner}))`.execute(trx);
      return work(trx);
    });
  const forOwner = <T>(owner: DraftOwner, work: (trx: Transaction<DatabaseSchema>) => Promise<T>): Promise<T> =>
    locked(owner, async (trx) => {
      await drafts.ensureDraft(trx, owner);
      return work(trx);
    });

  /** Runs `work` in a transaction, after making the owner's draft row if need be (no lock: one row each). */
  const inDraft = (owner: DraftOwner, work: (trx: Transaction<DatabaseSchema>) => Promise<unknown>): Promise<void> =>
    db.transaction().execute(async (trx) => {
      await drafts.ensureDraft(trx, owner);
      await work(trx);
    });

  return {
    readSteps: (owner: DraftOwner) => drafts.readSteps(db, owner),

    /** Saves a step's answers, and keeps the candidate's source with the draft when the request carries one. */
    saveStep: (
      owner: DraftOwner,
      step: drafts.StoredStep,
      answers: unknown,
      savedAt: number,
      source: CandidateSource | null = null,
    ): Promise<void> =>
      inDraft(owner, async (trx) => {
        await drafts.saveStep(trx, owner, step, answers, savedAt);
        if (source) await drafts.keepSource(trx, owner, source);
      }),

    /** The job the owner's draft applies to, or null for the sample requisition. */
    async readJob(owner: DraftOwner): Promise<AppliedJob | null> {
      const job = await drafts.readJob(db, owner);
      return job ? { id: job.id, title: job.title, location: job.location } : null;
    },

    /** Makes the owner's draft apply to `job` (the answers stay: they are the candidate's, not the job's). */
    chooseJob: (
      owner: DraftOwner,
      job: AppliedJob,
      chosenAt: number,
      source: CandidateSource | null = null,
    ): Promise<void> =>
      inDraft(owner, async (trx) => {
        await drafts.chooseJob(trx, owner, job, chosenAt);
        if (source) await drafts.keepSource(trx, owner, source);
      }),

    /** The draft's resume (or a submitted application's, `application:<id>`). */
    async readResume(owner: resumes.ResumeOwner): Promise<ResumeInfo | null> {
      const row = await resumes.latestResume(db, owner);
      return row ? resumes.resumeInfo(row) : null;
    },

    /**
     * An upload: the file becomes the owner's only resume (with a quota, ResumeQuotaError when it
     * would pass a limit); the earlier file's reading goes with it (saveReading keeps the new one's).
     */
    replaceResume: (
      owner: DraftOwner,
      file: { fileName: string; size: number; content: Buffer },
      quota?: ResumeQuota,
    ): Promise<ResumeInfo> =>
      forOwner(owner, async (trx) => {
        await drafts.deleteStep(trx, owner, 'reading');
        return resumes.storeResume(trx, dialect, owner, file, quota);
      }),

    /**
     * Keeps what the draft's resume `read` was read to say (resume-proposals.ts), if it is still
     * the draft's resume: another upload, its removal or the draft's adoption at sign-in may have
     * come while it was read, and a reading never goes with another file or outlives its own.
     */
    saveReading: (owner: DraftOwner, read: ResumeInfo, reading: StoredReading): Promise<void> =>
      locked(owner, async (trx) => {
        const latest = await resumes.latestResume(trx, owner);
        const current = latest && resumes.resumeInfo(latest);
        if (current?.uploadedAt !== read.uploadedAt || current.fileName !== read.fileName) return;
        await drafts.saveStep(trx, owner, 'reading', reading, Date.now());
      }),

    /**
     * Copies the file of the resume `resumeId` as the owner's only resume, as replaceResume
     * stores an upload: a returning candidate's "Use my last resume". A copy, not a reference:
     * each application keeps a file of its own, whatever becomes of the other (retention
     * deletes an application with its resume). Null when that resume is gone.
     */
    copyResume: (resumeId: string, owner: DraftOwner, quota?: ResumeQuota): Promise<ResumeInfo | null> =>
      forOwner(owner, async (trx) => {
        const source = await resumes.resumeFile(trx, resumeId);
        if (!source) return null;
        const file = { fileName: source.file_name, size: source.size, content: source.content };
        // The copy is not read: the last application's answers fill the steps (carry-over).
        await drafts.deleteStep(trx, owner, 'reading');
        return resumes.storeResume(trx, dialect, owner, file, quota);
      }),

    /** Deletes the draft's resume and its reading. */
    deleteResume: (owner: DraftOwner): Promise<boolean> =>
      db.transaction().execute(async (trx) => {
        await drafts.deleteStep(trx, owner, 'reading');
        return resumes.deleteResume(trx, owner);
      }),

    /**
     * Moves a draft made before signing in into the account's (at sign-in). The account's own
     * answers and resume are never overwritten: a session cookie planted by someone else must not
     * replace what the candidate saved. Steps and a resume the account lacks are taken over; the
     * job chosen before signing in is the one the candidate is applying to now, so it replaces the account's.
     * The visitor's draft is then deleted with what was not taken over (one statement: its row).
     */
    adoptDraft: (from: DraftOwner, to: DraftOwner): Promise<void> =>
      forOwner(to, async (trx) => {
        const keepsItsResume = Boolean(await resumes.latestResume(trx, to));
        const readBefore = (await drafts.readSteps(trx, to)).some((step) => step.step === 'reading');
        await drafts.copyDraft(trx, from, to);
        if (!keepsItsResume) await resumes.moveResume(trx, from, to);
        // A reading goes with its resume: the visitor's does not describe the account's file.
        else if (!readBefore) await drafts.deleteStep(trx, to, 'reading');
        await drafts.deleteDrafts(trx, [from]);
      }),

    /** Deletes a draft with its steps and resume (one statement: its row). */
    deleteDraft: (owner: DraftOwner): Promise<void> => drafts.deleteDrafts(db, [owner]),

    /**
     * A copy of `from` (its job, source, steps and resume) as `to`, a new draft: what a sign-in link
     * offers is this copy, which the browser that holds `from` can no longer change.
     */
    copyWholeDraft: (from: DraftOwner, to: DraftOwner): Promise<void> =>
      forOwner(to, async (trx) => {
        await drafts.copyDraft(trx, from, to);
        const resume = await resumes.latestResume(trx, from);
        const source = resume && (await resumes.resumeFile(trx, resume.id));
        if (source) {
          const file = { fileName: source.file_name, size: source.size, content: source.content };
          await resumes.storeResume(trx, dialect, to, file);
        }
      }),

    /**
     * Stores the application, hands the owner's resume over to it, deletes the draft's steps and
     * puts the messages that tell about it into the outbox, in one transaction. Throws
     * AlreadyAppliedError when this uid applied to this requisition before: the database's unique
     * key decides, so two submissions at the same moment cannot both pass.
     */
    submit: (
      owner: DraftOwner,
      application: applications.NewApplication,
      messages: OutboxMessage[] = [],
    ): Promise<SubmittedApplication> =>
      forOwner(owner, async (trx) => {
        const resume = await resumes.latestResume(trx, owner);
        // The submitting request's source, else the one the draft kept (another device, an expired cookie).
        const source = application.source ?? (await drafts.readSource(trx, owner));
        if (!(await applications.insertApplication(trx, { ...application, source }, resume?.id ?? null)))
          throw new AlreadyAppliedError();
        await insertVoluntaryAnswers(trx, application);
        await resumes.moveResume(trx, owner, { applicationId: application.id });
        await drafts.deleteSteps(trx, owner);
        await enqueueMessages(trx, messages, application.id);
        return applications.submittedOf({
          id: application.id,
          reference: application.reference,
          submitted_at: application.submittedAt,
        });
      }),

    /**
     * The account's verified address, recorded on the candidate's applications (at sign-in) as
     * where the site emails them; only rows that do not have it yet are written.
     */
    recordAccountEmail: (uid: string, accountEmail: string): Promise<void> =>
      applications.recordAccountEmail(db, uid, accountEmail),

    findApplication: (uid: string, requisitionId: string): Promise<SubmittedApplication | null> =>
      applications.findApplication(db, uid, requisitionId),

    /**
     * The candidate's most recent application (withdrawn ones count, erased ones never: their
     * uid is no longer the candidate's) with its answers and its resume's description, or null:
     * what a new application of theirs carries over.
     */
    async lastApplication(uid: string): Promise<LastApplication | null> {
      const row = await applications
        .ownApplications(db, uid)
        .leftJoin('resumes', 'resumes.id', 'applications.resume_id')
        .select([
          'applications.reference',
          'applications.job_title',
          'applications.submitted_at',
          'applications.answers',
          'resumes.id as resume_id',
          ...resumes.joinedResumeColumns,
        ])
        .orderBy('applications.submitted_at', 'desc')
        .orderBy('applications.id', 'desc')
        .limit(1)
        .executeTakeFirst();
      if (!row) return null;
      const resume = resumes.joinedResumeInfo(row);
      return {
        reference: row.reference,
        jobTitle: row.job_title,
        submittedAt: new Date(row.submitted_at).toISOString(),
        answers: JSON.parse(row.answers),
        resume: row.resume_id !== null && resume ? { id: row.resume_id, ...resume } : null,
      };
    },

    /**
     * Deletes whole drafts (the draft's row, and with it its steps, job and resume) of visitors
     * who never signed in and have not saved, uploaded or chosen anything since `before` (a draft
     * emptied of everything too); answers how many drafts went. A draft is judged by its latest
     * activity, never step by step, so a long visit does not lose its first steps.
     */
    purgeAbandonedDrafts: (before: number): Promise<number> => drafts.purgeAbandonedDrafts(db, before),
  };
}

export type ApplicationStore = ReturnType<typeof createApplicationStore>;
