import { type ExpressionBuilder, sql } from 'kysely';
import { type CandidateSource, parseStoredSource } from '../../../shared/application/candidate-source';
import type { AppliedJob } from '../../../shared/application/requisition';
import type { DraftStep } from '../../../shared/application/steps';
import type { DatabaseSchema } from '../database-schema';
import type { Executor } from '../executor';

/**
 * Drafts: a row of `drafts` (0013) per draft, and its steps (`draft_steps`, a row each, so two
 * steps saved at once never overwrite each other) and the job it applies to (`draft_jobs`), which
 * reference it with ON DELETE CASCADE: deleting the draft's row deletes them, and its resume
 * (./resumes.ts). The row is written with the first of them.
 */
export interface DraftsTables {
  drafts: {
    /** A DraftOwner. */
    owner: string;
    /**
     * The candidate's source tags as the draft last saw them (0016), JSON
     * (shared/application/candidate-source.ts); null: none seen.
     */
    source: string | null;
  };
  draft_steps: {
    /** The draft's owner (drafts.owner). */
    owner: string;
    step: StoredStep;
    /** The step's answers, JSON. */
    answers: string;
    saved_at: number;
  };
  /** The job a draft applies to (0008); no row: the original sample requisition. */
  draft_jobs: {
    /** The draft's owner (drafts.owner). */
    owner: string;
    job_id: string;
    /** The job's title and location when it was chosen (the wizard's header, the emails). */
    title: string;
    location: string;
    chosen_at: number;
  };
}

/**
 * A row of draft_steps: one of the wizard's steps, `questions`, the answers to the job's own
 * questions (`{ jobId, answers }`: they are the job's, so another job's draft does not use them),
 * or `reading`, what the draft's resume was read to say (server/application/resume-proposals.ts).
 */
export type StoredStep = DraftStep | 'questions' | 'reading';

/** Whose draft: `user:<uid>` once signed in, `draft:<id>` before (the id lives in the session). */
export type DraftOwner = `user:${string}` | `draft:${string}`;

/** The signed-in candidate's draft. */
export const userDraft = (uid: string): DraftOwner => `user:${uid}`;

/** The draft of a visitor who has not signed in, named by the id their session keeps. */
export const visitorDraft = (draftId: string): DraftOwner => `draft:${draftId}`;

/** The owners of visitors' drafts, as a LIKE pattern. */
export const visitorDrafts = 'draft:%';

export interface SavedStep {
  step: StoredStep;
  answers: unknown;
  savedAt: number;
}

/** The draft's row, which its steps, job and resume reference (their foreign keys need it first). */
export const ensureDraft = (executor: Executor, owner: DraftOwner) =>
  executor
    .insertInto('drafts')
    .values({ owner })
    .onConflict((conflict) => conflict.column('owner').doNothing())
    .execute();

/** Deletes whole drafts: one statement, whose foreign keys delete their steps, job and resume. */
export async function deleteDrafts(executor: Executor, owners: DraftOwner[]): Promise<void> {
  if (owners.length > 0) await executor.deleteFrom('drafts').where('owner', 'in', owners).execute();
}

export async function readSteps(executor: Executor, owner: DraftOwner): Promise<SavedStep[]> {
  const rows = await executor
    .selectFrom('draft_steps')
    .select(['step', 'answers', 'saved_at'])
    .where('owner', '=', owner)
    .execute();
  return rows.map((row) => ({ step: row.step, answers: JSON.parse(row.answers), savedAt: row.saved_at }));
}

/** Saves one step's answers (the draft's row must exist: ensureDraft). */
export const saveStep = (executor: Executor, owner: DraftOwner, step: StoredStep, answers: unknown, savedAt: number) =>
  executor
    .insertInto('draft_steps')
    .values({ owner, step, answers: JSON.stringify(answers), saved_at: savedAt })
    .onConflict((conflict) =>
      conflict.columns(['owner', 'step']).doUpdateSet((update) => ({
        answers: update.ref('excluded.answers'),
        saved_at: update.ref('excluded.saved_at'),
      })),
    )
    .execute();

/** Deletes one step's row, if there is one. */
export const deleteStep = (executor: Executor, owner: DraftOwner, step: StoredStep) =>
  executor.deleteFrom('draft_steps').where('owner', '=', owner).where('step', '=', step).execute();

/** Keeps the candidate's source tags with the draft (the row must exist: ensureDraft); the latest replace earlier ones. */
export const keepSource = (executor: Executor, owner: DraftOwner, source: CandidateSource) =>
  executor
    .updateTable('drafts')
    .set({ source: JSON.stringify(source) })
    .where('owner', '=', owner)
    .execute();

/** The source tags the draft kept, or null. */
export async function readSource(executor: Executor, owner: DraftOwner): Promise<CandidateSource | null> {
  const row = await executor.selectFrom('drafts').select('source').where('owner', '=', owner).executeTakeFirst();
  return parseStoredSource(row?.source);
}

/** A submitted draft's steps go; its job stays chosen (the wizard then shows that job's application). */
export const deleteSteps = (executor: Executor, owner: DraftOwner) =>
  executor.deleteFrom('draft_steps').where('owner', '=', owner).execute();

/** The draft's job and when it was chosen, or null: the sample requisition. */
export async function readJob(
  executor: Executor,
  owner: DraftOwner,
): Promise<(AppliedJob & { chosenAt: number }) | null> {
  const row = await executor
    .selectFrom('draft_jobs')
    .select(['job_id', 'title', 'location', 'chosen_at'])
    .where('owner', '=', owner)
    .executeTakeFirst();
  return row ? { id: row.job_id, title: row.title, location: row.location, chosenAt: row.chosen_at } : null;
}

/** Makes the draft apply to `job` (the draft's row must exist: ensureDraft). */
export const chooseJob = (executor: Executor, owner: DraftOwner, job: AppliedJob, chosenAt: number) =>
  executor
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

/**
 * Copies `from`'s job and the steps `to` lacks into `to` (`to`'s row must exist): the job chosen
 * before signing in is the one the candidate is applying to now, so it replaces `to`'s; `to`'s
 * own answers are never overwritten.
 */
export async function copyDraft(executor: Executor, from: DraftOwner, to: DraftOwner): Promise<void> {
  const job = await readJob(executor, from);
  if (job) await chooseJob(executor, to, job, job.chosenAt);
  // The visitor's source is the later touch: it replaces the account's, as the job does.
  const source = await readSource(executor, from);
  if (source) await keepSource(executor, to, source);
  await executor
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
          .whereRef('resumes.draft_owner', '=', 'drafts.owner')
          .where('uploaded_at', '>=', before),
      ),
      exists(
        selectFrom('draft_jobs')
          .select('job_id')
          .whereRef('draft_jobs.owner', '=', 'drafts.owner')
          .where('chosen_at', '>=', before),
      ),
    ]);

/**
 * Deletes whole drafts of visitors who never signed in and have not saved, uploaded or chosen
 * anything since `before`; answers how many went.
 */
export async function purgeAbandonedDrafts(executor: Executor, before: number): Promise<number> {
  const deleted = await executor
    .deleteFrom('drafts')
    .where('owner', 'like', visitorDrafts)
    .where((where) => where.not(activeSince(before)(where)))
    .executeTakeFirst();
  return Number(deleted.numDeletedRows);
}
