import { data, redirect } from 'react-router';
import type { ApplicationPages } from '../../shared/application/application-pages';
import type { Route } from '../pages/+types/resume-page';
import { stepAction, stepHandle, type StepActionData } from './step-route';

/**
 * The hidden field of the step's small forms, and its values: the resume is removed (Replace) or
 * the last application's is used, not a step saved.
 */
export const RESUME_FORM_FIELD = 'resumeForm';
export const REMOVE_RESUME = 'remove';
export const USE_LAST_RESUME = 'last';

/** What the Resume step's action answers: a step's answer, or an upload refused with its message. */
export type ResumeActionData = StepActionData | { outcome: 'upload-refused'; problem: string };

/** Multipart posts reach the action unread: its context parses them (server/pages/page-handler.ts). */
export const resumeHandle = { ...stepHandle, readsUpload: true };

const saveResumeStep = stepAction('resume');

/** Back to the step at the path it was posted to (303: Reload does not post again), which shows the change. */
const backToStep = (request: Request) =>
  redirect(new URL(request.url).pathname, { status: 303, headers: { 'Cache-Control': 'no-store' } });

/** Which of the step's small forms was posted, if one was (else it is the step's Continue). */
async function resumeFormOf(request: Request): Promise<FormDataEntryValue | null> {
  if (!request.headers.get('Content-Type')?.startsWith('application/x-www-form-urlencoded')) return null;
  // A copy: the step's own action reads the body when this is its Continue.
  const form = await request
    .clone()
    .formData()
    .catch(() => new FormData());
  return form.get(RESUME_FORM_FIELD);
}

/** Whether the post is a resume's upload form, sent without JavaScript. */
export const isResumeUpload = (request: Request) =>
  request.headers.get('Content-Type')?.startsWith('multipart/form-data') ?? false;

/** A file stored (uploaded or chosen) goes back to the step; a refusal answers it with the message. */
export function storedOrRefused(
  outcome: Awaited<ReturnType<ApplicationPages['uploadResume'] | ApplicationPages['chooseLastResume']>>,
  request: Request,
) {
  if ('refused' in outcome) {
    return data<ResumeActionData>(
      { outcome: 'upload-refused', problem: outcome.refused.message },
      { status: outcome.refused.status },
    );
  }
  throw backToStep(request);
}

/**
 * The Resume step's action. Its Continue is every step's (client/application/step-route.ts).
 * Without JavaScript, its upload is a multipart form post and its Replace and "Use my last
 * resume" form posts too: the resume is stored, removed or copied exactly as the JSON API does,
 * and the browser goes back to the step, which shows it; a refused file answers the step with the
 * API's message and status (400, 401, 404, 413, 415, 422, 429, 503). With JavaScript the page calls
 * the JSON API itself.
 */
export async function resumeAction(args: Route.ActionArgs) {
  const { request, context } = args;
  if (isResumeUpload(request)) return storedOrRefused(await context.application.uploadResume(), request);
  const resumeForm = await resumeFormOf(request);
  if (resumeForm === REMOVE_RESUME) {
    await context.application.removeResume();
    throw backToStep(request);
  }
  if (resumeForm === USE_LAST_RESUME) {
    return storedOrRefused(await context.application.chooseLastResume(), request);
  }
  return saveResumeStep(args);
}
