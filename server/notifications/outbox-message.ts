/** An email as the outbox keeps it: rendered once, when the event happened. */
export interface EmailMessage {
  kind: 'email';
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** `status`: a recruiter's status change told to the candidate, which Undo may cancel before it leaves. */
  topic?: 'status';
  /** Extra header fields (a job alert's List-Unsubscribe and List-Unsubscribe-Post, RFC 8058). */
  headers?: Record<string, string>;
}

/** A webhook call: `event` and `data` become the JSON body. */
export interface WebhookMessage {
  kind: 'webhook';
  event: string;
  data: Record<string, unknown>;
}

export type OutboxMessage = EmailMessage | WebhookMessage;
