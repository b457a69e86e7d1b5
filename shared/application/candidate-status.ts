import type { z } from 'zod';
import type {
  candidateApplicationSchema,
  candidateDraftSchema,
  candidateHomeSchema,
  candidateResumeSchema,
  candidateDataSchema,
} from '../api/candidate';
import type { candidateStatuses } from '../api/candidate-enums';
import type { ApplicationStatus } from './status';

/** Where an application stands as its candidate sees it (`candidateStatuses`). */
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
export type CandidateApplication = z.infer<typeof candidateApplicationSchema>;

/** The candidate's application in progress. */
export type CandidateDraft = z.infer<typeof candidateDraftSchema>;

/** What the store's withdrawal did: `unchanged` when it was withdrawn already, `closed` after a decision (not selected, or hired). */
export type WithdrawOutcome = 'withdrawn' | 'unchanged' | 'closed' | 'not_found';

/** The candidate service's answer to a withdrawal, which the JSON route and the page map to HTTP. */
export type WithdrawResult =
  { ok: true; outcome: 'withdrawn' | 'unchanged' } | { ok: false; reason: 'closed' | 'not_found' };

/** The candidate's own home: their applications, newest first, and their draft in progress. */
export type CandidateHome = z.infer<typeof candidateHomeSchema>;

/** One resume file the site keeps of the candidate, with where to download it. */
export type CandidateResume = z.infer<typeof candidateResumeSchema>;

/**
 * Everything held about the candidate, as their download gives it (`GET /api/me/data`, with when it
 * was made and the account's own fields): what server/candidate/candidate-reads.ts's exportData reads.
 */
export type CandidateData = z.infer<typeof candidateDataSchema>;
