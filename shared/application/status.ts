import type { z } from 'zod';
import type {
  applicationSummarySchema,
  pendingStatusEmailSchema,
  applicationEventSchema,
  recruiterApplicationSchema,
} from '../api/recruiter';
import type { applicationStatuses, recruiterStatuses } from '../api/recruiter-enums';

/** Where an application stands (`applicationStatuses`); a recruiter moves it to one of `recruiterStatuses`. */
export type RecruiterStatus = (typeof recruiterStatuses)[number];

/**
 * The statuses a recruiter may tell the candidate of by email (a decision or a next step, never
 * the pipeline's internals); the recruiter chooses each time, after reading the email.
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
export type ApplicationSummary = z.infer<typeof applicationSummarySchema>;

/**
 * What became of a status email: the recruiter chose to send it (`scheduled`, it waits
 * CANDIDATE_EMAIL_DELAY_MS), chose not to (`withheld`), or took it back before it left (`cancelled`).
 */
export type StatusEmailEvent = 'scheduled' | 'withheld' | 'cancelled';

/** The status email of an application waiting in the outbox, which Undo can still cancel. */
export type PendingStatusEmail = z.infer<typeof pendingStatusEmailSchema>;

/**
 * An entry of an application's history, with who and when: a status change, a private note, or
 * what became of a status email (`email`, in `note`: a StatusEmailEvent).
 */
export type ApplicationEvent = z.infer<typeof applicationEventSchema>;

/** An application as a recruiter reads it: never with equal-opportunity or military answers. */
export type RecruiterApplication = z.infer<typeof recruiterApplicationSchema>;
