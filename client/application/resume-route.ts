import { type ActionFunctionArgs, data, redirect } from 'react-router';
import type { PageContext } from '../../shared/page-context';
import { stepAction, stepHandle, type StepActionData } from './step-route';

/** The hidden field of the Replace form, and its value: the resume is removed, not a step saved. */
export const RESUME_FORM_FIELD = 'resumeForm';
export const REMOVE_RESUME = 'remove';

/** What the Resume step's action answers: a step's answer, or an upload refused with its message. */
export type ResumeActionData = StepActionData | { outcome: 'upload-refused'; problem: string };

/** Multipart posts reach the action unread: its context parses them (server/pages/page-handler.ts). */
export const resumeHandle = { ...stepHandle, readsUpload: true };

const saveResumeStep = stepAction('resume');

/** Back to the step at the path it was posted to (303: Reload does not post again), which shows the change. */
const backToStep = (request: Request) =>
  redirect(new URL(request.url).pathname, { status: 303, headers: { 'Cache-Control': 'no-store' } });

async function isRemoval(request: Request): Promise<boolean> {
  if (!request.headers.get('Content-Type')?.startsWith('application/x-www-form-urlencoded')) return false;
  // A copy: the step's own action reads the body when this is its Continue.
  const form = await request
    .clone()
    .formData()
    .catch(() => new FormData());
  return form.get(RESUME_FORM_FIELD) === REMOVE_RESUME;
}

/**
 * The Resume step's action. Its Continue is every step's (client/application/step-route.ts).
 * Without JavaScript, its upload is a multipart form post and its Replace a form post too: the
 * resume is stored or removed exactly as the JSON API does, and the browser goes back to the step,
 * which shows it; a refused file answers the step with the API's message and status (400, 413,
 * 415, 429, 503). With JavaScript the page calls the JSON API itself.
 */
export async function resumeAction(args: ActionFunctionArgs<PageContext>) {
  const { request, context } = args;
  if (request.headers.get('Content-Type')?.startsWith('multipart/form-data')) {
    const outcome = await context.uploadResume();
    if ('refused' in outcome) {
      return data<ResumeActionData>(
        { outcome: 'upload-refused', problem: outcome.refused.message },
        { status: outcome.refused.status },
      );
    }
    throw backToStep(request);
  }
  if (await isRemoval(request)) {
    await context.removeResume();
    throw backToStep(request);
  }
  return saveResumeStep(args);
}
