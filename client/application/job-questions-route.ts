import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from 'react-router';
import type { ApplicationState } from '../../shared/application/application-pages';
import type { JobAnswers, JobQuestion } from '../../shared/application/job-questions';
import { nextPath } from './step-route';

/** What the job questions' action answers: saved, refused with messages (and what was posted), or failed. */
export type JobQuestionsActionData =
  | { outcome: 'saved'; answers: JobAnswers }
  | { outcome: 'refused'; values: JobAnswers; fields: Record<string, string[]> }
  | { outcome: 'unavailable'; message: string }
  | { outcome: 'failed' };

/** The step shows the draft like every step; a job without questions of its own has no such step: on to the next. */
export async function jobQuestionsLoader({ context }: LoaderFunctionArgs): Promise<ApplicationState> {
  const state = await context.application.state();
  if (state.jobQuestions.length === 0 && !state.submitted) {
    throw redirect(nextPath('general', false, state.companyCountry), { headers: { 'Cache-Control': 'no-store' } });
  }
  return state;
}

/** A posted form's answers: every value of a multi choice's field, the first of any other. */
export function answersFromPost(questions: readonly JobQuestion[], form: FormData): JobAnswers {
  const answers: JobAnswers = {};
  for (const question of questions) {
    const values = form.getAll(question.name).filter((value): value is string => typeof value === 'string');
    if (question.kind === 'multi') answers[question.name] = values;
    else if (values[0] !== undefined) answers[question.name] = values[0];
  }
  return answers;
}

/**
 * The step's action, as the other steps' (step-route.ts): the script-driven form posts JSON and
 * moves on itself; a plain form post is redirected to the next step (303) or answered with the
 * step again, its messages and status 400.
 */
export async function jobQuestionsAction({ request, context }: ActionFunctionArgs) {
  const json = request.headers.get('Content-Type')?.startsWith('application/json');
  const body: unknown = json
    ? await request.json().catch(() => undefined)
    : answersFromPost(await context.application.jobQuestions(), await request.formData().catch(() => new FormData()));
  const outcome = await context.application.saveJobAnswers(body);
  if ('unavailable' in outcome) {
    const { status, message } = outcome.unavailable;
    return data<JobQuestionsActionData>({ outcome: 'unavailable', message }, { status });
  }
  if ('refused' in outcome) {
    const values = json ? {} : (body as JobAnswers);
    return data<JobQuestionsActionData>({ outcome: 'refused', values, fields: outcome.refused }, { status: 400 });
  }
  if (json) return { outcome: 'saved', answers: outcome.saved } satisfies JobQuestionsActionData;
  throw redirect(nextPath('questions', true, context.application.companyCountry), {
    status: 303,
    headers: { 'Cache-Control': 'no-store' },
  });
}
