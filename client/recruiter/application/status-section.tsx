import { type RefObject, useRef } from 'react';
import { Form, Link, useActionData, useNavigation } from 'react-router';
import { recruiterStatuses } from '../../../shared/api/recruiter-enums';
import { type RecruiterApplication, statusLabels } from '../../../shared/application/status';
import { durationText } from '../../../shared/privacy';
import { useFocusOnChange } from '../../app/use-focus-on-change';
import { useSite } from '../../app/use-site';
import { FieldsetOnceHydrated } from '../fieldset-once-hydrated';
import { applicationPath } from '../inbox-links';
import { useFormatMoment } from '../recruiter-dates';
import type { ActionData } from './application-action';
import { Pipeline } from './pipeline';
import { PostProblem } from './post-problem';

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

/** Where the application stands, the form that moves it, and the status email a move sends. */
export function StatusSection({ application, delayMs }: { application: RecruiterApplication; delayMs: number }) {
  const navigation = useNavigation();
  const posted = useActionData<ActionData>();
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
