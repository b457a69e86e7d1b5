import { randomUUID } from 'node:crypto';
import type { ApplicationEvent, StatusEmailEvent } from '../../../shared/application/status';
import type { Executor } from '../executor';

/**
 * What happened to an application in the company's hands, a row each: status changes, notes
 * (0005), and what became of a status email (`email`, its StatusEmailEvent in `note`). Rows
 * reference their application with ON DELETE CASCADE (0013).
 */
export interface ApplicationEventsTable {
  application_events: {
    id: string;
    application_id: string;
    at: number;
    /** The recruiter's email (or `candidate` for a withdrawal or an erasure). */
    actor: string;
    kind: 'status' | 'note' | 'email';
    from_status: string | null;
    to_status: string | null;
    note: string | null;
  };
}

/** Who did it and when. */
interface By {
  applicationId: string;
  at: number;
  actor: string;
}

const row = ({ applicationId, at, actor }: By) => ({
  id: randomUUID(),
  application_id: applicationId,
  at,
  actor,
  from_status: null,
  to_status: null,
  note: null,
});

/** Records a move of the application from one status to another. */
export const recordStatusChange = (executor: Executor, by: By, from: string, to: string) =>
  executor
    .insertInto('application_events')
    .values({ ...row(by), kind: 'status', from_status: from, to_status: to })
    .execute();

/** Records a recruiter's note. */
export const recordNote = (executor: Executor, by: By, note: string) =>
  executor
    .insertInto('application_events')
    .values({ ...row(by), kind: 'note', note })
    .execute();

/** Records what became of a status email. */
export const recordStatusEmail = (executor: Executor, by: By, what: StatusEmailEvent) =>
  executor
    .insertInto('application_events')
    .values({ ...row(by), kind: 'email', note: what })
    .execute();

/** The status changes of these applications, oldest first. */
export const statusChanges = (executor: Executor, applicationIds: string[]) =>
  applicationIds.length === 0
    ? Promise.resolve([])
    : executor
        .selectFrom('application_events')
        .select(['application_id', 'at', 'from_status', 'to_status'])
        .where('application_id', 'in', applicationIds)
        .where('kind', '=', 'status')
        .orderBy('at')
        .execute();

/** The application's whole history as recruiters read it. */
export async function history(executor: Executor, applicationId: string): Promise<ApplicationEvent[]> {
  const events = await executor
    .selectFrom('application_events')
    .selectAll()
    .where('application_id', '=', applicationId)
    .orderBy('at')
    // Within one change the status is recorded before the note ('status' > 'note'), then the
    // status emails: an earlier one cancelled before the new one chosen ('cancelled' < 'scheduled').
    .orderBy('kind', 'desc')
    .orderBy('note')
    .execute();
  return events.map((event) => ({
    at: new Date(event.at).toISOString(),
    actor: event.actor,
    kind: event.kind,
    fromStatus: event.from_status,
    toStatus: event.to_status,
    note: event.note,
  }));
}

/**
 * Deletes these applications' notes: an erased application's row stays as a tombstone with its
 * status changes, so its recruiters' notes cannot go with it by the cascade.
 */
export const deleteNotes = (executor: Executor, applicationIds: string[]) =>
  executor
    .deleteFrom('application_events')
    .where('application_id', 'in', applicationIds)
    .where('kind', '=', 'note')
    .execute();
