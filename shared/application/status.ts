import type { AtsDelivery, DeliveryState } from './delivery';
import type { CandidateSource } from './candidate-source';
/**
 * Where an application stands. Recruiters move it along the pipeline; only the candidate
 * withdraws, or erases it (a tombstone without personal data: server/candidate).
 */
export const recruiterStatuses = ['new', 'in_review', 'interview', 'offer', 'hired', 'rejected'] as const;
export const applicationStatuses = [...recruiterStatuses, 'withdrawn', 'erased'] as const;

export type RecruiterStatus = (typeof recruiterStatuses)[number];

/**
 * The statuses a recruiter may tell the candidate of by email (a decision or a next step, never
 * the pipeline's internals); the recruiter chooses each time, after reading the email (issue 26).
 */
export const statusesThatEmail = ['interview', 'offer', 'rejected'] as const satisfies readonly RecruiterStatus[];

export const emailsOnMove = (status: string | undefined): boolean =>
  (statusesThatEmail as readonly (string | undefined)[]).includes(status);
export type ApplicationStatus = (typeof applicationStatuses)[number];

export const statusLabels: Record<ApplicationStatus, string> = {
  new: 'New',
  in_review: 'In review',
  interview: 'Interview',
  offer: 'Offer',
  hired: 'Hired',
  rejected: 'Rejected',
  withdrawn: 'Withdrawn',
  erased: "Erased at the candidate's request",
};

/** One row of the recruiter inbox. */
export interface ApplicationSummary {
  id: string;
  reference: string;
  jobId: string;
  /** The job's title when the candidate applied (the job may have closed since). */
  jobTitle: string;
  name: string;
  email: string;
  status: ApplicationStatus;
  submittedAt: string;
  /** Where the candidate came from, by one name (utm_source, else ref, else gh_src); null: directly. */
  source: string | null;
  /**
   * In the inbox's rows: the state of its delivery into the company's ATS, or null when its job
   * has none (shared/application/delivery.ts). Not in the CSV export.
   */
  deliveryState?: DeliveryState | null;
}

/**
 * What became of a status email: the recruiter chose to send it (`scheduled`, it waits
 * CANDIDATE_EMAIL_DELAY_MS), chose not to (`withheld`), or took it back before it left (`cancelled`).
 */
export type StatusEmailEvent = 'scheduled' | 'withheld' | 'cancelled';

/** The status email of an application waiting in the outbox, which Undo can still cancel. */
export interface PendingStatusEmail {
  to: string[];
  subject: string;
  /** When it may leave (ISO): CANDIDATE_EMAIL_DELAY_MS after the move. */
  sendAt: string;
}

/**
 * An entry of an application's history, with who and when: a status change, a private note, or
 * what became of a status email (`email`, in `note`: a StatusEmailEvent).
 */
export interface ApplicationEvent {
  at: string;
  actor: string;
  kind: 'status' | 'note' | 'email';
  fromStatus: string | null;
  toStatus: string | null;
  note: string | null;
}

/** An application as a recruiter reads it: never with equal-opportunity or military answers. */
export interface RecruiterApplication extends ApplicationSummary {
  answers: Record<string, unknown>;
  resume: { fileName: string; size: number; uploadedAt: string } | null;
  history: ApplicationEvent[];
  /** The status email still waiting to be sent, or null (none, sent, or cancelled). */
  pendingEmail: PendingStatusEmail | null;
  /**
   * Where status emails go: the candidate's signed-in account's verified address (not `email`,
   * typed in the contact step); null while none is known, and then a move emails nobody.
   */
  accountEmail: string | null;
  /** Every source tag the candidate landed with (utm_source, utm_medium, utm_campaign, gh_src, ref), or null. */
  sourceTags: CandidateSource | null;
  /**
   * Its delivery into the company's ATS (Greenhouse or Lever with its API key); null when its job
   * has none (another jobs source, or no key when it was submitted).
   */
  delivery: AtsDelivery | null;
}
