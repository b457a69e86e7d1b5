import {
  type ActionFunctionArgs,
  type ClientActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  redirect,
  type ShouldRevalidateFunction,
} from 'react-router';
import { answersFromForm } from '../../shared/application/form-answers';
import { SIGN_IN_EMAIL_FIELD } from '../../shared/application/sign-in-email-field';
import type { StepAnswers } from '../../shared/application/schemas';
import { type WizardStep, wizardScreens, wizardScreensFor } from '../../shared/application/steps';
import type { DraftStep } from '../../shared/application/steps';
import type { ApplicationState } from '../../shared/application/application-pages';
import { pathOf } from '../../shared/route-paths';
import wizardStyles from './wizard.css?url';

type PostedValues = Record<string, string | boolean | string[]>;

/** What a step's action answers: its answers saved, or refused with messages, or the form only prefilled. */
export type StepActionData =
  | { outcome: 'saved'; answers: Partial<StepAnswers> }
  | { outcome: 'refused'; values: PostedValues; fields: Record<string, string[]> }
  | { outcome: 'prefill'; values: PostedValues }
  | { outcome: 'failed' };

/** The screen after a step's (General questions is followed by the job's own when it has some); the last step by review. */
export function nextPath(step: WizardStep, hasJobQuestions: boolean, countryCode: string): string {
  const screens = wizardScreensFor(hasJobQuestions, countryCode);
  // A step this country does not ask (the military one) is followed by the next one it does.
  const following = wizardScreens.slice(wizardScreens.findIndex((screen) => screen.step === step) + 1);
  const index = screens.findIndex((screen) => screen.step === step);
  const next = index >= 0 ? screens[index + 1] : following.find((screen) => screens.includes(screen));
  return pathOf(next?.screen ?? 'reviewSubmit');
}

/**
 * Every step shows the draft (its answers, the progress ticks), fresh from the server. The step
 * loader and action are shared by the wizard's nine route modules, so they take React Router's
 * general argument types (each module's `Route.LoaderArgs`/`Route.ActionArgs` is assignable to them).
 */
export function stepLoader({ context }: LoaderFunctionArgs): Promise<ApplicationState> {
  return context.application.state();
}

function formFields(form: FormData): Record<string, string[]> {
  // Without a prototype: a field named `constructor` or `__proto__` is just a field.
  const fields: Record<string, string[]> = Object.create(null);
  for (const [name, value] of form) if (typeof value === 'string') (fields[name] ??= []).push(value);
  return fields;
}

/**
 * A step's action. The script-driven form posts the validated answers as JSON and moves on
 * itself, with them as navigation state. A plain form post (JavaScript off, or a click before
 * hydration) is redirected to the next step (303, so Reload does not post again) or answered
 * with the step again, its messages and status 400. Answers never travel in a URL.
 */
export function stepAction(step: DraftStep) {
  return async ({ request, context }: ActionFunctionArgs) => {
    if (request.headers.get('Content-Type')?.startsWith('application/json')) {
      const answers: unknown = await request.json().catch(() => undefined);
      const outcome = await context.application.saveStep(step, answers);
      return 'refused' in outcome
        ? data<StepActionData>({ outcome: 'refused', values: {}, fields: outcome.refused }, { status: 400 })
        : ({ outcome: 'saved', answers: outcome.saved } satisfies StepActionData);
    }
    // A body that is not a form (text/plain, say) counts as an empty form: refused with the messages.
    const fields = formFields(await request.formData().catch(() => new FormData()));
    // The sign-in page's email, posted without JavaScript: the contact step starts with it, nothing is saved.
    if (step === 'contact' && fields[SIGN_IN_EMAIL_FIELD] !== undefined) {
      const email = (fields.email?.[0] ?? '').trim().slice(0, 254);
      return { outcome: 'prefill', values: { email } } satisfies StepActionData;
    }
    const values = answersFromForm(step, fields);
    const outcome = await context.application.saveStep(step, values);
    if ('refused' in outcome) {
      return data<StepActionData>({ outcome: 'refused', values, fields: outcome.refused }, { status: 400 });
    }
    // Only General questions is followed by a step that depends on the job.
    const hasJobQuestions = step === 'general' && (await context.application.jobQuestions()).length > 0;
    throw redirect(nextPath(step, hasJobQuestions, context.application.companyCountry), {
      status: 303,
      headers: { 'Cache-Control': 'no-store' },
    });
  };
}

/** In the browser: a failed save (offline, the server down) is a message on the form, not an error page. */
export async function stepClientAction({ serverAction }: ClientActionFunctionArgs): Promise<StepActionData> {
  try {
    return await serverAction<StepActionData>();
  } catch {
    return { outcome: 'failed' };
  }
}

/** A saved step moves on to the next one: its own data need not be read again first. */
export const stepShouldRevalidate: ShouldRevalidateFunction = ({ actionResult, defaultShouldRevalidate }) =>
  (actionResult as StepActionData | undefined)?.outcome === 'saved' ? false : defaultShouldRevalidate;

/**
 * The wizard's stylesheet, for every step's page (client/app/page-styles.tsx); its script-driven
 * forms post their answers as JSON, which the page handler lets through to these routes only.
 */
export const stepHandle = { styles: [wizardStyles], takesJson: true };

// The route exports every wizard step shares, under React Router's names: a step's module
// re-exports them in one line (`export { loader, ... } from`) and adds its own `action` and `head`.
export {
  stepClientAction as clientAction,
  stepHandle as handle,
  stepLoader as loader,
  stepShouldRevalidate as shouldRevalidate,
};
