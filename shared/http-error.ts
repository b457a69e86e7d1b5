/**
 * An error with an HTTP status and a message that is safe to show to the client: what the server
 * throws for its JSON API to answer (`{ error: { code, message, fields? } }`), and what the
 * browser's HTTP client (client/api-client.ts) makes of that answer. Its own module, so pages can
 * recognise it without loading that client (with axios).
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string[]>,
    /** Sent as Retry-After: when a 429 or 503 may be tried again. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** A refused change as the JSON API answers it (e.g. server/application/application-refusals.ts). */
export function httpErrorOf(refusal: {
  status: number;
  code: string;
  message: string;
  fields?: Record<string, string[]>;
  retryAfterSeconds?: number;
}): HttpError {
  return new HttpError(refusal.status, refusal.code, refusal.message, refusal.fields, refusal.retryAfterSeconds);
}
