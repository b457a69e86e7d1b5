import { data, redirect } from 'react-router';
import type { ApplicationStatus } from '../../../shared/application/status';
import type {
  DeliveryRetryOutcome,
  RecruiterContext,
  StatusEmailPreview,
} from '../../../shared/recruiter/recruiter-context';
import { applicationPath } from '../inbox-links';
import { applicationNotFound } from '../recruiter-route';

/** What a form of the page posts: a move, a note, the Undo of a status email, or a retry of the ATS delivery. */
export type Change = 'status' | 'note' | 'undo' | 'retry-delivery';

/**
 * A form post that did not change the application: the messages per field, why it cannot
 * change, or (a move that emails, posted without `notify`) the email to read before choosing.
 */
export type ActionData = {
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

/** The changes the page says were made, after the redirect (`?done=`). */
export const doneChanges: readonly string[] = ['status', 'note', 'undo', 'retry-delivery'] satisfies Change[];

/** `notify` as the confirm step's two buttons post it; anything else is not a choice. */
const notifyOf = (value: FormDataEntryValue | null) =>
  value === 'true' ? true : value === 'false' ? false : undefined;

/**
 * The status form, its confirm step, the note form, Undo and Retry delivery post to the page's
 * action (with or without JavaScript), which hands the form here; its `intent` says which. A
 * change is made exactly as `PATCH /api/recruiter/applications/:id` makes it, then 303 back to
 * the page. A refused post shows the page again with why.
 */
export function changeApplication(recruiter: RecruiterContext, id: string, form: FormData) {
  const intent = form.get('intent');
  if (intent === 'retry-delivery') return retryDelivery(recruiter, id);
  if (intent === 'undo') return undoStatusEmail(recruiter, id);
  return moveOrNote(recruiter, id, form);
}

/** 303 back to the page, which says what `change` did. */
const done = (id: string, change: Change) =>
  redirect(`${applicationPath(id)}?done=${change}`, { status: 303, headers: { 'Cache-Control': 'private, no-store' } });

async function retryDelivery(recruiter: RecruiterContext, id: string) {
  const { outcome } = await recruiter.retryDelivery(id);
  if (outcome === 'not-found') throw applicationNotFound();
  if (outcome === 'retried') throw done(id, 'retry-delivery');
  return data<ActionData>({ change: 'retry-delivery', problem: retryProblems[outcome] }, { status: 409 });
}

/** Undo is `DELETE …/pending-email`: the status email chosen with the last move stays unsent. */
async function undoStatusEmail(recruiter: RecruiterContext, id: string) {
  const { outcome } = await recruiter.cancelStatusEmail(id);
  if (outcome === 'not-found') throw applicationNotFound();
  if (outcome === 'cancelled') throw done(id, 'undo');
  const problem =
    outcome === 'sending'
      ? 'Too late to undo: the email is being sent right now.'
      : 'Too late to undo: the email has left already (or was cancelled).';
  return data<ActionData>({ change: 'undo', problem }, { status: 409 });
}

/** Why a move or a note changed nothing, by the outcome. */
const changeProblems = {
  withdrawn: 'The candidate withdrew this application: its status can no longer change.',
  erased: "This application was erased at the candidate's request: nothing more can be added.",
  'no-address':
    "Not moved: the candidate's account has no verified email address on record, so there is no email to send. Move it without emailing.",
} as const;

/**
 * A move or a note. A move that emails the candidate, posted without `notify`, changes nothing
 * yet: the page answers with the email as the candidate would read it and two buttons, send it
 * or not.
 */
async function moveOrNote(recruiter: RecruiterContext, id: string, form: FormData) {
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
      throw done(id, change);
    case 'not-found':
      throw applicationNotFound();
    case 'refused':
      return data<ActionData>({ change, fields: outcome.fields }, { status: 400 });
    default:
      return data<ActionData>({ change, problem: changeProblems[outcome.outcome] }, { status: 409 });
  }
}
