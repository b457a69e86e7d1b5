import type { Request } from 'express';
import type { SubmittedApplication } from '../../shared/application/draft';
import { HttpError } from '../http/http-error';
import { userDraft } from '../storage/tables/drafts';
import type { ApplicationService } from './application-service';

/**
 * The session's signed-in candidate submits their draft: what `POST /api/application/submit`
 * does, and Review and Submit's form posted without JavaScript. Without a signed-in candidate,
 * 401; the service's own refusals (400 incomplete, 409 already applied) pass through.
 */
export async function submitForSession(application: ApplicationService, req: Request): Promise<SubmittedApplication> {
  const user = req.session.user;
  if (!user)
    throw new HttpError(401, 'not_signed_in', 'Please sign in to submit your application. Your answers are saved.');
  return application.submit(userDraft(user.uid), user);
}
