import type { Request } from 'express';
import type { ResumeInfo } from '../../shared/application/draft';
import { HttpError } from '../http/http-error';
import type { ApplicationService } from './application-service';
import type { ResumeQuota } from './application-store';

/**
 * The session's signed-in candidate chooses "Use my last resume": what
 * `POST /api/application/resume/last` does, and the Resume step's form posted without
 * JavaScript. Without a signed-in candidate, 401 (an earlier application is an account's).
 */
export async function chooseLastResume(
  application: ApplicationService,
  req: Request,
  quota: ResumeQuota,
): Promise<ResumeInfo> {
  const user = req.session.user;
  if (!user) throw new HttpError(401, 'not_signed_in', 'Please sign in to use the resume of an earlier application.');
  return application.chooseLastResume(user, quota);
}
