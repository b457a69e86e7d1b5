import type { Request } from 'express';
import type { NotSignedIn } from './application-refusals';
import type { ApplicationService, SubmitResult } from './application-service';
import { userDraft } from '../storage/tables/drafts';
import { sourceOfRequest } from './landing-source';

/**
 * The session's signed-in candidate submits their draft: what `POST /api/application/submit`
 * does, and Review and Submit's form posted without JavaScript. Without a signed-in candidate,
 * `not_signed_in`; the service's own refusals (incomplete, already applied) pass through.
 */
export async function submitForSession(
  application: ApplicationService,
  req: Request,
): Promise<SubmitResult | NotSignedIn> {
  const user = req.session.user;
  if (!user) return { ok: false, reason: 'not_signed_in' };
  return application.submit(userDraft(user.uid), user, sourceOfRequest(req, req.secure));
}
