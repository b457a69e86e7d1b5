import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { useActionData, useFetcher, useLoaderData, useLocation, useNavigate } from 'react-router';
import { isCarriedStep } from '../../shared/application/carry-over';
import { fieldErrors, type StepAnswers, stepSchemasFor } from '../../shared/application/schemas';
import type { Draft } from '../../shared/application/draft';
import type { DraftStep } from '../../shared/application/steps';
import { useHydrated } from '../app/use-hydrated';
import { focusFirstInvalid } from './form-fields';
import { nextPath, type stepAction, type StepActionData, type stepLoader } from './step-route';
import { parsedTypedAnswers, typedAnswers, useTypedAnswers } from './typed-answers';

/** Form values while editing: text, yes/no, lists; validated into StepAnswers on Continue. */
export type FormValues = Record<string, string | boolean | string[] | undefined>;

/** What the wizard passes forward as navigation state: each saved step's answers (and sign-in's profile). */
export type WizardState = Partial<StepAnswers> & { displayName?: string | null; email?: string | null };

/**
 * One step's form. Values start from what the server rendered (the saved draft, or the
 * candidate's last application for a carried step, or `defaults`);
 * navigation state, which only the browser has, joins after hydration. Messages show only after
 * the first attempt to continue. Continue validates with the shared schema, saves the step through
 * its route's action, and moves to the next step passing the answers forward as navigation state.
 */
export function useStepForm(step: DraftStep, defaults: (navigationState: WizardState) => FormValues) {
  // The data every step's route shares: its module's loader is (or extends) the step loader.
  const { draft, carryOver, jobQuestions, companyCountry } = useLoaderData<typeof stepLoader>();
  const navigate = useNavigate();
  const location = useLocation();
  const navigationState: WizardState = useHydrated() ? ((location.state ?? {}) as WizardState) : {};
  // A returning candidate's last answers to this step start the form until they save it.
  const unsaved = draft.steps[step] === undefined && navigationState[step] === undefined;
  const carried = unsaved && isCarriedStep(step) ? carryOver?.steps[step] : undefined;
  // Else what the resume was read to say (server/application/resume-proposals.ts), in the fields
  // nothing else has filled (the account's name and email stay).
  const proposals = unsaved && !carried ? proposalsOf(draft.fromResume, step) : {};
  // After a plain form post (JavaScript off), the page shows what was posted, with its messages.
  const posted = useActionData<ReturnType<typeof stepAction>>();
  const postedValues = posted && 'values' in posted ? posted.values : undefined;
  const [edits, setEdits] = useState<FormValues>(postedValues ?? {});
  // What was typed in this step before a reload, until Continue saves it.
  const typedJson = useTypedAnswers(step);
  const typed = useMemo(() => parsedTypedAnswers(typedJson) as FormValues, [typedJson]);
  // Each edit kept in the tab as it is made (every edit of one event included).
  useEffect(() => {
    if (Object.keys(edits).length > 0) typedAnswers.write(step, { ...typed, ...edits });
    // The kept values are read as they were: writing them changes `typed`, which must not write again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [edits]);
  const [attempted, setAttempted] = useState(posted?.outcome === 'refused');
  const save = useFetcher<StepActionData>();
  // The action's latest answer (to the script-driven form, or else to the plain post), until the
  // candidate edits a field: its messages then no longer describe what is in the form.
  const answer = save.state === 'idle' ? (save.data ?? posted) : undefined;
  const [editedAfter, setEditedAfter] = useState<StepActionData | undefined>();
  const serverErrors = answer?.outcome === 'refused' && answer !== editedAfter ? answer.fields : {};
  const problem =
    save.data?.outcome === 'failed' && save.state === 'idle'
      ? 'Your answers could not be saved. Check your connection and try again.'
      : null;

  const initial = defaults(navigationState);
  const proposed = Object.fromEntries(
    Object.entries(proposals).filter(([name]) => !ACCOUNT_FIELDS.has(name) || !initial[name]),
  );
  const values: FormValues = {
    ...initial,
    ...proposed,
    ...(carried as FormValues | undefined),
    ...(draft.steps[step] as FormValues | undefined),
    ...(navigationState[step] as FormValues | undefined),
    ...typed,
    ...edits,
  };
  const parsed = stepSchemasFor(companyCountry)[step].safeParse(values);
  const errors: Record<string, string[]> = attempted ? (parsed.success ? serverErrors : fieldErrors(parsed.error)) : {};

  function setField(name: string, value: FormValues[string]) {
    setEdits((current) => ({ ...current, [name]: value }));
    setEditedAfter(answer);
  }

  // Saved: on to the next step with the answers. Refused: to the first field the server refused.
  const saved = save.state === 'idle' ? save.data : undefined;
  useEffect(() => {
    if (saved?.outcome === 'saved') {
      typedAnswers.clear(step);
      navigate(nextPath(step, jobQuestions.length > 0, companyCountry), {
        state: { ...navigationState, ...saved.answers },
      });
    } else if (saved?.outcome === 'refused') {
      const stepForm = document.querySelector<HTMLFormElement>('form.wizard-form');
      if (stepForm) focusFirstInvalid(stepForm, Object.keys(saved.fields));
    }
    // Only a new answer of the action counts; the navigation state is read as it was then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [saved]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setAttempted(true);
    if (!parsed.success) {
      focusFirstInvalid(event.currentTarget, Object.keys(fieldErrors(parsed.error)));
      return;
    }
    void save.submit(parsed.data as Record<string, never>, { method: 'post', encType: 'application/json' });
  }

  /** The first message for a field, if it has one now. */
  const errorOf = (name: string) => errors[name]?.[0];

  /** Whether the field shows what the resume was read to say: not since changed, typed or posted. */
  const isFromResume = (name: string) =>
    name in proposed && values[name] === proposed[name] && !(name in typed) && !(name in edits);
  const fromResume = Object.keys(proposed).filter(isFromResume);

  /** The props of a text, select or radio field: its value, label, message and whether it was read from the resume. */
  const fieldProps = (name: string, label: string) => ({
    name,
    label,
    value: String(values[name] ?? ''),
    onChange: setField,
    error: errorOf(name),
    fromResume: isFromResume(name),
  });

  return {
    values,
    setField,
    errorOf,
    fieldProps,
    submit,
    saving: save.state !== 'idle',
    problem,
    errors,
    /** The application the form's starting values come from, while they do; else null. */
    carriedFrom: carried && carryOver ? carryOver.from : null,
    /** The fields showing what the resume was read to say (ResumeReadNotice). */
    fromResume,
    /** Why the draft's resume was not read, on a step it would have filled (ResumeReadNotice); else null. */
    resumeUnread: (unsaved && !carried && isReadStep(step) && draft.fromResume?.unread) || null,
  };
}

/** The answers the signed-in account gives (its name and email): a resume's proposal does not replace them. */
const ACCOUNT_FIELDS = new Set(['firstName', 'lastName', 'email']);

/** The steps a resume's reading proposes answers to. */
const isReadStep = (step: DraftStep): step is 'contact' | 'education' => step === 'contact' || step === 'education';

/** The draft's proposals for `step`, as form values. */
function proposalsOf(fromResume: Draft['fromResume'], step: DraftStep): FormValues {
  return (isReadStep(step) ? fromResume?.steps[step] : undefined) ?? {};
}
