/** An email as the outbox keeps it: rendered once, when the event happened. */
export interface EmailMessage {
  kind: 'email';
  to: string[];
  subject: string;
  text: string;
  html: string;
}

/** A webhook call: `event` and `data` become the JSON body. */
export interface WebhookMessage {
  kind: 'webhook';
  event: string;
  data: Record<string, unknown>;
}

export type OutboxMessage = EmailMessage | WebhookMessage;
