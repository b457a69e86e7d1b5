import type { NextFunction, Request, Response } from 'express';
import { HttpError } from '../../shared/http-error';

/**
 * Whether the signed-in user may work the company's applications: a verified email in
 * RECRUITER_EMAILS (read at every request, so an address removed from the list is refused at
 * once after the restart that changes it), or the custom claim `recruiter: true` of the token
 * they signed in with.
 */
export function isRecruiter(req: Request, recruiterEmails: readonly string[]): boolean {
  const user = req.session.user;
  if (!user) return false;
  if (req.session.recruiterClaim === true) return true;
  return user.emailVerified && user.email !== null && recruiterEmails.includes(user.email.toLowerCase());
}

/** Lets recruiters through; anyone else gets 401 without a session and 403 with one, never data. */
export function requireRecruiter(recruiterEmails: readonly string[]) {
  return (req: Request, _res: Response, next: NextFunction) => {
    if (!req.session.user) return next(new HttpError(401, 'not_signed_in', 'Please sign in as a recruiter.'));
    if (!isRecruiter(req, recruiterEmails)) {
      return next(new HttpError(403, 'not_a_recruiter', 'This page is for the hiring team only.'));
    }
    next();
  };
}
