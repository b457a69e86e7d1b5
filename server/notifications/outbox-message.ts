import type { DeliveryAts } from '../../shared/api/recruiter';
/** An email as the outbox keeps it: rendered once, when the event happened. */
export interface EmailMessage {
  kind: 'email';
  to: string[];
  subject: string;
  text: string;
  html: string;
  /**
   * `status`: a recruiter's status change told to the candidate, which Undo may cancel before it
   * leaves; `sign-in`: a sign-in link, deleted an hour after it was written (server/auth).
   */
  topic?: 'status' | 'sign-in';
  /** Extra header fields (a job alert's List-Unsubscribe and List-Unsubscribe-Post, RFC 8058). */
  headers?: Record<string, string>;
}

/** A webhook call: `event` and `data` become the JSON body. */
export interface WebhookMessage {
  kind: 'webhook';
  event: string;
  data: Record<string, unknown>;
}

/**
 * An application's delivery into the company's ATS (server/ats-delivery): which ATS, board and
 * job. What is sent (the candidate's answers and resume) is read from the application when it
 * is sent, so the outbox holds no copy of the resume.
 */
export interface AtsMessage {
  kind: 'ats';
  ats: DeliveryAts;
  /** Greenhouse's board token, Lever's site, Ashby's board, Recruitee's or SmartRecruiters' company. */
  board: string;
  jobId: string;
  applicationId: string;
}

export type OutboxMessage = EmailMessage | WebhookMessage | AtsMessage;
