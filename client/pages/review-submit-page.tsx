import { type FormEvent, useState } from 'react';
import { Link, useLocation, useRevalidator, useSearchParams } from 'react-router';
import { type Draft, isStepComplete } from '../../shared/application/draft';
import { type JobAnswers, type JobQuestion, shownJobAnswer } from '../../shared/application/job-questions';
import type { DraftStep } from '../../shared/application/steps';
import { pathOf, type Screen } from '../../shared/route-paths';
import { HttpError } from '../../shared/http-error';
import { useSessionUser } from '../app/use-site';
import { useCompanyCountry, useQuestionText } from '../application/question-text';
import { submitApplication } from '../application/application-api';
import { typedAnswers } from '../application/typed-answers';
import { AppliedNotice } from '../application/applied-notice';
import { DayOf } from '../candidate/day-of';
import { askedLabels } from '../application/field-labels';
import { shownAnswer } from '../application/shown-answer';
import { BackLink, useWizardScreens, WizardLayout } from '../application/wizard-layout';
import { stepHandle, stepLoader as loader } from '../application/step-route';
import { JUST_SUBMITTED_PARAM, submitAction as action } from '../application/submit-route';
import { metaFor, stepHead } from '../page-head';
import type { Route } from './+types/review-submit-page';

export { loader, action };
export const handle = stepHandle;
export const head = stepHead('reviewSubmit', {
  heading: 'Review & submit',
  about: 'review your answers and submit.',
  title: 'Review and submit',
});

export const meta = metaFor(head);

/** One step's answers with an Edit link to the step. */
function ReviewSection(props: { step: DraftStep; screen: Screen; label: string; draft: Draft }) {
  const { step, draft } = props;
  const screen = { screen: props.screen, label: props.label };
  const answers = (draft.steps[step] ?? {}) as Record<string, unknown>;
  const complete = isStepComplete(draft, step);
  const labels = askedLabels(step, useCompanyCountry().code);
  const questionText = useQuestionText();
  return (
    <section className="review-section" aria-labelledby={`review-${step}`}>
      <header>
        <h2 id={`review-${step}`}>{screen.label}</h2>
        <Link to={pathOf(screen.screen)} aria-label={`Edit ${screen.label}`}>
          Edit
        </Link>
      </header>
      {!complete && <p className="review-missing">Not completed yet.</p>}
      {step === 'resume' ? (
        <p>{draft.resume ? `${draft.resume.fileName} (uploaded)` : 'No resume uploaded.'}</p>
      ) : (
        complete && (
          <dl>
            {Object.entries(labels).map(([name, label]) => (
              <div key={name} style={{ display: 'contents' }}>
                <dt>{questionText(label)}</dt>
                <dd>{shownAnswer(answers[name])}</dd>
              </div>
            ))}
          </dl>
        )
      )}
    </section>
  );
}

/** The answers to the job's own questions, with an Edit link to their step. */
function JobQuestionsReview(props: { label: string; questions: JobQuestion[]; answers: JobAnswers | undefined }) {
  const { label, questions, answers } = props;
  return (
    <section className="review-section" aria-labelledby="review-questions">
      <header>
        <h2 id="review-questions">{label}</h2>
        <Link to={pathOf('jobQuestions')} aria-label={`Edit ${label}`}>
          Edit
        </Link>
      </header>
      {answers === undefined ? (
        <p className="review-missing">Not completed yet.</p>
      ) : (
        <dl>
          {questions.map((question) => (
            <div key={question.name} style={{ display: 'contents' }}>
              <dt>{question.label}</dt>
              <dd>{shownJobAnswer(question, answers[question.name])}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}

export default function ReviewSubmitPage({ loaderData, actionData }: Route.ComponentProps) {
  const { draft, job, submitted, jobQuestions } = loaderData;
  const user = useSessionUser();
  const revalidator = useRevalidator();
  const { pathname } = useLocation();
  const [submitting, setSubmitting] = useState(false);
  // A submission posted as a form (JavaScript off): refused with the server's message, or sent
  // and redirected here with JUST_SUBMITTED_PARAM, for the same thank-you as with the script.
  const posted = actionData;
  const [problem, setProblem] = useState<string | null>(posted?.problem ?? null);
  const [searchParams] = useSearchParams();
  const [submittedHere, setJustSubmitted] = useState(false);
  const justSubmitted = submittedHere || searchParams.has(JUST_SUBMITTED_PARAM);
  const sections = useWizardScreens().flatMap((entry) =>
    entry.step === 'review' ? [] : [{ ...entry, step: entry.step }],
  );
  const steps = sections.map((section) => section.step);
  const ready = job !== null && steps.every((step) => isStepComplete(draft, step));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setSubmitting(true);
    setProblem(null);
    try {
      await submitApplication();
      typedAnswers.clearAll();
      setJustSubmitted(true);
      await revalidator.revalidate();
    } catch (error) {
      setProblem(error instanceof HttpError ? error.message : 'Your application could not be sent. Please try again.');
    } finally {
      setSubmitting(false);
    }
  }

  if (submitted) {
    return (
      <WizardLayout screen="reviewSubmit" heading={head.heading} draft={draft} complete>
        <AppliedNotice
          submitted={submitted}
          submittedOn={<DayOf iso={submitted.submittedAt} />}
          justSubmitted={justSubmitted}
        />
      </WizardLayout>
    );
  }

  return (
    <WizardLayout screen="reviewSubmit" heading={head.heading} draft={draft}>
      <p>Check your answers. You can change any section before you submit.</p>
      {sections.map((section) =>
        section.step === 'questions' ? (
          <JobQuestionsReview
            key={section.step}
            label={section.label}
            questions={jobQuestions}
            answers={draft.jobAnswers}
          />
        ) : (
          <ReviewSection key={section.step} {...section} step={section.step} draft={draft} />
        ),
      )}
      <div role="alert" className="form-problem">
        {problem}
      </div>
      {user ? (
        // Posted to the route's action without the script; with it, sent to the JSON API.
        <form method="post" action={pathname} className="form-actions" onSubmit={submit}>
          <BackLink />
          <button type="submit" className="wizard-button" disabled={submitting || !ready}>
            {submitting ? 'Submitting…' : 'Submit Application'}
          </button>
          {!job && <p>Choose the job you are applying for (see above) to submit.</p>}
          {job && !ready && <p>Complete the sections marked above to submit.</p>}
        </form>
      ) : (
        <div className="form-actions">
          <BackLink />
          <p>
            <Link to={pathOf('signIn')}>Sign in</Link> to submit your application. Your answers are kept.
          </p>
        </div>
      )}
    </WizardLayout>
  );
}
