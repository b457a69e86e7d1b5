import { type RefObject, useRef } from 'react';
import { data, Form, Link, redirect, useActionData, useLoaderData, useLocation, useNavigation } from 'react-router';
import {
  type ApplicationStatus,
  type RecruiterApplication,
  recruiterStatuses,
  statusLabels,
} from '../../shared/application/status';
import { type CandidateSource, SOURCE_PARAMS, sourceParamLabels } from '../../shared/application/candidate-source';
import { durationText } from '../../shared/privacy';
import type { DeliveryRetryOutcome, StatusEmailPreview } from '../../shared/recruiter/recruiter-context';
import type { StoredJobAnswers } from '../../shared/application/job-questions';
import { jobQuestionsScreen, wizardScreens } from '../../shared/application/steps';
import { pathOf } from '../../shared/route-paths';
import { useFocusOnChange } from '../app/use-focus-on-change';
import { useSite } from '../app/use-site';
import { useQuestionText } from '../application/question-text';
import { fieldLabels } from '../application/field-labels';
import { shownAnswer } from '../application/shown-answer';
import { DeliverySection } from '../recruiter/delivery-section';
import { applicationPath, resumePath } from '../recruiter/inbox-links';
import { useFormatMoment } from '../recruiter/recruiter-dates';
import { FieldsetOnceHydrated } from '../recruiter/fieldset-once-hydrated';
import { RecruiterNav } from '../recruiter/recruiter-nav';
import { RecruiterProblemPage } from '../recruiter/recruiter-problem';
import {
  applicationNotFound,
  recruiterHandle,
  recruiterHeaders,
  recruiterMeta,
  recruiterOnly,
} from '../recruiter/recruiter-route';
import { type ScreenHead, recruitingTitle } from '../page-head';
import type { Route } from './+types/recruiter-application-page';

export const handle = recruiterHandle;
export const headers = recruiterHeaders;

/** What a form of the page posts: a move, a note, the Undo of a status email, or a retry of the ATS delivery. */
type Change = 'status' | 'note' | 'undo' | 'retry-delivery';

interface ApplicationData {
  application: RecruiterApplication;
  /** What the last form post changed (it redirected here with `?done=`), to say so. */
  done: Change | null;
  /** CANDIDATE_EMAIL_DELAY_MS: how long a status email waits for Undo. */
  emailDelayMs: number;
}

/**
 * A form post that did not change the application: the messages per field, why it cannot
 * change, or (a move that emails, posted without `notify`) the email to read before choosing.
 */
type ActionData = {
  change: Change;
  fields?: Record<string, string[]>;
  problem?: string;
  confirm?: { status: ApplicationStatus; email: StatusEmailPreview };
};

/** Why the Retry of a delivery did nothing, by the outcome. */
const retryProblems: Record<Exclude<DeliveryRetryOutcome['outcome'], 'retried' | 'not-found'>, string> = {
  erased: "Nothing to retry: this application was erased at the candidate's request, its delivery with it.",
  withdrawn: 'Nothing to retry: the candidate withdrew this application, so it is not sent to the ATS.',
  'not-failed': 'Nothing to retry: the delivery is not failed (it is pending or delivered).',
};

const doneChanges: readonly string[] = ['status', 'note', 'undo', 'retry-delivery'] satisfies Change[];

export const head: ScreenHead = {
  title: `Application | ${recruitingTitle}`,
  description: "An application's answers, resume, status, history and private notes.",
  heading: 'Application',
};

export const meta: Route.MetaFunction = (args) => {
  const reference = args.loaderData?.application.reference;
  return recruiterMeta(
    reference ? { ...head, title: head.title.replace('Application', `Application ${reference}`) } : head,
  )(args);
};

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const recruiter = recruiterOnly({ request, context });
  const application = await recruiter.application(params.id ?? '');
  if (!application) throw applicationNotFound();
  const done = new URL(request.url).searchParams.get('done') ?? '';
  return {
    application,
    done: doneChanges.includes(done) ? (done as Change) : null,
    emailDelayMs: recruiter.statusEmailDelayMs,
  } satisfies ApplicationData;
}

/** `notify` as the confirm step's two buttons post it; anything else is not a choice. */
const notifyOf = (value: FormDataEntryValue | null) =>
  value === 'true' ? true : value === 'false' ? false : undefined;

/**
 * The status form, its confirm step, the note form, Undo and Retry delivery post here (with or
 * without JavaScript). A change is made exactly as `PATCH /api/recruiter/applications/:id` makes it, then
 * 303 back to the page. A move that emails the candidate, posted without `notify`, changes
 * nothing yet: the page answers with the email as the candidate would read it and two buttons,
 * send it or not. Undo is `DELETE …/pending-email`. A refused post shows the page again with why.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const recruiter = recruiterOnly({ request, context });
  const id = params.id ?? '';
  const form = await request.formData();
  const done = (change: Change) =>
    redirect(`${applicationPath(id)}?done=${change}`, {
      status: 303,
      headers: { 'Cache-Control': 'private, no-store' },
    });

  if (form.get('intent') === 'retry-delivery') {
    const { outcome } = await recruiter.retryDelivery(id);
    if (outcome === 'not-found') throw applicationNotFound();
    if (outcome === 'retried') throw done('retry-delivery');
    return data<ActionData>(
      {
        change: 'retry-delivery',
        problem: retryProblems[outcome],
      },
      { status: 409 },
    );
  }

  if (form.get('intent') === 'undo') {
    const { outcome } = await recruiter.cancelStatusEmail(id);
    if (outcome === 'not-found') throw applicationNotFound();
    if (outcome === 'cancelled') throw done('undo');
    return data<ActionData>(
      {
        change: 'undo',
        problem:
          outcome === 'sending'
            ? 'Too late to undo: the email is being sent right now.'
            : 'Too late to undo: the email has left already (or was cancelled).',
      },
      { status: 409 },
    );
  }

  const posted: { status?: string; note?: string; notify?: boolean } = {};
  for (const name of ['status', 'note'] as const) {
    const value = form.get(name);
    if (typeof value === 'string') posted[name] = value;
  }
  const notify = notifyOf(form.get('notify'));
  if (notify !== undefined) posted.notify = notify;
  const change: Change = posted.status === undefined ? 'note' : 'status';
  let outcome = await recruiter.change(id, posted);
  // The one thing missing is the recruiter's choice: show them the email to choose on.
  if (outcome.outcome === 'refused' && posted.status && Object.keys(outcome.fields).join() === 'notify') {
    const preview = await recruiter.statusEmail(id, posted.status);
    if (preview.outcome === 'preview') {
      return data<ActionData>({
        change,
        confirm: { status: posted.status as ApplicationStatus, email: preview.email },
      });
    }
    // Nothing to email (the status it has, no account address) or it cannot move: answered as any move.
    outcome = await recruiter.change(id, { ...posted, notify: false });
  }
  switch (outcome.outcome) {
    case 'changed':
      throw done(change);
    case 'not-found':
      throw applicationNotFound();
    case 'refused':
      return data<ActionData>({ change, fields: outcome.fields }, { status: 400 });
    case 'withdrawn':
      return data<ActionData>(
        { change, problem: 'The candidate withdrew this application: its status can no longer change.' },
        { status: 409 },
      );
    case 'erased':
      return data<ActionData>(
        { change, problem: "This application was erased at the candidate's request: nothing more can be added." },
        { status: 409 },
      );
    case 'no-address':
      return data<ActionData>(
        {
          change,
          problem:
            "Not moved: the candidate's account has no verified email address on record, so there is no email to send. Move it without emailing.",
        },
        { status: 409 },
      );
  }
}

const pipeline = recruiterStatuses.filter((status) => status !== 'rejected');

/** Where the application stands on new → in review → interview → offer → hired (or rejected, withdrawn). */
function Pipeline({ status }: { status: ApplicationStatus }) {
  const reached = pipeline.indexOf(status as (typeof pipeline)[number]);
  return (
    <ol className="pipeline">
      {pipeline.map((step, index) => (
        <li
          key={step}
          className={index < reached ? 'is-done' : index === reached ? 'is-current' : undefined}
          aria-current={index === reached ? 'step' : undefined}
        >
          {statusLabels[step]}
        </li>
      ))}
      {reached === -1 && (
        <li className="is-current is-off-pipeline" aria-current="step">
          {statusLabels[status]}
        </li>
      )}
    </ol>
  );
}

/** Field messages of a refused post, or its problem, for one of the forms; focused when it appears. */
function PostProblem({ change, id }: { change: Change; id: string }) {
  const posted = useActionData<typeof action>();
  const problem = useRef<HTMLParagraphElement>(null);
  const shown = posted?.change === change && !posted.confirm ? posted : null;
  useFocusOnChange(problem, shown);
  if (!shown) return null;
  const text =
    shown.problem ??
    Object.values(shown.fields ?? {})
      .flat()
      .join(' ');
  return (
    <p className="field-problem" id={id} role="alert" ref={problem} tabIndex={-1}>
      {text}
    </p>
  );
}

/** "10 minutes": how long a sent status email waits before it leaves. */
const waitText = (delayMs: number) => (delayMs === 0 ? 'at once' : `${durationText(delayMs)} after the move`);

/**
 * What a move to Interview, Offer or Rejected does about email, true to this server and this
 * application: with SMTP_URL the email is sent (after CANDIDATE_EMAIL_DELAY_MS); without it, it is
 * written as a file into DATA_DIR/outbox and never sent; without the candidate's account address
 * (the only one the site emails), there is no email at all.
 */
function MoveEmailHint({ delayMs, accountEmail }: { delayMs: number; accountEmail: string | null }) {
  const { sendsEmail } = useSite();
  return (
    <p id="status-email" className="form-hint">
      {!accountEmail
        ? "No move emails this candidate: their account's verified email address is not on record (an application from before it was recorded gets it when its candidate next signs in). The candidate sees every move on their My applications page."
        : sendsEmail
          ? `Moving to Interview, Offer or Rejected first shows you the email the candidate would receive; you choose whether to send it. A sent one leaves ${waitText(delayMs)}${delayMs === 0 ? '' : ', and you can undo it until then'}. Your notes are never emailed.`
          : "This server sends no email (no SMTP_URL). Moving to Interview, Offer or Rejected first shows you the email the candidate would receive; if you choose to send it, it is written as a file into the server's DATA_DIR/outbox folder, not sent. The candidate sees every move on their My applications page."}
    </p>
  );
}

/** The email a move would send, as the candidate would read it, and the choice: send it or not. */
function ConfirmMove({
  application,
  confirm,
  delayMs,
  heading,
}: {
  application: RecruiterApplication;
  confirm: NonNullable<ActionData['confirm']>;
  delayMs: number;
  /** Focused when the preview appears (by StatusSection, which outlives it). */
  heading: RefObject<HTMLHeadingElement | null>;
}) {
  const { sendsEmail } = useSite();
  const navigation = useNavigation();
  const saving = navigation.state === 'submitting' && navigation.formData?.has('notify');
  return (
    <section aria-labelledby="preview-heading" className="status-email-preview">
      <h3 id="preview-heading" ref={heading} tabIndex={-1}>
        Move to {statusLabels[confirm.status]}: the email the candidate would receive
      </h3>
      <dl className="email-preview-head">
        <div>
          <dt>To</dt>
          <dd>{confirm.email.to.join(', ')}</dd>
        </div>
        <div>
          <dt>Subject</dt>
          <dd>{confirm.email.subject}</dd>
        </div>
      </dl>
      <pre className="email-preview-text">{confirm.email.text}</pre>
      <p className="form-hint">
        {sendsEmail
          ? `If you send it, it leaves ${waitText(delayMs)}${delayMs === 0 ? '' : '; until then, Undo on this page takes it back'}.`
          : "This server sends no email (no SMTP_URL): if you choose to send it, it is written as a file into the server's DATA_DIR/outbox folder, not sent."}
      </p>
      <Form method="post" className="confirm-move">
        <input type="hidden" name="status" value={confirm.status} />
        <button type="submit" name="notify" value="true" disabled={saving}>
          {sendsEmail ? 'Move and email the candidate' : 'Move and write the email (not sent)'}
        </button>
        <button type="submit" name="notify" value="false" disabled={saving}>
          Move without emailing
        </button>
        <Link to={applicationPath(application.id)}>Cancel: do not move</Link>
      </Form>
    </section>
  );
}

/** The status email chosen with the last move, while it waits in the outbox: its Undo. */
function PendingEmail({ application }: { application: RecruiterApplication }) {
  const { sendsEmail } = useSite();
  const formatMoment = useFormatMoment();
  const email = application.pendingEmail;
  if (!email) return null;
  return (
    <section aria-labelledby="pending-email-heading" className="pending-email">
      <h3 id="pending-email-heading">Email to the candidate, not sent yet</h3>
      <p>
        &ldquo;{email.subject}&rdquo; to {email.to.join(', ')}{' '}
        {sendsEmail ? 'leaves at' : 'is written as a file into DATA_DIR/outbox (not sent) at'}{' '}
        <time dateTime={email.sendAt}>{formatMoment(email.sendAt)}</time>. Until then you can take it back; the status
        stays as it is.
      </p>
      <Form method="post">
        <input type="hidden" name="intent" value="undo" />
        <button type="submit">Undo: do not send this email</button>
      </Form>
    </section>
  );
}

function StatusSection({ application, delayMs }: { application: RecruiterApplication; delayMs: number }) {
  const navigation = useNavigation();
  const posted = useActionData<typeof action>();
  const saving = navigation.state === 'submitting' && navigation.formData?.has('status');
  const fixed = application.status === 'withdrawn' || application.status === 'erased';
  const refused = posted?.change === 'status' && !posted.confirm;
  const previewHeading = useRef<HTMLHeadingElement>(null);
  useFocusOnChange(previewHeading, posted?.confirm ?? null);
  return (
    <section aria-labelledby="status-heading" className="recruiter-section">
      <h2 id="status-heading">Status</h2>
      <Pipeline status={application.status} />
      {fixed ? (
        <p>
          {application.status === 'withdrawn'
            ? 'The candidate withdrew this application: its status can no longer change.'
            : "This application was erased at the candidate's request."}
        </p>
      ) : (
        <Form method="post" className="status-form" key={application.status}>
          {/* A status chosen while the page's script is still starting may be sent as the old value,
              without the preview: the choice is offered once React answers it with the preview,
              and at once without JavaScript, where the server's answer is the preview. */}
          <FieldsetOnceHydrated id="status-fields" className="status-fields" legend="Change the status">
            <label htmlFor="status-select">Move to</label>
            <select
              id="status-select"
              name="status"
              defaultValue={posted?.confirm?.status ?? application.status}
              aria-describedby={refused ? 'status-problem' : 'status-email'}
            >
              {recruiterStatuses.map((status) => (
                <option key={status} value={status}>
                  {statusLabels[status]}
                </option>
              ))}
            </select>
            <button type="submit" disabled={saving}>
              {saving ? 'Saving…' : 'Change status'}
            </button>
          </FieldsetOnceHydrated>
          <MoveEmailHint delayMs={delayMs} accountEmail={application.accountEmail} />
          <PostProblem change="status" id="status-problem" />
        </Form>
      )}
      {posted?.confirm && !fixed && (
        <ConfirmMove application={application} confirm={posted.confirm} delayMs={delayMs} heading={previewHeading} />
      )}
      <PendingEmail application={application} />
      <PostProblem change="undo" id="undo-problem" />
    </section>
  );
}

function NotesSection({ application }: { application: RecruiterApplication }) {
  const formatMoment = useFormatMoment();
  const navigation = useNavigation();
  const posted = useActionData<typeof action>();
  const saving = navigation.state === 'submitting' && navigation.formData?.has('note');
  const notes = application.history.filter((event) => event.kind === 'note');
  return (
    <section aria-labelledby="notes-heading" className="recruiter-section">
      <h2 id="notes-heading">Private notes</h2>
      <p className="form-hint">Only the hiring team sees notes; the candidate never does.</p>
      {notes.length === 0 ? (
        <p>No notes yet.</p>
      ) : (
        <ul className="notes">
          {notes.map((note, index) => (
            <li key={`${note.at}-${index}`}>
              <p className="note-text">{note.note}</p>
              <p className="note-meta">
                {note.actor}, <time dateTime={note.at}>{formatMoment(note.at)}</time>
              </p>
            </li>
          ))}
        </ul>
      )}
      {application.status !== 'erased' && (
        // A new key after each saved note empties the box.
        <Form method="post" className="note-form" key={notes.length}>
          <label htmlFor="note-text">Add a note</label>
          <textarea
            id="note-text"
            name="note"
            rows={4}
            maxLength={5000}
            required
            aria-describedby={posted?.change === 'note' ? 'note-problem' : undefined}
          />
          <PostProblem change="note" id="note-problem" />
          <button type="submit" disabled={saving}>
            {saving ? 'Saving…' : 'Add note'}
          </button>
        </Form>
      )}
    </section>
  );
}

/** What the history says of a status email (StatusEmailEvent). */
const emailEventText: Record<string, string> = {
  scheduled: 'chose to send the candidate the email about it',
  withheld: 'chose not to email the candidate about it',
  cancelled: 'took back the email to the candidate before it left',
};

/** Who changed what and when: every status change and note, oldest first. */
function AuditTrail({ application }: { application: RecruiterApplication }) {
  const formatMoment = useFormatMoment();
  const label = (status: string | null) => (status ? (statusLabels[status as ApplicationStatus] ?? status) : '—');
  return (
    <section aria-labelledby="history-heading" className="recruiter-section">
      <h2 id="history-heading">History</h2>
      <ol className="audit-trail">
        <li>
          <time dateTime={application.submittedAt}>{formatMoment(application.submittedAt)}</time>: submitted by the
          candidate
        </li>
        {application.history.map((event, index) => (
          <li key={`${event.at}-${index}`}>
            <time dateTime={event.at}>{formatMoment(event.at)}</time>: {event.actor}{' '}
            {event.kind === 'status'
              ? `moved it from ${label(event.fromStatus)} to ${label(event.toStatus)}`
              : event.kind === 'email'
                ? (emailEventText[event.note ?? ''] ?? 'changed the status email')
                : 'added a note'}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The steps whose answers recruiters read: never the equal-opportunity or military ones. */
const answerSteps = wizardScreens.flatMap(({ step, label }) =>
  step === 'contact' || step === 'general' || step === 'education' || step === 'eligibility' || step === 'acknowledge'
    ? [{ step, label }]
    : [],
);

/** What an erased application held is gone: it says so rather than look as if never given. */
const ERASED_TEXT = {
  resume: "The resume was erased with the application, at the candidate's request.",
  answers: "The answers were erased with the application, at the candidate's request.",
};

function Answers({ application }: { application: RecruiterApplication }) {
  const questionText = useQuestionText();
  return (
    <section aria-labelledby="answers-heading" className="recruiter-section">
      <h2 id="answers-heading">Answers</h2>
      {/* A tombstone keeps no answers: saying "not answered" for each would be untrue. */}
      {application.status === 'erased' && <p>{ERASED_TEXT.answers}</p>}
      {application.status !== 'erased' &&
        answerSteps.map(({ step, label }) => {
          const answers = (application.answers[step] ?? {}) as Record<string, unknown>;
          const labels: Record<string, string> = fieldLabels[step];
          return (
            <section key={step} aria-labelledby={`answers-${step}`} className="answer-step">
              <h3 id={`answers-${step}`}>{label}</h3>
              <dl>
                {Object.entries(labels).map(([name, fieldLabel]) => (
                  <div key={name}>
                    <dt>{questionText(fieldLabel)}</dt>
                    <dd>{shownAnswer(answers[name])}</dd>
                  </div>
                ))}
              </dl>
            </section>
          );
        })}
      {application.status !== 'erased' && <JobQuestionAnswers answers={application.answers} />}
    </section>
  );
}

/**
 * The answers to the job's own questions (a Greenhouse job's), each under the question as the
 * candidate saw it when applying: the job's questions may have changed since.
 */
function JobQuestionAnswers({ answers }: { answers: Record<string, unknown> }) {
  const stored = answers.jobQuestions as StoredJobAnswers | undefined;
  if (!stored || !Array.isArray(stored.asked) || stored.asked.length === 0) return null;
  return (
    <section aria-labelledby="answers-questions" className="answer-step">
      <h3 id="answers-questions">{jobQuestionsScreen.label}</h3>
      <dl>
        {stored.asked.map(({ name, label, answer }) => (
          <div key={name}>
            <dt>{label}</dt>
            <dd>{answer}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function Resume({ application }: { application: RecruiterApplication }) {
  const formatMoment = useFormatMoment();
  const { resume } = application;
  return (
    <section aria-labelledby="resume-heading" className="recruiter-section">
      <h2 id="resume-heading">Resume</h2>
      {resume ? (
        <p>
          <a href={resumePath(application.id)} download={resume.fileName}>
            Download {resume.fileName}
          </a>{' '}
          (PDF, {Math.max(1, Math.round(resume.size / 1024))} KB, uploaded{' '}
          <time dateTime={resume.uploadedAt}>{formatMoment(resume.uploadedAt)}</time>)
        </p>
      ) : (
        <p>{application.status === 'erased' ? ERASED_TEXT.resume : 'The candidate did not upload a resume.'}</p>
      )}
    </section>
  );
}

/** The campaign tags the candidate landed with (`Source: linkedin · Medium: social`), or Directly. */
function SourceTags({ tags }: { tags: CandidateSource | null }) {
  if (!tags) return <>Directly (no campaign or referral tags)</>;
  return (
    <>
      {SOURCE_PARAMS.flatMap((name) => (tags[name] ? [`${sourceParamLabels[name]}: ${tags[name]}`] : [])).join(' · ')}
    </>
  );
}

/** `/recruiter/applications/:id`: one application, its status, notes and history. */
export default function RecruiterApplicationPage() {
  const formatMoment = useFormatMoment();
  const { application, done, emailDelayMs } = useLoaderData<typeof loader>();
  // After a move, a note or an Undo (each a new ?done= navigation): the focus goes to what
  // happened, not to <body> (the form that had it is rendered anew).
  const { key } = useLocation();
  const message = useRef<HTMLParagraphElement>(null);
  useFocusOnChange(message, done ? key : null);
  return (
    <div className="recruiter-page">
      <RecruiterNav />
      <p className="recruiter-back">
        <Link to={pathOf('recruiterInbox')}>← All applications</Link>
      </p>
      <h1>{application.name || application.reference}</h1>
      <dl className="application-facts">
        <div>
          <dt>Reference</dt>
          <dd>{application.reference}</dd>
        </div>
        <div>
          <dt>Job</dt>
          <dd>{application.jobTitle}</dd>
        </div>
        <div>
          <dt>Email</dt>
          <dd>{application.email ? <a href={`mailto:${application.email}`}>{application.email}</a> : '—'}</dd>
        </div>
        <div>
          <dt>Submitted</dt>
          <dd>
            <time dateTime={application.submittedAt}>{formatMoment(application.submittedAt)}</time>
          </dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>
            <span className={`status-badge status-${application.status}`}>{statusLabels[application.status]}</span>
          </dd>
        </div>
        <div>
          <dt>Came from</dt>
          <dd>
            <SourceTags tags={application.sourceTags} />
          </dd>
        </div>
      </dl>
      <p role="status" className="recruiter-done" ref={message} tabIndex={-1}>
        {done === 'status' && `Status changed to ${statusLabels[application.status]}.`}
        {done === 'note' && 'Note added.'}
        {done === 'undo' && 'Email taken back: the candidate will not receive it.'}
        {done === 'retry-delivery' && 'Delivery retried: it is being sent again.'}
      </p>
      <div className="application-columns">
        <div>
          <StatusSection application={application} delayMs={emailDelayMs} />
          <NotesSection application={application} />
          <AuditTrail application={application} />
        </div>
        <div>
          {application.delivery && (
            <DeliverySection delivery={application.delivery} withdrawn={application.status === 'withdrawn'} />
          )}
          <Resume application={application} />
          <Answers application={application} />
        </div>
      </div>
    </div>
  );
}

export { RecruiterProblemPage as ErrorBoundary };
