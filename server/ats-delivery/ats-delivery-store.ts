import type { ExpressionBuilder, Kysely } from 'kysely';
import { type AtsDelivery, type DeliveryState, WITHDRAWN_BEFORE_DELIVERY } from '../../shared/application/delivery';
import { parseStoredSource } from '../../shared/application/candidate-source';
import type { StoredJobAnswers } from '../../shared/application/job-questions';
import type { AtsMessage } from '../notifications/outbox-message';
import type { DatabaseSchema, Dialect } from '../storage/database-schema';
import type { Executor } from '../storage/executor';
import { inSlices } from '../storage/in-slices';
import { holdSlotsUntil, reserveSlot } from '../storage/tables/ats-rate-slots';
import type { DeliveryInputs } from './ats-payload';

/**
 * An application's delivery is its outbox message of kind `ats` (0015): the row's attempts,
 * last error, sent_at, receipt and gave_up_at are its record. One per application. Unsent, it is
 * `stopped` once the application is withdrawn, whatever the row says: the withdrawal gave it up
 * (stopUnsentDelivery), or a worker that held it gives it up before it posts (ats-sender).
 */
const stateOf = (row: { sent_at: number | null; gave_up_at: number | null; status: string }): DeliveryState =>
  row.sent_at !== null
    ? 'delivered'
    : row.status === 'withdrawn'
      ? 'stopped'
      : row.gave_up_at !== null
        ? 'failed'
        : 'pending';

const deliveryOf = (row: {
  status: string;
  payload: string;
  attempts: number;
  last_error: string | null;
  sent_at: number | null;
  gave_up_at: number | null;
  receipt: string | null;
}): AtsDelivery => ({
  ats: (JSON.parse(row.payload) as AtsMessage).ats,
  state: stateOf(row),
  atsId: row.receipt,
  // The outbox counts the failed attempts (its backoff grows with them); the one that delivered it is a request made too.
  attempts: row.attempts + (row.sent_at !== null ? 1 : 0),
  lastError: row.sent_at !== null ? null : row.last_error,
  deliveredAt: row.sent_at !== null ? new Date(Number(row.sent_at)).toISOString() : null,
});

/** These applications' deliveries, by application id; an application without one is absent. */
export async function deliveriesOf(executor: Executor, applicationIds: readonly string[]) {
  const deliveries = new Map<string, AtsDelivery>();
  await inSlices(applicationIds, async (slice) => {
    const rows = await executor
      .selectFrom('outbox')
      .innerJoin('applications', 'applications.id', 'outbox.application_id')
      .select([
        'outbox.application_id',
        'applications.status',
        'outbox.payload',
        'outbox.attempts',
        'outbox.last_error',
        'outbox.sent_at',
        'outbox.gave_up_at',
        'outbox.receipt',
      ])
      .where('outbox.application_id', 'in', slice)
      .where('outbox.kind', '=', 'ats')
      .execute();
    for (const row of rows) if (row.application_id) deliveries.set(row.application_id, deliveryOf(row));
  });
  return deliveries;
}

/** The inbox's filter on delivery: applications whose delivery is in `state` (as stateOf reads it). */
export const deliveryIn = (state: DeliveryState) => (where: ExpressionBuilder<DatabaseSchema, 'applications'>) => {
  const delivery = where
    .selectFrom('outbox')
    .select('outbox.id')
    .whereRef('outbox.application_id', '=', 'applications.id')
    .where('outbox.kind', '=', 'ats');
  if (state === 'delivered') return where.exists(delivery.where('outbox.sent_at', 'is not', null));
  const unsent = delivery.where('outbox.sent_at', 'is', null);
  if (state === 'stopped') return where.and([where('applications.status', '=', 'withdrawn'), where.exists(unsent)]);
  return where.and([
    where('applications.status', '!=', 'withdrawn'),
    where.exists(unsent.where('outbox.gave_up_at', state === 'failed' ? 'is not' : 'is', null)),
  ]);
};

/**
 * Makes the application's failed delivery due again now, its attempts and last error kept as
 * its history (a recruiter's "Retry delivery"). Answers whether there was a failed one.
 */
export async function retryFailedDelivery(executor: Executor, applicationId: string, now: number): Promise<boolean> {
  const result = await executor
    .updateTable('outbox')
    .set({ gave_up_at: null, next_attempt_at: now, locked_until: null })
    .where('application_id', '=', applicationId)
    .where('kind', '=', 'ats')
    .where('sent_at', 'is', null)
    .where('gave_up_at', 'is not', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * The candidate withdrew: the application's delivery, if it has not reached the ATS, is given up
 * with that reason (in the withdrawal's transaction), so no worker sends it and no one retries it.
 * A worker already sending it finds the withdrawal in `inputsOf` before it posts.
 */
export async function stopUnsentDelivery(executor: Executor, applicationId: string, now: number): Promise<void> {
  await executor
    .updateTable('outbox')
    .set({ gave_up_at: now, last_error: WITHDRAWN_BEFORE_DELIVERY })
    .where('application_id', '=', applicationId)
    .where('kind', '=', 'ats')
    .where('sent_at', 'is', null)
    .execute();
}

type Contact = Partial<Record<'mobileNo' | 'city' | 'state' | 'country', unknown>>;

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

export function createAtsDeliveryStore(db: Kysely<DatabaseSchema>, dialect: Dialect) {
  return {
    /**
     * What is delivered of the application: the candidate's name, email, phone and place as submitted,
     * the resume's bytes, the answers to the job's own questions (`answers.jobQuestions`, keyed by
     * the ATS's field names) and the tags the candidate came by (the `source` column); null when
     * the application is gone or erased (nothing to send). `withdrawn`: its candidate withdrew it,
     * and nothing is sent either.
     */
    async inputsOf(applicationId: string): Promise<(DeliveryInputs & { withdrawn: boolean }) | null> {
      const row = await db
        .selectFrom('applications')
        .leftJoin('resumes', 'resumes.id', 'applications.resume_id')
        .select([
          'applications.first_name',
          'applications.last_name',
          'applications.email',
          'applications.answers',
          'applications.erased_at',
          'applications.status',
          'applications.source',
          'resumes.file_name',
          'resumes.content',
        ])
        .where('applications.id', '=', applicationId)
        .executeTakeFirst();
      if (!row || row.erased_at !== null) return null;
      const answers = JSON.parse(row.answers) as { contact?: Contact; jobQuestions?: StoredJobAnswers };
      const contact = (answers.contact ?? {}) as Contact;
      return {
        candidate: {
          firstName: row.first_name,
          lastName: row.last_name,
          email: row.email,
          phone: textOf(contact.mobileNo),
          location: { city: textOf(contact.city), region: textOf(contact.state), country: textOf(contact.country) },
        },
        resume:
          row.file_name !== null && row.content !== null ? { fileName: row.file_name, content: row.content } : null,
        answers: answers.jobQuestions?.answers,
        source: parseStoredSource(row.source),
        withdrawn: row.status === 'withdrawn',
      };
    },

    reserveSlot: (name: string, options: Parameters<typeof reserveSlot>[3]) => reserveSlot(db, dialect, name, options),
    holdSlotsUntil: (name: string, until: number) => holdSlotsUntil(db, dialect, name, until),
  };
}

export type AtsDeliveryStore = ReturnType<typeof createAtsDeliveryStore>;
