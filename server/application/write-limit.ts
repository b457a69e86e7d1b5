import type { RequestHandler } from 'express';
import { rateLimit, type Store } from 'express-rate-limit';
import { HttpError } from '../../shared/http-error';

/**
 * The limit on a client's wizard writes per minute: each can store up to 5 MB, and a script must
 * not fill the disk. One limiter for the JSON API and the posted forms, so both draw on one budget.
 * Reads (GET) are not counted. `store`: where it counts (server/limits/rate-limit-store.ts).
 */
export function createWriteLimit(writesPerMinute: number, store: Store): RequestHandler {
  return rateLimit({
    windowMs: 60_000,
    limit: writesPerMinute,
    store,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    skip: (req) => req.method === 'GET',
    handler: (_req, _res, next) =>
      next(new HttpError(429, 'too_many_requests', 'Too many changes in a short time. Please wait a minute.')),
  });
}
