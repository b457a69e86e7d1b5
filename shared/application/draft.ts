import type { JobAnswers } from './job-questions';
import type { AppliedJob } from './requisition';
import type { StepAnswers } from './schemas';
import { askedDraftSteps, type DraftStep, type WizardStep } from './steps';

/** The uploaded resume, as the draft describes it (the bytes stay on the server). */
export interface ResumeInfo {
  fileName: string;
  size: number;
  uploadedAt: string;
}

/** A candidate's application in progress: `GET /api/application/draft`. */
export interface Draft {
  steps: Partial<StepAnswers>;
  resume: ResumeInfo | null;
  /** The job chosen with its page's Apply; absent: the sample requisition. */
  job?: AppliedJob;
  /** The answers to the job's own questions (`PUT /api/application/draft/questions`), once saved for this job. */
  jobAnswers?: JobAnswers;
}

/** A submitted application, as the candidate sees it. */
export interface SubmittedApplication {
  id: string;
  reference: string;
  submittedAt: string;
}

/** Whether a step counts as done (a green tick in the menu). */
export function isStepComplete(draft: Draft, step: WizardStep): boolean {
  if (step === 'questions') return draft.jobAnswers !== undefined;
  return step === 'resume' ? draft.resume !== null : draft.steps[step] !== undefined;
}

/**
 * The steps a submission to a company in `countryCode` still needs (the job's questions are
 * checked against the job's, server/application).
 */
export function incompleteSteps(draft: Draft, countryCode: string): DraftStep[] {
  return askedDraftSteps(countryCode).filter((step) => !isStepComplete(draft, step));
}
