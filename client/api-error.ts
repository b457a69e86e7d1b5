/**
 * An error the BFF answered (`{ error: { code, message, fields? } }`), with its status. Its own
 * module, so pages can recognise it without loading the HTTP client (api-client.ts, with axios).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string[]>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}
