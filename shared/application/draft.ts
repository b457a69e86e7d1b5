import type { z } from 'zod';
import type { resumeInfoSchema, draftSchema, submittedApplicationSchema } from '../api/application';
import { askedDraftSteps, type DraftStep, type WizardStep } from './steps';

/** The uploaded resume, as the draft describes it (the bytes stay on the server). */
export type ResumeInfo = z.infer<typeof resumeInfoSchema>;

/** A candidate's application in progress: `GET /api/application/draft`. */
export type Draft = z.infer<typeof draftSchema>;

/** A submitted application, as the candidate sees it. */
export type SubmittedApplication = z.infer<typeof submittedApplicationSchema>;

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
