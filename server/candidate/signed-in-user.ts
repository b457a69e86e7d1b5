import type { Request } from 'express';
import { HttpError } from '../../shared/http-error';

/**
 * The signed-in user of an API request; without one, 401. The routes of the candidate's own data
 * (candidate-routes.ts, server/alerts/alerts-routes.ts) check with their middleware first; the
 * services take the uid.
 */
export function signedInUser(req: Request) {
  const user = req.session?.user;
  if (!user) throw new HttpError(401, 'not_signed_in', 'Please sign in to see your applications.');
  return user;
}
