/**
 * Where an application stands. Recruiters move it along the pipeline; only the candidate
 * withdraws, or erases it (a tombstone without personal data: server/candidate).
 */
export const recruiterStatuses = ['new', 'in_review', 'interview', 'offer', 'hired', 'rejected'] as const;
export const applicationStatuses = [...recruiterStatuses, 'withdrawn', 'erased'] as const;

export type RecruiterStatus = (typeof recruiterStatuses)[number];
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
}

/** An entry of an application's history: a status change or a private note, with who and when. */
export interface ApplicationEvent {
  at: string;
  actor: string;
  kind: 'status' | 'note';
  fromStatus: string | null;
  toStatus: string | null;
  note: string | null;
}

/** An application as a recruiter reads it: never with equal-opportunity or military answers. */
export interface RecruiterApplication extends ApplicationSummary {
  answers: Record<string, unknown>;
  resume: { fileName: string; size: number; uploadedAt: string } | null;
  history: ApplicationEvent[];
}
