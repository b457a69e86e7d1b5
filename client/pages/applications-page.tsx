import { useEffect, useRef } from 'react';
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import {
  type CandidateApplication,
  type CandidateDraft,
  type CandidateHome,
  type CandidateStatus,
  candidateStatusLabels,
} from '../../shared/application/candidate-status';
import { stepCount, type WizardScreen, wizardScreensFor } from '../../shared/application/steps';
import { useCompanyCountry } from '../application/question-text';
import { pathOf } from '../../shared/route-paths';
import { useSiteText } from '../app/use-site';
import { DayOf } from '../candidate/day-of';
import { signedInUser } from '../candidate/signed-in';
import candidateStyles from '../candidate/candidate.css?url';
import { type ScreenHead, careersTitle, metaFor } from '../page-head';
import type { Route } from './+types/applications-page';

export const head: ScreenHead = {
  title: `My applications | ${careersTitle}`,
  description: 'Your applications to {site}, where each one stands, and your application in progress.',
  heading: 'My applications',
};

export const meta = metaFor(head);
export const handle = { styles: [candidateStyles] };

/** What each status means to the candidate, beside its name. */
const statusNotes: Record<CandidateStatus, string> = {
  received: 'The hiring team has your application and will review it.',
  in_review: 'The hiring team is reviewing your application.',
  interview: 'The hiring team would like to interview you and will contact you.',
  offer: 'The hiring team has made you an offer.',
  not_selected: 'The hiring team decided not to go ahead with your application this time.',
  withdrawn: 'You withdrew this application.',
};

/** Statuses an application can still be withdrawn from (after a decision it cannot). */
const withdrawable = new Set<CandidateStatus>(['received', 'in_review', 'interview', 'offer']);

interface ApplicationsData extends CandidateHome {
  /** The application whose withdrawal the candidate is asked to confirm (`?withdraw=<id>`). */
  confirming: string | null;
  /** The application just withdrawn (`?withdrawn=<id>`), to say so. */
  withdrawn: string | null;
}

type WithdrawProblem = { problem: string };

export async function loader({ request, context }: Route.LoaderArgs): Promise<ApplicationsData> {
  signedInUser(context, request);
  const query = new URL(request.url).searchParams;
  return { ...(await context.candidate.home()), confirming: query.get('withdraw'), withdrawn: query.get('withdrawn') };
}

/**
 * Withdraws one of the candidate's applications (the confirmed form below): 303 back to the list,
 * which says it was done. Another candidate's or an unknown id is 404, after a decision 409.
 */
export async function action({ request, context }: Route.ActionArgs) {
  signedInUser(context, request);
  const id = (await request.formData()).get('applicationId');
  const result = typeof id === 'string' ? await context.candidate.withdraw(id) : null;
  if (!result || (!result.ok && result.reason === 'not_found')) {
    return data<WithdrawProblem>({ problem: 'You have no application with this id.' }, { status: 404 });
  }
  if (!result.ok) {
    return data<WithdrawProblem>(
      { problem: 'A decision was made on this application: it can no longer be withdrawn.' },
      { status: 409 },
    );
  }
  throw redirect(`${pathOf('applications')}?${new URLSearchParams({ withdrawn: String(id) })}`, 303);
}

/** The question before a withdrawal; it takes the focus when it appears after a click. */
function WithdrawConfirmation({ application }: { application: CandidateApplication }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const navigation = useNavigation();
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="confirm-panel" id="confirm-withdraw" aria-labelledby="confirm-withdraw-title">
      <h4 id="confirm-withdraw-title" ref={heading} tabIndex={-1}>
        Withdraw this application?
      </h4>
      {/* The job by name: a reference alone does not tell the candidate which application this is. */}
      <p>
        Your application for <strong>{application.job.title}</strong>
        {`, reference ${application.reference}.`}
      </p>
      <p>
        The hiring team will see it as withdrawn and stop considering it. You cannot undo this or apply to this job
        again.
      </p>
      <Form method="post" className="confirm-actions">
        <input type="hidden" name="applicationId" value={application.id} />
        <button type="submit" className="danger-button" disabled={navigation.state === 'submitting'}>
          Withdraw application {application.reference}
        </button>
        <Link to={pathOf('applications')} preventScrollReset>
          Keep my application
        </Link>
      </Form>
    </section>
  );
}

function ApplicationCard(props: { application: CandidateApplication; confirming: boolean }) {
  const { application, confirming } = props;
  const titleId = `application-${application.id}`;
  return (
    <li>
      <article className="candidate-card" aria-labelledby={titleId}>
        <h3 id={titleId}>{application.job.title}</h3>
        <dl className="candidate-facts">
          <div>
            <dt>Reference</dt>
            <dd className="reference">{application.reference}</dd>
          </div>
          <div>
            <dt>Submitted</dt>
            <dd>
              <DayOf iso={application.submittedAt} />
            </dd>
          </div>
          <div>
            <dt>Status</dt>
            <dd>
              <span className={`status-badge status-${application.status}`}>
                {candidateStatusLabels[application.status]}
              </span>{' '}
              since <DayOf iso={application.statusChangedAt} />
            </dd>
          </div>
        </dl>
        <p className="status-note">{statusNotes[application.status]}</p>
        {confirming ? (
          <WithdrawConfirmation application={application} />
        ) : (
          withdrawable.has(application.status) && (
            <p>
              <Link
                className="secondary-button"
                to={`?${new URLSearchParams({ withdraw: application.id })}#confirm-withdraw`}
                preventScrollReset
                aria-describedby={titleId}
              >
                Withdraw…
              </Link>
            </p>
          )
        )}
      </article>
    </li>
  );
}

/** The first screen of the draft not done yet, where "Continue" leads (review when all are). */
function nextScreen(draft: CandidateDraft, screens: readonly WizardScreen[]): WizardScreen {
  // Review, the last screen, is always "not done": the search always finds one.
  return screens.find(({ step }) =>
    step === 'review' ? true : step === 'resume' ? !draft.hasResume : !draft.steps.includes(step),
  ) as WizardScreen;
}

function DraftCard({ draft }: { draft: CandidateDraft }) {
  // Where the candidate is, as the wizard itself says it ("Step 4 of 9"), not a count of its own.
  const screens = wizardScreensFor(draft.hasJobQuestions, useCompanyCountry().code);
  const next = nextScreen(draft, screens);
  return (
    <li>
      <article className="candidate-card" aria-labelledby="draft-title">
        <h3 id="draft-title">{draft.job?.title ?? 'No job chosen yet'}</h3>
        <p>
          <span className="status-badge status-draft">In progress</span>
          {` Next: ${stepCount(next.screen, screens)}, ${next.label}. Last saved `}
          <DayOf iso={draft.savedAt} />.
        </p>
        <p>
          <Link className="primary-button" to={pathOf(next.screen)}>
            Continue your application
          </Link>
        </p>
      </article>
    </li>
  );
}

/** The candidate's applications, where each stands, and their application in progress. */
export default function ApplicationsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { applications, drafts, confirming, withdrawn } = loaderData;
  const problem = actionData?.problem;
  const justWithdrawn = applications.find((application) => application.id === withdrawn);
  return (
    <section className="candidate-page">
      <h1>{useSiteText(head.heading)}</h1>
      <div role="status" className="candidate-message">
        {justWithdrawn && `Your application ${justWithdrawn.reference} was withdrawn.`}
      </div>
      <div role="alert" className="form-problem">
        {problem}
      </div>
      {drafts.length > 0 && (
        <section aria-labelledby="drafts-title">
          <h2 id="drafts-title">In progress</h2>
          <ul className="candidate-list">
            {drafts.map((draft) => (
              <DraftCard key={draft.job?.id ?? 'no-job'} draft={draft} />
            ))}
          </ul>
        </section>
      )}
      {applications.length > 0 ? (
        <section aria-labelledby="submitted-title">
          <h2 id="submitted-title">Submitted</h2>
          <ul className="candidate-list">
            {applications.map((application) => (
              <ApplicationCard
                key={application.id}
                application={application}
                confirming={application.id === confirming && withdrawable.has(application.status)}
              />
            ))}
          </ul>
        </section>
      ) : (
        drafts.length === 0 && (
          <p>
            You have not applied yet. <Link to={pathOf('jobListings')}>See the job openings</Link>.
          </p>
        )
      )}
      <p className="candidate-more">
        New jobs by email: <Link to={pathOf('alerts')}>your job alerts</Link>. Your data:{' '}
        <Link to={pathOf('profile')}>download or delete it on your profile</Link>.
      </p>
    </section>
  );
}
