import type { ResumeInfo, SubmittedApplication } from '../../shared/application/draft';
import type { DraftStep } from '../../shared/application/steps';

/**
 * Whose draft: `user:<uid>` once signed in, `draft:<id>` before (the id lives in the session).
 * Each step is its own row, so two steps saved at once never overwrite each other.
 */
export type Owner = `user:${string}` | `draft:${string}`;

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
  email: string;
  answers: unknown;
  submittedAt: number;
}

/** The candidate already applied to this requisition. */
export class AlreadyAppliedError extends Error {
  override name = 'AlreadyAppliedError';
}

/** Drafts, resumes and applications, in SQLite or Postgres (same behaviour, tested on both). */
export interface ApplicationStore {
  readSteps(owner: Owner): Promise<SavedStep[]>;
  saveStep(owner: Owner, step: DraftStep, answers: unknown, savedAt: number): Promise<void>;
  readResume(owner: Owner): Promise<ResumeInfo | null>;
  /** Stores the file as the owner's only resume (a previous one is deleted in the same transaction). */
  replaceResume(owner: Owner, file: { fileName: string; size: number; content: Buffer }): Promise<ResumeInfo>;
  deleteResume(owner: Owner): Promise<boolean>;
  /** Moves a draft to another owner (at sign-in): per step, the newer answer wins; the newer resume wins. */
  adoptDraft(from: Owner, to: Owner): Promise<void>;
  /**
   * Stores the application, hands the owner's resume over to it and deletes the draft, in one
   * transaction. Throws AlreadyAppliedError when this uid applied to this requisition before.
   */
  submit(owner: Owner, application: NewApplication): Promise<SubmittedApplication>;
  findApplication(uid: string, requisitionId: string): Promise<SubmittedApplication | null>;
  /** Deletes the drafts and resumes of visitors who never signed in, untouched since `before`. */
  purgeAbandonedDrafts(before: number): Promise<number>;
}
