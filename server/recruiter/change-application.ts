import { fieldErrors } from '../../shared/application/schemas';
import type { ApplicationChangeOutcome } from '../../shared/recruiter/recruiter-context';
import type { Logger } from '../logger';
import type { Notifications } from '../notifications/notifications';
import { applicationChangeSchema } from './inbox-query';
import { ErasedError, type RecruiterStore, WithdrawnError } from './recruiter-store';

export interface ApplicationChanger {
  store: RecruiterStore;
  logger: Logger;
  /** The candidate's emails of a status change (interview, offer, not selected), and a nudge to send them. */
  notices?: Pick<Notifications, 'forStatusChange' | 'wake'>;
}

/**
 * A recruiter's change to an application (`{ status?, note? }`), one way for the JSON API's
 * PATCH and the application page's forms: validated, recorded with who did it, the candidate's
 * status email written to the outbox in the same transaction, then the outbox woken to send it.
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
  try {
    if (!(await store.change(id, change.data, actor, notices?.forStatusChange))) return { outcome: 'not-found' };
  } catch (error) {
    if (error instanceof WithdrawnError) return { outcome: 'withdrawn' };
    if (error instanceof ErasedError) return { outcome: 'erased' };
    throw error;
  }
  if (change.data.status) notices?.wake();
  logger.info(
    { applicationId: id, status: change.data.status, note: Boolean(change.data.note) },
    'application changed',
  );
  return { outcome: 'changed' };
}

/** Who a change is recorded as: the recruiter's email, else their uid. */
export const actorOf = (user: { email: string | null; uid: string } | undefined): string =>
  user?.email ?? user?.uid ?? 'recruiter';
