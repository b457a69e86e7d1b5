import { data, redirect } from 'react-router';
import type { Route } from '../pages/+types/review-submit-page';

/** The query of the review page right after a submission without JavaScript: it shows the thank-you. */
export const JUST_SUBMITTED_PARAM = 'submitted';

/** What Review and Submit's action answers when the submission is refused: the message for the page. */
export interface SubmitActionData {
  problem: string;
}

/**
 * Review and Submit's action: its Submit posted as a form (JavaScript off, or a click before the
 * script runs). It submits exactly as `POST /api/application/submit` does, then sends the browser
 * to the confirmation (303: Reload does not post again); a refusal answers the page with the
 * API's message and status (401 not signed in, 400 naming the steps to complete, 409 applied).
 * With JavaScript the page calls the JSON API itself.
 */
export async function submitAction({ request, context }: Route.ActionArgs) {
  const outcome = await context.application.submit();
  if ('refused' in outcome) {
    return data<SubmitActionData>({ problem: outcome.refused.message }, { status: outcome.refused.status });
  }
  throw redirect(`${new URL(request.url).pathname}?${JUST_SUBMITTED_PARAM}`, {
    status: 303,
    headers: { 'Cache-Control': 'no-store' },
  });
}
