import type { CarryOver } from './carry-over';
import type { Draft, ResumeInfo, SubmittedApplication } from './draft';
import type { PhoneField } from './phone-country';
import type { JobAnswers, JobQuestion } from './job-questions';
import type { AppliedJob } from './requisition';
import type { StepAnswers } from './schemas';
import type { DraftStep } from './steps';

/** A candidate's application as a wizard step shows it. */
export interface ApplicationState {
  draft: Draft;
  /**
   * The job the application is for: the one chosen with its page's Apply, else (with the
   * embedded jobs only) the original sample requisition; null: the candidate is to choose one.
   */
  job: AppliedJob | null;
  /** The job was listed and has closed since it was chosen: the candidate chooses another, the answers kept. */
  jobClosed: boolean;
  submitted: SubmittedApplication | null;
  /** A returning candidate's last application, which the new one starts from; null for a first one. */
  carryOver: CarryOver | null;
  /** The job's own questions (a Greenhouse job's): its wizard step, or none (no such step). */
  jobQuestions: JobQuestion[];
  /** COMPANY_COUNTRY: which steps and choices the wizard has (the military step, the levels of education). */
  companyCountry: string;
}

/** A change refused as the JSON API refuses it: its HTTP status and the message for the candidate. */
export interface PageRefusal {
  status: number;
  message: string;
}

/** A step saved, or refused with the messages per field. */
export type StepSaveOutcome = { saved: Partial<StepAnswers> } | { refused: Record<string, string[]> };

/**
 * The application wizard's part of the pages' context (`context.application` in a loader or
 * action): this request's candidate's draft and the changes to it, exactly as the JSON API
 * `/api/application/*` makes them. Built per request by server/application/application-pages.ts;
 * a wizard page that needs more of the service adds it here and there, nowhere else.
 */
export interface ApplicationPages {
  /** This candidate's application draft, and their application to the draft's job if they sent it. */
  state(): Promise<ApplicationState>;
  /**
   * The application under way will be for this job (a job page's Apply); starts a session if need
   * be. A job applied for on its ATS's own form instead (its form asks what this site cannot) gives
   * that form's address, and the draft stays as it was.
   */
  chooseJob(job: AppliedJob): Promise<{ appliedAt?: string }>;
  /** The contact step's phone field: its country list and example number (COMPANY_COUNTRY). */
  phoneField(): Promise<PhoneField>;
  /** COMPANY_COUNTRY, for a step's action: where its form leads next. */
  companyCountry: string;
  /** Validates and saves a step's answers, exactly as `PUT /api/application/draft/:step` does. */
  saveStep(step: DraftStep, answers: unknown): Promise<StepSaveOutcome>;
  /** The draft's job's own questions (none: the wizard has no such step). */
  jobQuestions(): Promise<JobQuestion[]>;
  /** Validates and saves the answers to them, exactly as `PUT /api/application/draft/questions` does. */
  saveJobAnswers(
    answers: unknown,
  ): Promise<{ saved: JobAnswers } | { refused: Record<string, string[]> } | { unavailable: PageRefusal }>;
  /**
   * Reads this form post's resume file (multipart, field `resume`) and stores it, exactly as
   * `POST /api/application/resume` does: same parser, limits, PDF check and quotas.
   */
  uploadResume(): Promise<{ uploaded: ResumeInfo } | { refused: PageRefusal }>;
  /** "Use my last resume": a copy of it becomes the draft's, as `POST /api/application/resume/last` does. */
  chooseLastResume(): Promise<{ chosen: ResumeInfo } | { refused: PageRefusal }>;
  /** Removes the draft's resume, as `DELETE /api/application/resume` does. */
  removeResume(): Promise<void>;
  /** Submits the draft, exactly as `POST /api/application/submit` does (signed-in only). */
  submit(): Promise<{ submitted: SubmittedApplication } | { refused: PageRefusal }>;
  /**
   * The draft a sign-in link brought from the browser that asked for it, offered to the signed-in
   * candidate until they choose (server/auth/draft-hand-over.ts); null: none.
   */
  offeredDraft(): Promise<Draft | null>;
  /** Takes the offered draft into the candidate's, or leaves it (deleted); either way it is offered no more. */
  answerOfferedDraft(take: boolean): Promise<void>;
}

declare module 'react-router' {
  interface AppLoadContext {
    application: ApplicationPages;
  }
}
