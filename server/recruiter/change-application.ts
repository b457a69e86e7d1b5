import { fieldErrors } from '../../shared/application/schemas';
import { emailsOnMove } from '../../shared/application/status';
import type {
  ApplicationChangeOutcome,
  DeliveryRetryOutcome,
  StatusEmailCancelOutcome,
  StatusEmailPreviewOutcome,
} from '../../shared/recruiter/recruiter-context';
import type { Logger } from '../logger';
import type { Notifications } from '../notifications/notifications';
import { applicationChangeSchema } from './inbox-query';
import { ErasedError, NoAccountEmailError, WithdrawnError } from './recruiter-changes';
import type { RecruiterStore } from './recruiter-store';

export interface ApplicationChanger {
  store: RecruiterStore;
  logger: Logger;
  /**
   * The candidate's emails of a status change (interview, offer, not selected), how long they
   * wait for Undo, and a nudge to send what is due.
   */
  notices?: Pick<Notifications, 'forStatusChange' | 'statusEmailDelayMs' | 'wake'>;
}

/**
 * A recruiter's change to an application (`{ status?, note?, notify? }`), one way for the JSON
 * API's PATCH and the application page's forms: validated, recorded with who did it, the
 * candidate's status email (when `notify`) written to the outbox in the same transaction to
 * leave CANDIDATE_EMAIL_DELAY_MS later, then the outbox woken (a delay of 0 sends it now).
 */
export async function changeApplication(
  changer: ApplicationChanger,
  id: string,
  body: unknown,
  actor: string,
): Promise<ApplicationChangeOutcome> {
  const { store, logger, notices } = changer;
  const change = applicationChangeSchema.safeParse(body ?? {});
  if (!change.success) return { outcome: 'refused', fields: fieldErrors(change.error) };
  const emailing = notices && { messagesFor: notices.forStatusChange, delayMs: notices.statusEmailDelayMs };
  try {
    if (!(await store.change(id, change.data, actor, emailing))) return { outcome: 'not-found' };
  } catch (error) {
    if (error instanceof WithdrawnError) return { outcome: 'withdrawn' };
    if (error instanceof ErasedError) return { outcome: 'erased' };
    if (error instanceof NoAccountEmailError) return { outcome: 'no-address' };
    throw error;
  }
  if (change.data.status) notices?.wake();
  logger.info(
    { applicationId: id, status: change.data.status, notify: change.data.notify, note: Boolean(change.data.note) },
    'application changed',
  );
  return { outcome: 'changed' };
}

/**
 * What the candidate would be emailed if the application moved to `status`, rendered by the
 * code that writes the email itself: `none` for a status that emails nobody or the status it has
 * already; `no-address` when the candidate's account address is not on record (the only one the
 * site emails); `withdrawn`/`erased` when it can no longer move.
 */
export async function previewStatusEmail(
  changer: ApplicationChanger,
  id: string,
  status: string,
): Promise<StatusEmailPreviewOutcome> {
  const change = await changer.store.statusChangeOf(id, status);
  if (!change) return { outcome: 'not-found' };
  if (change.current === 'withdrawn' || change.current === 'erased') return { outcome: change.current };
  if (change.current === status) return { outcome: 'none' };
  if (emailsOnMove(status) && change.candidate.email === '') return { outcome: 'no-address' };
  const [email] = emailsOnMove(status) && changer.notices ? await changer.notices.forStatusChange(change) : [];
  if (email?.kind !== 'email') return { outcome: 'none' };
  return {
    outcome: 'preview',
    email: { to: email.to, subject: email.subject, text: email.text },
    delayMs: changer.notices?.statusEmailDelayMs ?? 0,
  };
}

/** Undo: the application's status email taken back while it waits in the outbox. */
export async function cancelStatusEmail(
  changer: ApplicationChanger,
  id: string,
  actor: string,
): Promise<StatusEmailCancelOutcome> {
  const outcome = await changer.store.cancelPendingEmail(id, actor);
  if (outcome === 'cancelled') changer.logger.info({ applicationId: id }, 'status email cancelled');
  return { outcome };
}

/** Who a change is recorded as: the recruiter's email, else their uid. */
export const actorOf = (user: { email: string | null; uid: string } | undefined): string =>
  user?.email ?? user?.uid ?? 'recruiter';

/**
 * A recruiter's "Retry delivery" of an application whose delivery into the ATS failed (refused
 * with a 4xx, such as a bad key since corrected): due again at once, the outbox woken. One way
 * for the JSON API and the application page's form.
 */
export async function retryDelivery(
  changer: ApplicationChanger,
  id: string,
  actor: string,
): Promise<DeliveryRetryOutcome> {
  const outcome = await changer.store.retryDelivery(id);
  if (outcome === 'retried') {
    changer.logger.info({ applicationId: id, actor }, 'delivery to the ATS retried by a recruiter');
    changer.notices?.wake();
  }
  return { outcome };
}
