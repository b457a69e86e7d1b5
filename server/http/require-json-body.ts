import type { RequestHandler } from 'express';
import { HttpError } from '../../shared/http-error';

/**
 * For endpoints that read a JSON body: a body of another type is refused with 415, instead of
 * being skipped by the JSON parser and then reported as missing fields.
 */
export const requireJsonBody: RequestHandler = (req, _res, next) => {
  // `req.is` answers null when the request has no body at all: the route's validation says what is missing.
  if (req.is('application/json') === false) {
    next(new HttpError(415, 'unsupported_media_type', 'Please send this request as JSON (application/json).'));
    return;
  }
  next();
};
