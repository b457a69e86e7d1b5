import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { z } from 'zod';
import { apiErrorSchema } from '../../shared/api/error';
import { HttpError } from '../../shared/http-error';

/** The one error shape of the JSON API (shared/api/error.ts). */
function errorBody(error: HttpError): z.infer<typeof apiErrorSchema> {
  return {
    error: {
      code: error.code,
      message: error.message,
      ...(error.fields ? { fields: error.fields } : {}),
    },
  };
}

/** Unknown API paths answer JSON, not the HTML 404 of pages. */
export const apiNotFound: RequestHandler = (req, _res, next) => {
  next(new HttpError(404, 'not_found', `No API endpoint at ${req.method} ${req.originalUrl.split('?')[0]}`));
};

/**
 * Turns any error into the JSON error shape. Errors that are not HttpErrors are bugs or
 * outages: they are logged whole and answered with a generic 500, so nothing internal leaks.
 */
export const errorHandler: ErrorRequestHandler = (error: unknown, req, res, next) => {
  if (res.headersSent) return next(error);
  // Errors from Express's own middleware (e.g. a malformed JSON body) carry a 4xx status.
  const status = (error as { status?: unknown }).status;
  const known =
    error instanceof HttpError
      ? error
      : typeof status === 'number' && status >= 400 && status < 500
        ? new HttpError(status, 'bad_request', (error as Error).message)
        : undefined;
  res.set('Cache-Control', 'no-store');
  if (known) {
    if (known.retryAfterSeconds !== undefined) res.set('Retry-After', String(known.retryAfterSeconds));
    res.status(known.status).json(errorBody(known));
    return;
  }
  req.log.error({ err: error }, 'request failed');
  res.status(500).json(errorBody(new HttpError(500, 'internal', 'Something went wrong on our side.')));
};
