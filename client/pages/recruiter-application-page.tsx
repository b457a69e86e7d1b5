import {
  type ActionFunctionArgs,
  data,
  Form,
  Link,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
  useActionData,
  useLoaderData,
  useNavigation,
} from 'react-router';
import {
  type ApplicationStatus,
  type RecruiterApplication,
  recruiterStatuses,
  statusLabels,
} from '../../shared/application/status';
import { wizardScreens } from '../../shared/application/steps';
import type { PageContext } from '../../shared/page-context';
import { pathOf } from '../../shared/route-paths';
import { useSite } from '../app/use-site';
import { useQuestionText } from '../application/question-text';
import { fieldLabels } from '../application/field-labels';
import { shownAnswer } from '../application/shown-answer';
import { screenHeads } from '../page-heads';
import { applicationPath, resumePath } from '../recruiter/inbox-links';
import { formatUtcMoment } from '../recruiter/recruiter-dates';
import { RecruiterNav } from '../recruiter/recruiter-nav';
import { RecruiterProblemPage } from '../recruiter/recruiter-problem';
import {
  applicationNotFound,
  recruiterHandle,
  recruiterHeaders,
  recruiterMeta,
  recruiterOnly,
} from '../recruiter/recruiter-route';

export const handle = recruiterHandle;
export const headers = recruiterHeaders;

type Change = 'status' | 'note';

interface ApplicationData {
  application: RecruiterApplication;
  /** What the last form post changed (it redirected here with `?done=`), to say so. */
  done: Change | null;
}

/** A refused form post: the messages per field, or why the application cannot change. */
type ActionData = { change: Change; fields?: Record<string, string[]>; problem?: string };

export const meta: MetaFunction<typeof loader> = (args) => {
  const reference = args.loaderData?.application.reference;
  const head = screenHeads.recruiterApplication;
  return recruiterMeta(
    reference ? { ...head, title: head.title.replace('Application', `Application ${reference}`) } : head,
  )(args);
};

export async function loader({ request, context, params }: LoaderFunctionArgs<PageContext>) {
  const recruiter = recruiterOnly({ request, context });
  const application = await recruiter.application(params.id ?? '');
  if (!application) throw applicationNotFound();
  const done = new URL(request.url).searchParams.get('done');
  return { application, done: done === 'status' || done === 'note' ? done : null } satisfies ApplicationData;
}

/**
 * The status form and the note form post here (with or without JavaScript). A change is made
 * exactly as `PATCH /api/recruiter/applications/:id` makes it (the candidate's status email
 * included), then 303 back to the page; a refused one shows the page again with why.
 */
export async function action({ request, context, params }: ActionFunctionArgs<PageContext>) {
  const recruiter = recruiterOnly({ request, context });
  const id = params.id ?? '';
  const form = await request.formData();
  const posted: { status?: string; note?: string } = {};
  for (const name of ['status', 'note'] as const) {
    const value = form.get(name);
    if (typeof value === 'string') posted[name] = value;
  }
  const change: Change = posted.status === undefined ? 'note' : 'status';
  const outcome = await recruiter.change(id, posted);
  switch (outcome.outcome) {
    case 'changed':
      throw redirect(`${applicationPath(id)}?done=${change}`, {
        status: 303,
        headers: { 'Cache-Control': 'private, no-store' },
      });
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

/** Field messages of a refused post, or its problem, for one of the two forms. */
function PostProblem({ change, id }: { change: Change; id: string }) {
  const posted = useActionData<ActionData>();
  if (posted?.change !== change) return null;
  const text =
    posted.problem ??
    Object.values(posted.fields ?? {})
      .flat()
      .join(' ');
  return (
    <p className="field-problem" id={id} role="alert">
      {text}
    </p>
  );
}

function StatusSection({ application }: { application: RecruiterApplication }) {
  const navigation = useNavigation();
  const posted = useActionData<ActionData>();
  const saving = navigation.state === 'submitting' && navigation.formData?.has('status');
  const { sendsEmail } = useSite();
  const fixed = application.status === 'withdrawn' || application.status === 'erased';
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
          <label htmlFor="status-select">Move to</label>
          <select
            id="status-select"
            name="status"
            defaultValue={application.status}
            aria-describedby={posted?.change === 'status' ? 'status-problem' : 'status-email'}
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
          <p id="status-email" className="form-hint">
            {/* True only with SMTP_URL: otherwise the server writes each email to a file. */}
            {sendsEmail
              ? 'Moving to Interview, Offer or Rejected emails the candidate (never your notes).'
              : "This server sends no email (no SMTP_URL): a move shows on the candidate's My applications page only."}
          </p>
          <PostProblem change="status" id="status-problem" />
        </Form>
      )}
    </section>
  );
}

function NotesSection({ application }: { application: RecruiterApplication }) {
  const navigation = useNavigation();
  const posted = useActionData<ActionData>();
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
                {note.actor}, <time dateTime={note.at}>{formatUtcMoment(note.at)}</time>
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

/** Who changed what and when: every status change and note, oldest first. */
function AuditTrail({ application }: { application: RecruiterApplication }) {
  const label = (status: string | null) => (status ? (statusLabels[status as ApplicationStatus] ?? status) : '—');
  return (
    <section aria-labelledby="history-heading" className="recruiter-section">
      <h2 id="history-heading">History</h2>
      <ol className="audit-trail">
        <li>
          <time dateTime={application.submittedAt}>{formatUtcMoment(application.submittedAt)}</time>: submitted by the
          candidate
        </li>
        {application.history.map((event, index) => (
          <li key={`${event.at}-${index}`}>
            <time dateTime={event.at}>{formatUtcMoment(event.at)}</time>: {event.actor}{' '}
            {event.kind === 'status'
              ? `moved it from ${label(event.fromStatus)} to ${label(event.toStatus)}`
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

function Answers({ application }: { application: RecruiterApplication }) {
  const questionText = useQuestionText();
  return (
    <section aria-labelledby="answers-heading" className="recruiter-section">
      <h2 id="answers-heading">Answers</h2>
      {answerSteps.map(({ step, label }) => {
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
    </section>
  );
}

function Resume({ application }: { application: RecruiterApplication }) {
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
          <time dateTime={resume.uploadedAt}>{formatUtcMoment(resume.uploadedAt)}</time>)
        </p>
      ) : (
        <p>The candidate did not upload a resume.</p>
      )}
    </section>
  );
}

/** `/recruiter/applications/:id`: one application, its status, notes and history. */
export default function RecruiterApplicationPage() {
  const { application, done } = useLoaderData<ApplicationData>();
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
            <time dateTime={application.submittedAt}>{formatUtcMoment(application.submittedAt)}</time>
          </dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>
            <span className={`status-badge status-${application.status}`}>{statusLabels[application.status]}</span>
          </dd>
        </div>
      </dl>
      <p role="status" className="recruiter-done">
        {done === 'status' && `Status changed to ${statusLabels[application.status]}.`}
        {done === 'note' && 'Note added.'}
      </p>
      <div className="application-columns">
        <div>
          <StatusSection application={application} />
          <NotesSection application={application} />
          <AuditTrail application={application} />
        </div>
        <div>
          <Resume application={application} />
          <Answers application={application} />
        </div>
      </div>
    </div>
  );
}

export { RecruiterProblemPage as ErrorBoundary };
