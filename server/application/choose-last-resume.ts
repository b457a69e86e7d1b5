import type { Request } from 'express';
import type { NotSignedIn } from './application-refusals';
import type { ApplicationService, LastResumeResult } from './application-service';
import type { ResumeQuota } from './application-store';

/**
 * The session's signed-in candidate chooses "Use my last resume": what
 * `POST /api/application/resume/last` does, and the Resume step's form posted without
 * JavaScript. Without a signed-in candidate, `not_signed_in` (an earlier application is an account's).
 */
export async function chooseLastResume(
  application: ApplicationService,
  req: Request,
  quota: ResumeQuota,
): Promise<LastResumeResult | NotSignedIn> {
  const user = req.session.user;
  if (!user) return { ok: false, reason: 'not_signed_in' };
  return application.chooseLastResume(user, quota);
}
