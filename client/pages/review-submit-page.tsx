import { useEffect, useRef, useState } from 'react';
import { Link, useLoaderData, useRevalidator } from 'react-router';
import { type Draft, isStepComplete, type SubmittedApplication } from '../../shared/application/draft';
import { type DraftStep, wizardScreens } from '../../shared/application/steps';
import { formatDay } from '../../shared/dates';
import type { ApplicationState } from '../../shared/page-context';
import { pathOf, type Screen } from '../../shared/route-paths';
import { withSiteName } from '../../shared/site';
import { ApiError } from '../api-error';
import { useSessionUser, useSite } from '../app/use-site';
import { submitApplication } from '../application/application-api';
import { fieldLabels } from '../application/field-labels';
import { shownAnswer } from '../application/shown-answer';
import { WizardLayout } from '../application/wizard-layout';
import { stepHandle, stepLoader as loader } from '../application/step-route';
import { screenMeta } from '../page-heads';

export { loader };
export const handle = stepHandle;
export const meta = screenMeta('reviewSubmit');

/** One step's answers with an Edit link to the step. */
function ReviewSection(props: { step: DraftStep; screen: Screen; label: string; draft: Draft; siteName: string }) {
  const { step, draft, siteName } = props;
  const screen = { screen: props.screen, label: props.label };
  const answers = (draft.steps[step] ?? {}) as Record<string, unknown>;
  const complete = isStepComplete(draft, step);
  const labels: Record<string, string> = fieldLabels[step];
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
                <dt>{withSiteName(label, siteName)}</dt>
                <dd>{shownAnswer(answers[name])}</dd>
              </div>
            ))}
          </dl>
        )
      )}
    </section>
  );
}

/**
 * The thank-you after submission. Right after the click it takes the focus and scrolls into
 * view: the review above it was long, and the button that was pressed has gone.
 */
function Confirmation({ submitted, justSubmitted }: { submitted: SubmittedApplication; justSubmitted: boolean }) {
  const { sendsEmail } = useSite();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!justSubmitted) return;
    heading.current?.focus({ preventScroll: true });
    heading.current?.scrollIntoView({ block: 'start' });
  }, [justSubmitted]);
  return (
    <section className="confirmation" role="status">
      <h2 ref={heading} tabIndex={-1}>
        Thank you for applying
      </h2>
      <p>Your application has been submitted. Please keep your reference number:</p>
      <p className="reference">{submitted.reference}</p>
      <p>
        Submitted on {formatDay(submitted.submittedAt)}.
        {/* Said only where it is true: without SMTP_URL the server writes emails to files. */}
        {sendsEmail && ' We have emailed you a confirmation and will email you about the next steps.'}
      </p>
      <h3>What next?</h3>
      <ul className="confirmation-next">
        <li>
          <Link to={pathOf('jobListings')}>Back to job openings</Link>
        </li>
        <li>
          <Link to={pathOf('home')}>Back to the careers home page</Link>
        </li>
      </ul>
    </section>
  );
}

export default function ReviewSubmitPage() {
  const { draft, submitted } = useLoaderData<ApplicationState>();
  const user = useSessionUser();
  const { siteName } = useSite();
  const revalidator = useRevalidator();
  const [submitting, setSubmitting] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [justSubmitted, setJustSubmitted] = useState(false);
  const sections = wizardScreens.flatMap((entry) => (entry.step === 'review' ? [] : [{ ...entry, step: entry.step }]));
  const steps = sections.map((section) => section.step);
  const ready = steps.every((step) => isStepComplete(draft, step));

  async function submit() {
    setSubmitting(true);
    setProblem(null);
    try {
      await submitApplication();
      setJustSubmitted(true);
      await revalidator.revalidate();
    } catch (error) {
      setProblem(error instanceof ApiError ? error.message : 'Your application could not be sent. Please try again.');
    } finally {
      setSubmitting(false);
    }
  }

  if (submitted) {
    return (
      <WizardLayout screen="reviewSubmit" draft={draft} complete>
        <Confirmation submitted={submitted} justSubmitted={justSubmitted} />
      </WizardLayout>
    );
  }

  return (
    <WizardLayout screen="reviewSubmit" draft={draft}>
      <p>Check your answers. You can change any section before you submit.</p>
      {sections.map((section) => (
        <ReviewSection key={section.step} {...section} draft={draft} siteName={siteName} />
      ))}
      <div role="alert" className="form-problem">
        {problem}
      </div>
      {user ? (
        <div className="form-actions">
          <button type="button" className="wizard-button" onClick={submit} disabled={submitting || !ready}>
            {submitting ? 'Submitting…' : 'Submit Application'}
          </button>
          {!ready && <p>Complete the sections marked above to submit.</p>}
        </div>
      ) : (
        <p>
          <Link to={pathOf('signIn')}>Sign in</Link> to submit your application. Your answers are kept.
        </p>
      )}
    </WizardLayout>
  );
}
