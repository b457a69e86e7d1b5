import { type FormEvent, useEffect, useState } from 'react';
import { useFetcher, useNavigate } from 'react-router';
import { checkJobAnswers, type JobAnswers } from '../../shared/application/job-questions';
import { focusFirstInvalid } from '../application/form-fields';
import { JobQuestionField } from '../application/job-question-field';
import {
  jobQuestionsAction,
  type JobQuestionsActionData,
  jobQuestionsLoader,
} from '../application/job-questions-route';
import { StepForm } from '../application/step-form';
import { nextPath } from '../application/step-route';
import { WizardLayout } from '../application/wizard-layout';
import { metaFor, stepHead } from '../page-head';
import type { Route } from './+types/job-questions-page';

export { clientAction, shouldRevalidate, handle } from '../application/step-route';
export const loader = jobQuestionsLoader;
export const action = jobQuestionsAction;
export const head = stepHead('jobQuestions', {
  heading: 'Questions for this job',
  about: 'the questions the hiring team asks for this job.',
});

export const meta = metaFor(head);

/**
 * The job's own questions (its ATS's: Greenhouse, Ashby, Recruitee, SmartRecruiters), rendered from its ATS's fields, after General
 * questions. Continue checks the answers with the server's own rules (shared/application/
 * job-questions.ts), saves them through the route's action and moves on; without the script the
 * form posts to the same action.
 */
export default function JobQuestionsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { draft, jobQuestions, companyCountry } = loaderData;
  const navigate = useNavigate();
  const posted = actionData as JobQuestionsActionData | undefined;
  const save = useFetcher<JobQuestionsActionData>();
  const [edits, setEdits] = useState<JobAnswers>(posted?.outcome === 'refused' ? posted.values : {});
  const [attempted, setAttempted] = useState(posted?.outcome === 'refused');
  const answer = save.state === 'idle' ? (save.data ?? posted) : undefined;
  const [editedAfter, setEditedAfter] = useState<JobQuestionsActionData | undefined>();

  const values: JobAnswers = { ...draft.jobAnswers, ...edits };
  const checked = checkJobAnswers(jobQuestions, values);
  const serverErrors = answer?.outcome === 'refused' && answer !== editedAfter ? answer.fields : {};
  const errors = attempted ? (checked.ok ? serverErrors : checked.fields) : {};
  const problem =
    answer?.outcome === 'unavailable'
      ? answer.message
      : save.data?.outcome === 'failed' && save.state === 'idle'
        ? 'Your answers could not be saved. Check your connection and try again.'
        : null;

  const saved = save.state === 'idle' ? save.data : undefined;
  useEffect(() => {
    if (saved?.outcome === 'saved') navigate(nextPath('questions', true, companyCountry));
    else if (saved?.outcome === 'refused') {
      const form = document.querySelector<HTMLFormElement>('form.wizard-form');
      if (form) focusFirstInvalid(form, Object.keys(saved.fields));
    }
    // Only a new answer of the action counts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [saved]);

  function setField(name: string, value: string | string[]) {
    setEdits((current) => ({ ...current, [name]: value }));
    setEditedAfter(answer);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setAttempted(true);
    if (!checked.ok) {
      focusFirstInvalid(event.currentTarget, Object.keys(checked.fields));
      return;
    }
    void save.submit(checked.answers, { method: 'post', encType: 'application/json' });
  }

  const someOptional = jobQuestions.some((question) => !question.required);
  // The summary names each question: "Please answer this question." alone would not say which.
  const summary = Object.fromEntries(
    jobQuestions.flatMap((question) => {
      const messages = errors[question.name];
      const joiner = /[?.!:]$/.test(question.label) ? ' ' : ': ';
      return messages ? [[question.name, messages.map((text) => `${question.label}${joiner}${text}`)]] : [];
    }),
  );
  return (
    <WizardLayout
      screen="jobQuestions"
      heading={head.heading}
      draft={draft}
      optionalFields={
        someOptional ? (jobQuestions.every((question) => !question.required) ? 'all' : 'some') : undefined
      }
    >
      <p>The hiring team asks these for this job, besides the questions every application here answers.</p>
      <StepForm onSubmit={submit} saving={save.state !== 'idle'} errors={summary} problem={problem}>
        {jobQuestions.map((question) => (
          <JobQuestionField
            key={question.name}
            question={question}
            value={values[question.name]}
            onChange={setField}
            error={errors[question.name]?.[0]}
          />
        ))}
      </StepForm>
    </WizardLayout>
  );
}
