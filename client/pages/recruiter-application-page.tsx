import { useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { statusLabels } from '../../shared/application/status';
import { pathOf } from '../../shared/route-paths';
import { useFocusOnChange } from '../app/use-focus-on-change';
import { type ScreenHead, recruitingTitle } from '../page-head';
import { Answers, Resume } from '../recruiter/application/answers-section';
import { type Change, changeApplication, doneChanges } from '../recruiter/application/application-action';
import { ApplicationFacts } from '../recruiter/application/application-facts';
import { AuditTrail } from '../recruiter/application/audit-trail';
import { NotesSection } from '../recruiter/application/notes-section';
import { StatusSection } from '../recruiter/application/status-section';
import { DeliverySection } from '../recruiter/delivery-section';
import { RecruiterNav } from '../recruiter/recruiter-nav';
import { RecruiterProblemPage } from '../recruiter/recruiter-problem';
import {
  applicationNotFound,
  recruiterHandle,
  recruiterHeaders,
  recruiterMeta,
  recruiterOnly,
} from '../recruiter/recruiter-route';
import type { Route } from './+types/recruiter-application-page';

export const handle = recruiterHandle;
export const headers = recruiterHeaders;

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
    /** What the last form post changed (it redirected here with `?done=`), to say so. */
    done: doneChanges.includes(done) ? (done as Change) : null,
    /** CANDIDATE_EMAIL_DELAY_MS: how long a status email waits for Undo. */
    emailDelayMs: recruiter.statusEmailDelayMs,
  };
}

/** Every form of the page posts here (client/recruiter/application/application-action.ts). */
export async function action({ request, context, params }: Route.ActionArgs) {
  return changeApplication(recruiterOnly({ request, context }), params.id ?? '', await request.formData());
}

/** What the last change did, said where the focus goes after it. */
const doneMessages = {
  note: () => 'Note added.',
  status: (status) => `Status changed to ${statusLabels[status]}.`,
  undo: () => 'Email taken back: the candidate will not receive it.',
  'retry-delivery': () => 'Delivery retried: it is being sent again.',
} satisfies Record<Change, (status: keyof typeof statusLabels) => string>;

/** `/recruiter/applications/:id`: one application, its status, notes and history. */
export default function RecruiterApplicationPage({ loaderData }: Route.ComponentProps) {
  const { application, done, emailDelayMs } = loaderData;
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
      <ApplicationFacts application={application} />
      <p role="status" className="recruiter-done" ref={message} tabIndex={-1}>
        {done && doneMessages[done](application.status)}
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
