import type { CandidateHome, CandidateResume, WithdrawResult } from '../application/candidate-status';
import type { PrivacyFacts } from '../privacy';

/**
 * What the signed-in candidate's pages read and do (`context.candidate` in a loader or action),
 * as `/api/me/*` does; built per request by server/candidate/candidate-service.ts. Every method but
 * `privacy` needs a signed-in user and throws without one: pages check `user` first.
 */
export interface CandidatePages {
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

declare module 'react-router' {
  interface AppLoadContext {
    candidate: CandidatePages;
  }
}
