import type { CandidateHome, CandidateResume, WithdrawResult } from './application/candidate-status';
import type { CarryOver } from './application/carry-over';
import type { Draft, ResumeInfo, SubmittedApplication } from './application/draft';
import type { PhoneField } from './application/phone-country';
import type { AppliedJob } from './application/requisition';
import type { StepAnswers } from './application/schemas';
import type { DraftStep } from './application/steps';
import type { Article } from './article';
import type { Job } from './job';
import type { RecruiterContext } from './recruiter/recruiter-context';
import type { JobListing } from './job-listing';
import type { PrivacyFacts } from './privacy';
import type { SessionUser } from './session-user';
import type { SiteSettings } from './site';

/** A candidate's application as a wizard step shows it. */
export interface ApplicationState {
  draft: Draft;
  /**
   * The job the application is for: the one chosen with its page's Apply, else (with the
   * embedded jobs only) the original sample requisition; null: the candidate is to choose one.
   */
  job: AppliedJob | null;
  submitted: SubmittedApplication | null;
  /** A returning candidate's last application, which the new one starts from; null for a first one. */
  carryOver: CarryOver | null;
}

/** A change refused as the JSON API refuses it: its HTTP status and the message for the candidate. */
export interface PageRefusal {
  status: number;
  message: string;
}

/** A step saved, or refused with the messages per field. */
export type StepSaveOutcome = { saved: Partial<StepAnswers> } | { refused: Record<string, string[]> };

/**
 * What route loaders and actions get as their `context`: the server's services for this one
 * request (its session included). The Express server makes it (server/pages/page-context.ts);
 * loaders and actions run on the server only, so the browser never sees it.
 */
export interface PageContext {
  /** For the document around the page (client/entry.server.tsx). */
  document: DocumentContext;
  site: SiteSettings;
  /** The signed-in candidate of this request's session, or null. */
  user: SessionUser | null;
  /** This candidate's application draft, and their application to the draft's job if they sent it. */
  application(): Promise<ApplicationState>;
  /** The application under way will be for this job (a job page's Apply); starts a session if need be. */
  chooseJob(job: AppliedJob): Promise<void>;
  /** The contact step's phone field: its country list and example number (COMPANY_COUNTRY). */
  phoneField: PhoneField;
  /** Validates and saves a step's answers, exactly as `PUT /api/application/draft/:step` does. */
  saveStep(step: DraftStep, answers: unknown): Promise<StepSaveOutcome>;
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
  submitApplication(): Promise<{ submitted: SubmittedApplication } | { refused: PageRefusal }>;
  /** Ends this request's session. */
  signOut(): Promise<void>;
  /**
   * The job openings for a `?department=&type=&location=&sort=&q=&page=` query; throws
   * DataUnavailableError when no job list can be read.
   */
  listJobs(query: URLSearchParams): Promise<JobListing>;
  /** One open job with its description (ids compare without case), or null; throws as `listJobs`. */
  getJob(id: string): Promise<Job | null>;
  /** The site's public origin (PUBLIC_URL), for absolute addresses in structured data; else undefined. */
  publicUrl: string | undefined;
  /** The blog's articles, newest first; throws DataUnavailableError when the blog cannot be read. */
  listArticles(): Promise<Article[]>;
  /** One article, or null when there is none with this id. */
  getArticle(id: string): Promise<Article | null>;
  /** The recruiter pages' data and changes, for recruiters only (shared/recruiter/recruiter-context.ts). */
  recruiter: RecruiterContext;
  /** The candidate's own home (issue 18). */
  candidate: CandidateContext;
}

/**
 * React Router's load context is this PageContext: `context` in every route module's
 * `Route.LoaderArgs` and `Route.ActionArgs` (the types `react-router typegen` writes) is typed by it.
 */
declare module 'react-router' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- an augmentation: the interface is PageContext.
  interface AppLoadContext extends PageContext {}
}

/**
 * What the signed-in candidate's pages read and do, as `/api/me/*` does (server/candidate). Every
 * method but `privacy` needs a signed-in user and throws without one: pages check `user` first.
 */
export interface CandidateContext {
  /** Their applications, newest first, with the status in their words, and their draft in progress. */
  home(): Promise<CandidateHome>;
  /** The resume files kept of them, each with its download link. */
  resumes(): Promise<CandidateResume[]>;
  /** Withdraws one of their own applications; another's is `not_found`. */
  withdraw(applicationId: string): Promise<WithdrawResult>;
  /** Erases everything held about them and their Firebase account, and ends every session of theirs. */
  erase(): Promise<void>;
  /** Ends every session of theirs, this one included. */
  signOutEverywhere(): Promise<void>;
  /** What the privacy notice states, from the configuration. */
  privacy: PrivacyFacts;
}

/** What rendering the document needs from the server beyond the page's data. */
export interface DocumentContext {
  /** This response's Content-Security-Policy nonce, for the inline scripts React Router renders. */
  cspNonce: string | undefined;
  /** The text of a built stylesheet, to inline it (absent in development). */
  stylesheetText?: (href: string) => string | undefined;
  /** Logs an error of a loader, an action or the render, which the page shows only in words. */
  logError(error: unknown): void;
}

/**
 * A document as client/entry.server.tsx hands it to the server: the page as a string beside an
 * empty body. The server sends the string as it is, where a body would have been encoded into a
 * stream and read back out of it (BENCHMARKS.md, issue 15). Other answers of React Router
 * (redirects, data) have their body as usual.
 */
export type RenderedDocument = Response & { html: string };

export function isRenderedDocument(response: Response): response is RenderedDocument {
  return typeof (response as Partial<RenderedDocument>).html === 'string';
}

/**
 * Thrown when the data exists somewhere but cannot be had now (an upstream is down or slow).
 * Pages show a friendly message and answer 503 rather than a 500.
 */
export class DataUnavailableError extends Error {
  override name = 'DataUnavailableError';
}

/**
 * Checked by name, not `instanceof`: in development the server and the pages load separate
 * copies of this module (Node's and Vite's), so the classes differ.
 */
export function isDataUnavailable(error: unknown): boolean {
  return error instanceof Error && error.name === 'DataUnavailableError';
}
