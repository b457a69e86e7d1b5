import type { Executor } from '../executor';

/**
 * Equal-opportunity and military answers (0005), apart from the application: only ever counted
 * per job, never read next to a candidate (but in the candidate's own download). A row references
 * its application with ON DELETE CASCADE (0013).
 */
export interface VoluntaryAnswersTable {
  voluntary_answers: {
    application_id: string;
    requisition_id: string;
    /** `{ eeo, military }`, JSON. */
    answers: string;
  };
}

export const insertVoluntaryAnswers = (
  executor: Executor,
  application: { id: string; requisitionId: string; voluntaryAnswers: unknown },
) =>
  executor
    .insertInto('voluntary_answers')
    .values({
      application_id: application.id,
      requisition_id: application.requisitionId,
      answers: JSON.stringify(application.voluntaryAnswers),
    })
    .execute();

/** Every voluntary answer given for a job (or all jobs), without anything that names a candidate. */
export function voluntaryAnswersFor(executor: Executor, jobId?: string) {
  const query = executor.selectFrom('voluntary_answers').select(['requisition_id', 'answers']);
  return (jobId === undefined ? query : query.where('requisition_id', '=', jobId)).execute();
}

/** These applications' voluntary answers, parsed, by application id (the candidate's download). */
export async function voluntaryAnswersOf(executor: Executor, applicationIds: string[]): Promise<Map<string, unknown>> {
  if (applicationIds.length === 0) return new Map();
  const rows = await executor
    .selectFrom('voluntary_answers')
    .select(['application_id', 'answers'])
    .where('application_id', 'in', applicationIds)
    .execute();
  return new Map(rows.map((row) => [row.application_id, JSON.parse(row.answers)]));
}

/**
 * Deletes these applications' voluntary answers: an erased application's row stays as a
 * tombstone, so they cannot go with it by the cascade.
 */
export const deleteVoluntaryAnswers = (executor: Executor, applicationIds: string[]) =>
  executor.deleteFrom('voluntary_answers').where('application_id', 'in', applicationIds).execute();
