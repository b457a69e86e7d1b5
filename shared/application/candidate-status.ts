import type { ApplicationStatus } from './status';

/**
 * Where an application stands as its candidate sees it: the recruiter's pipeline told in the
 * candidate's words, never its internals. `hired` reads as `offer`: the candidate already knows
 * they accepted, and "hired" is the company's bookkeeping of that.
 */
export const candidateStatuses = ['received', 'in_review', 'interview', 'offer', 'not_selected', 'withdrawn'] as const;

export type CandidateStatus = (typeof candidateStatuses)[number];

export const candidateStatusOf: Record<Exclude<ApplicationStatus, 'erased'>, CandidateStatus> = {
  new: 'received',
  in_review: 'in_review',
  interview: 'interview',
  offer: 'offer',
  hired: 'offer',
  rejected: 'not_selected',
  withdrawn: 'withdrawn',
};

export const candidateStatusLabels: Record<CandidateStatus, string> = {
  received: 'Received',
  in_review: 'In review',
  interview: 'Interview',
  offer: 'Offer',
  not_selected: 'Not selected',
  withdrawn: 'Withdrawn',
};

/** One of the candidate's applications: `GET /api/me/applications`. */
export interface CandidateApplication {
  id: string;
  reference: string;
  job: { id: string; title: string };
  submittedAt: string;
  status: CandidateStatus;
  /** When the status last changed (the submission, if never). */
  statusChangedAt: string;
}

/** The candidate's application in progress. */
export interface CandidateDraft {
  /** The job it applies to; null: none chosen yet (with a JOBS_SOURCE, which has no sample requisition). */
  job: { id: string; title: string } | null;
  /** The steps saved so far (`questions`: the job's own, answered for this job). */
  steps: string[];
  hasResume: boolean;
  /** Whether the job asks questions of its own (a step more in the wizard). */
  hasJobQuestions: boolean;
  savedAt: string;
}

/** What the store's withdrawal did: `unchanged` when it was withdrawn already, `closed` after a decision (not selected, or hired). */
export type WithdrawOutcome = 'withdrawn' | 'unchanged' | 'closed' | 'not_found';

/** The candidate service's answer to a withdrawal, which the JSON route and the page map to HTTP. */
export type WithdrawResult =
  { ok: true; outcome: 'withdrawn' | 'unchanged' } | { ok: false; reason: 'closed' | 'not_found' };

/** The candidate's own home: their applications, newest first, and their draft in progress. */
export interface CandidateHome {
  applications: CandidateApplication[];
  drafts: CandidateDraft[];
}

/** One resume file the site keeps of the candidate, with where to download it. */
export interface CandidateResume {
  fileName: string;
  size: number;
  uploadedAt: string;
  download: string;
  /** The reference of the application it belongs to, or null for the draft's. */
  reference: string | null;
}
