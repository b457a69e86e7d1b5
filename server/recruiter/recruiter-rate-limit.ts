import type { RequestHandler } from 'express';
import { rateLimit, type Store } from 'express-rate-limit';
import { HttpError } from '../../shared/http-error';

/**
 * The limit on each recruiter's requests to `/api/recruiter` a minute (RECRUITER_RATE_LIMIT_PER_MINUTE),
 * counted per account (a team behind one office address shares no budget), after the recruiter
 * check: 429 with Retry-After past it. `store`: where it counts (server/limits/rate-limit-store.ts).
 */
export function recruiterRateLimit(requestsPerMinute: number, store: Store): RequestHandler {
  return rateLimit({
    windowMs: 60_000,
    limit: requestsPerMinute,
    store,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    keyGenerator: (req) => req.session.user?.uid ?? 'nobody',
    handler: (_req, _res, next) =>
      next(new HttpError(429, 'too_many_requests', 'Too many requests in a short time. Please wait a minute.')),
  });
}
