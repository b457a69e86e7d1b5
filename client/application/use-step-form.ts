import { type FormEvent, useState } from 'react';
import { useLoaderData, useLocation, useNavigate } from 'react-router';
import { fieldErrors, type StepAnswers, stepSchemas } from '../../shared/application/schemas';
import { type DraftStep, wizardScreens } from '../../shared/application/steps';
import type { ApplicationState } from '../../shared/data-source';
import { pathOf } from '../../shared/route-paths';
import { ApiError } from '../api-error';
import { useHydrated } from '../app/use-hydrated';
import { saveStep } from './application-api';
import { focusFirstInvalid } from './form-fields';

/** Form values while editing: text, yes/no, lists; validated into StepAnswers on Continue. */
export type FormValues = Record<string, string | boolean | string[] | undefined>;

/** What the wizard passes forward as navigation state: each saved step's answers (and sign-in's profile). */
export type WizardState = Partial<StepAnswers> & { displayName?: string | null; email?: string | null };

/**
 * One step's form. Values start from what the server rendered (the saved draft, or `defaults`);
 * navigation state, which only the browser has, joins after hydration. Messages show only after
 * the first attempt to continue. Continue validates with the shared schema, saves the step on the
 * server, and moves to the next step passing the answers forward as navigation state.
 */
export function useStepForm(step: DraftStep, defaults: (navigationState: WizardState) => FormValues) {
  const { draft, rejected } = useLoaderData<ApplicationState>();
  const navigate = useNavigate();
  const location = useLocation();
  const navigationState: WizardState = useHydrated() ? ((location.state ?? {}) as WizardState) : {};
  // After a refused form post (JavaScript off), the page shows what was posted, with its messages.
  const refused = rejected?.step === step ? rejected.values : undefined;
  const [edits, setEdits] = useState<FormValues>(refused ?? {});
  const [attempted, setAttempted] = useState(refused !== undefined && !rejected?.prefill);
  const [serverErrors, setServerErrors] = useState<Record<string, string[]>>({});
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const values: FormValues = {
    ...defaults(navigationState),
    ...(draft.steps[step] as FormValues | undefined),
    ...(navigationState[step] as FormValues | undefined),
    ...edits,
  };
  const parsed = stepSchemas[step].safeParse(values);
  const errors: Record<string, string[]> = attempted ? (parsed.success ? serverErrors : fieldErrors(parsed.error)) : {};

  // Every step has a next screen: the last step is followed by review.
  const next = wizardScreens[wizardScreens.findIndex((screen) => screen.step === step) + 1]?.screen ?? 'reviewSubmit';

  function setField(name: string, value: FormValues[string]) {
    setEdits((current) => ({ ...current, [name]: value }));
    setServerErrors({});
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setAttempted(true);
    setProblem(null);
    if (!parsed.success) {
      focusFirstInvalid(form, Object.keys(fieldErrors(parsed.error)));
      return;
    }
    setSaving(true);
    try {
      await saveStep(step, parsed.data);
      navigate(pathOf(next), { state: { ...navigationState, [step]: parsed.data } });
    } catch (error) {
      if (error instanceof ApiError && error.fields) {
        setServerErrors(error.fields);
        focusFirstInvalid(form, Object.keys(error.fields));
      } else {
        setProblem(
          error instanceof ApiError
            ? error.message
            : 'Your answers could not be saved. Check your connection and try again.',
        );
      }
    } finally {
      setSaving(false);
    }
  }

  /** The first message for a field, if it has one now. */
  const errorOf = (name: string) => errors[name]?.[0];

  /** The props of a text, select or radio field: its value, label and message. */
  const fieldProps = (name: string, label: string) => ({
    name,
    label,
    value: String(values[name] ?? ''),
    onChange: setField,
    error: errorOf(name),
  });

  return { values, setField, errorOf, fieldProps, submit, saving, problem, errors };
}
