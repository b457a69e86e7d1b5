import { MAX_RESUME_BYTES } from '../../shared/application/requisition';
import { jobQuestionsScreen, type WizardStep, wizardScreens } from '../../shared/application/steps';
import type { ResumeVerdict } from '../resume/resume-workers';
import type {
  LastResumeResult,
  SaveJobAnswersResult,
  SaveStepResult,
  SubmitResult,
  UploadResumeResult,
} from './application-service';

/**
 * How a refused change of the wizard is answered over HTTP: its status, the JSON API's stable
 * `code`, the message for the candidate and, for some, messages per field. The JSON API throws it
 * as an HttpError (application-routes.ts); the pages show its status and message
 * (server/pages/page-context.ts). The service itself only names the reason.
 */
export interface Refusal {
  status: number;
  code: string;
  message: string;
  fields?: Record<string, string[]>;
  /** When to come back (a 429 or 503 answer's Retry-After). */
  retryAfterSeconds?: number;
}

/** A result's refusal: the service's own, or the request's (no signed-in candidate, no file). */
type Refused<Result> = Extract<Result, { ok: false }>;

/** Refused because nobody is signed in in this session; the message says what signing in is for. */
export type NotSignedIn = { ok: false; reason: 'not_signed_in' };

/**
 * An upload refused before the service saw it (resume-upload.ts): by its size, its client's limits,
 * the multipart parser or the form, or judged no PDF a recruiter may be sent.
 */
export type UploadRequestRefused =
  | { ok: false; reason: 'file_too_large' | 'bad_upload' | 'no_file' | 'too_many_uploads_at_once' }
  | { ok: false; reason: 'too_many_resume_checks'; retryAfterSeconds: number }
  | Extract<ResumeVerdict, { ok: false }>;

const megabytes = MAX_RESUME_BYTES / 1024 / 1024;

const labelOf = (step: WizardStep) =>
  wizardScreens.concat(jobQuestionsScreen).find((screen) => screen.step === step)?.label ?? step;

const quotaRefusals = {
  too_many_uploads: {
    status: 429,
    code: 'too_many_uploads',
    message: 'Too many resumes were uploaded from your network without signing in. Please sign in to upload yours.',
  },
  storage_full: {
    status: 503,
    code: 'storage_full',
    message: 'We cannot take more resumes right now. Please try again later; your other answers are saved.',
  },
} satisfies Record<string, Refusal>;

/** A first save without a session refused (new-visitor-drafts.ts): signing in is the way on. */
export const newDraftRefusal: Refusal = {
  status: 429,
  code: 'too_many_new_drafts',
  message:
    'Too many applications were started from your network today without signing in. Please sign in to start yours.',
};

export function saveStepRefusal(refused: Refused<SaveStepResult>): Refusal {
  if (refused.reason === 'too_many_new_drafts') return newDraftRefusal;
  return { status: 400, code: 'invalid_answers', message: 'Some answers need your attention.', fields: refused.fields };
}

export function saveJobAnswersRefusal(refused: Refused<SaveJobAnswersResult>): Refusal {
  switch (refused.reason) {
    case 'invalid_answers':
    case 'too_many_new_drafts':
      return saveStepRefusal(refused);
    case 'no_job':
      return {
        status: 409,
        code: 'no_job',
        message: 'Choose the job you are applying for first: its questions depend on it.',
      };
    case 'no_job_questions':
      return {
        status: 404,
        code: 'no_job_questions',
        message: 'The job you are applying for has no questions of its own.',
      };
  }
}

export function uploadRefusal(refused: Refused<UploadResumeResult> | UploadRequestRefused): Refusal {
  switch (refused.reason) {
    case 'not_a_pdf':
      return {
        status: 415,
        code: 'not_a_pdf',
        message:
          `This file is not a PDF we can read: ${refused.problem}. Please save or print your resume as a new PDF ` +
          '(without a password) and upload that file.',
      };
    case 'pdf_runs_script':
      // A PDF, but one the company's ATS must not be sent: 422, not 415.
      return {
        status: 422,
        code: 'pdf_runs_script',
        message:
          `This PDF runs a script when it is opened: ${refused.problem}. Please print your resume to a new PDF ` +
          '("Print", then "Save as PDF" leaves scripts out) and upload that file.',
      };
    case 'pdf_active_content':
      return {
        status: 422,
        code: 'pdf_active_content',
        message:
          `This PDF does more than show its pages: ${refused.problem}. Please print your resume to a new PDF ` +
          '("Print", then "Save as PDF" keeps only the pages) and upload that file.',
      };
    case 'resume_checks_busy':
      return {
        status: 503,
        code: 'resume_checks_busy',
        message: 'Many resumes are being checked right now. Please upload yours again in a few seconds.',
        retryAfterSeconds: refused.retryAfterSeconds,
      };
    case 'too_many_uploads_at_once':
      return {
        status: 429,
        code: 'too_many_uploads_at_once',
        message: 'Other uploads from your network are still under way. Please upload yours again when they are done.',
        retryAfterSeconds: 5,
      };
    case 'file_too_large':
      return {
        status: 413,
        code: 'file_too_large',
        message: `Your resume is larger than ${megabytes} MB. Please upload a PDF of at most ${megabytes} MB.`,
      };
    case 'bad_upload':
      return { status: 400, code: 'bad_upload', message: 'Please upload exactly one PDF file in the field "resume".' };
    case 'no_file':
      return { status: 400, code: 'no_file', message: 'Please choose your resume: one PDF file of at most 5 MB.' };
    case 'too_many_new_drafts':
      return newDraftRefusal;
    case 'too_many_resume_checks':
      return {
        status: 429,
        code: 'too_many_resume_checks',
        message: 'Too many files were uploaded from your network in the last hour. Please try again later.',
        retryAfterSeconds: refused.retryAfterSeconds,
      };
    default:
      return quotaRefusals[refused.reason];
  }
}

export function lastResumeRefusal(refused: Refused<LastResumeResult> | NotSignedIn): Refusal {
  switch (refused.reason) {
    case 'not_signed_in':
      return {
        status: 401,
        code: 'not_signed_in',
        message: 'Please sign in to use the resume of an earlier application.',
      };
    case 'no_last_resume':
      return {
        status: 404,
        code: 'no_last_resume',
        message: 'There is no resume of an earlier application to use. Please upload one.',
      };
    default:
      return quotaRefusals[refused.reason];
  }
}

export function submitRefusal(refused: Refused<SubmitResult> | NotSignedIn): Refusal {
  switch (refused.reason) {
    case 'not_signed_in':
      return {
        status: 401,
        code: 'not_signed_in',
        message: 'Please sign in to submit your application. Your answers are saved.',
      };
    case 'no_job':
      return {
        status: 400,
        code: 'no_job',
        message:
          'Please choose the job you are applying for: open it from the job openings (/joblistings) and press ' +
          'Apply Now. Your answers are kept.',
        fields: { job: ['Choose a job from the job openings.'] },
      };
    case 'job_closed':
      return {
        status: 409,
        code: 'job_closed',
        message:
          `${refused.job.title} has closed: it no longer takes applications. Your answers are kept: choose another ` +
          'job from the job openings (/joblistings) and press Apply Now.',
      };
    case 'already_applied':
      return {
        status: 409,
        code: 'already_applied',
        message: `You have already applied for this role${refused.existing ? ` (reference ${refused.existing.reference})` : ''}.`,
      };
    case 'incomplete_application':
      return {
        status: 400,
        code: 'incomplete_application',
        message: `Please complete these steps before you submit: ${refused.missing.map(labelOf).join(', ')}.`,
        fields: Object.fromEntries(refused.missing.map((step) => [step, ['This step is not complete yet.']])),
      };
  }
}
