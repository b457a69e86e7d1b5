import { randomUUID } from 'node:crypto';
import { type Kysely, sql, type Transaction } from 'kysely';
import {
  type CandidateApplication,
  type CandidateDraft,
  type CandidateStatus,
  candidateStatusOf,
  type WithdrawResult,
} from '../../shared/application/candidate-status';
import { searchText } from '../../shared/application/search-text';
import type { ApplicationStatus } from '../../shared/application/status';
import type { OutboxMessage } from '../notifications/outbox-message';
import type { DatabaseSchema, Dialect } from '../storage/database-schema';
import { inSlices } from '../storage/in-slices';

type Executor = Kysely<DatabaseSchema> | Transaction<DatabaseSchema>;

const iso = (at: number) => new Date(at).toISOString();
const candidateStatus = (status: string): CandidateStatus =>
  candidateStatusOf[status as Exclude<ApplicationStatus, 'erased'>] ?? 'received';

/**
 * What the site holds about one signed-in candidate, as they read, withdraw, download and erase
 * it (issue 18), and the retention purge of everything older than APPLICATION_RETENTION_DAYS.
 * One implementation for SQLite and Postgres (tested on both).
 */
export function createCandidateStore(db: Kysely<DatabaseSchema>, dialect: Dialect) {
  const ownApplications = (executor: Executor, uid: string) =>
    executor.selectFrom('applications').where('uid', '=', uid).where('status', '!=', 'erased');

  const statusEvents = async (executor: Executor, ids: string[]) =>
    ids.length === 0
      ? []
      : executor
          .selectFrom('application_events')
          .select(['application_id', 'at', 'from_status', 'to_status'])
          .where('application_id', 'in', ids)
          .where('kind', '=', 'status')
          .orderBy('at')
          .execute();

  /** The candidate's own resume (of their draft or of one of their applications), or undefined. */
  const ownResume = (uid: string, resumeId: string) =>
    db
      .selectFrom('resumes')
      .select(['id', 'file_name', 'size', 'uploaded_at', 'content'])
      .where('id', '=', resumeId)
      .where((where) =>
        where.or([
          where('owner', '=', `user:${uid}`),
          where(
            'owner',
            'in',
            ownApplications(db, uid).select((select) =>
              sql<string>`${sql.lit('application:')} || ${select.ref('id')}`.as('owner'),
            ),
          ),
        ]),
      )
      .executeTakeFirst();

  /** Deletes these applications' outbox messages; answers their ids (their .eml files go too). */
  async function deleteMessagesOf(trx: Transaction<DatabaseSchema>, applicationIds: string[]): Promise<string[]> {
    const messageIds: string[] = [];
    await inSlices(applicationIds, async (slice) => {
      const deleted = await trx.deleteFrom('outbox').where('application_id', 'in', slice).returning('id').execute();
      messageIds.push(...deleted.map((row) => row.id));
    });
    return messageIds;
  }

  /**
   * Deletes applications outright: one statement, whose foreign keys delete their voluntary
   * answers, events, resume and outbox messages with them (0013). Answers the ids of those
   * messages, read first (a cascade does not return them), for their .eml files; the caller
   * holds the applications' rows, so no message of theirs is added in between.
   */
  async function deleteApplications(trx: Transaction<DatabaseSchema>, ids: string[]): Promise<string[]> {
    const messageIds: string[] = [];
    await inSlices(ids, async (slice) => {
      const messages = await trx.selectFrom('outbox').select('id').where('application_id', 'in', slice).execute();
      messageIds.push(...messages.map((row) => row.id));
      await trx.deleteFrom('applications').where('id', 'in', slice).execute();
    });
    return messageIds;
  }

  return {
    /** The candidate's applications, newest first, with the status in their words (never notes). */
    async applications(uid: string): Promise<CandidateApplication[]> {
      const rows = await ownApplications(db, uid)
        .select(['id', 'reference', 'requisition_id', 'job_title', 'status', 'submitted_at'])
        .orderBy('submitted_at', 'desc')
        .execute();
      const events = await statusEvents(
        db,
        rows.map((row) => row.id),
      );
      return rows.map((row) => ({
        id: row.id,
        reference: row.reference,
        job: { id: row.requisition_id, title: row.job_title },
        submittedAt: iso(row.submitted_at),
        status: candidateStatus(row.status),
        statusChangedAt: iso(events.filter((event) => event.application_id === row.id).at(-1)?.at ?? row.submitted_at),
      }));
    },

    /** The candidate's draft in progress, if they saved a step or a resume, with the job it applies to. */
    async drafts(uid: string): Promise<CandidateDraft[]> {
      const owner = `user:${uid}`;
      const [steps, resume, job] = await Promise.all([
        db.selectFrom('draft_steps').select(['step', 'saved_at']).where('owner', '=', owner).execute(),
        db.selectFrom('resumes').select('uploaded_at').where('owner', '=', owner).executeTakeFirst(),
        db.selectFrom('draft_jobs').select(['job_id', 'title']).where('owner', '=', owner).executeTakeFirst(),
      ]);
      if (steps.length === 0 && !resume) return [];
      const savedAt = Math.max(...steps.map((step) => step.saved_at), resume?.uploaded_at ?? 0);
      return [
        {
          // No job chosen: null, which the service reads as the wizard does (the sample requisition or none).
          job: job ? { id: job.job_id, title: job.title } : null,
          steps: steps.map((step) => step.step),
          hasResume: Boolean(resume),
          savedAt: iso(savedAt),
        },
      ];
    },

    /**
     * The candidate withdraws their own application: status `withdrawn` and an event by
     * `candidate`, in one transaction that holds the row (a recruiter's change waits for it).
     */
    withdraw: (uid: string, id: string): Promise<WithdrawResult> =>
      db.transaction().execute(async (trx) => {
        const current = await ownApplications(trx, uid)
          .select('status')
          .where('id', '=', id)
          .$if(dialect === 'postgres', (query) => query.forUpdate())
          .executeTakeFirst();
        if (!current) return 'not_found';
        if (current.status === 'withdrawn') return 'unchanged';
        if (current.status === 'rejected' || current.status === 'hired') return 'closed';
        await trx.updateTable('applications').set({ status: 'withdrawn' }).where('id', '=', id).execute();
        await trx
          .insertInto('application_events')
          .values({
            id: randomUUID(),
            application_id: id,
            at: Date.now(),
            actor: 'candidate',
            kind: 'status',
            from_status: current.status,
            to_status: 'withdrawn',
            note: null,
          })
          .execute();
        return 'withdrawn';
      }),

    ownResume,

    /**
     * Everything the site holds about the candidate (GET /api/me/data): the draft's steps, resume
     * descriptions (the files are links), applications with all their answers, the voluntary
     * ones too, the status changes with dates, and the emails sent to them or scheduled (with
     * when they are due: one the hiring team takes back before then is no longer listed).
     * Recruiters' private notes are left out (README, "The candidate's data").
     */
    async exportData(uid: string, resumeLink: (id: string) => string) {
      const owner = `user:${uid}`;
      const resumeOf = (row: { id: string; file_name: string; size: number; uploaded_at: number }) => ({
        fileName: row.file_name,
        size: row.size,
        uploadedAt: iso(row.uploaded_at),
        download: resumeLink(row.id),
      });
      const [steps, draftResumes, applications] = await Promise.all([
        db.selectFrom('draft_steps').select(['step', 'answers', 'saved_at']).where('owner', '=', owner).execute(),
        db
          .selectFrom('resumes')
          .select(['id', 'file_name', 'size', 'uploaded_at'])
          .where('owner', '=', owner)
          .execute(),
        ownApplications(db, uid)
          .leftJoin('voluntary_answers', 'voluntary_answers.application_id', 'applications.id')
          .select([
            'applications.id',
            'reference',
            'applications.requisition_id',
            'applications.job_title',
            'email',
            'account_email',
            'status',
            'submitted_at',
            'applications.answers',
            'resume_id',
            'voluntary_answers.answers as voluntary',
          ])
          .orderBy('submitted_at')
          .execute(),
      ]);
      const ids = applications.map((row) => row.id);
      const [events, resumes, messages] =
        ids.length === 0
          ? [[], [], []]
          : await Promise.all([
              statusEvents(db, ids),
              db
                .selectFrom('resumes')
                .select(['id', 'owner', 'file_name', 'size', 'uploaded_at'])
                .where(
                  'owner',
                  'in',
                  ids.map((id) => `application:${id}`),
                )
                .execute(),
              db
                .selectFrom('outbox')
                .select(['application_id', 'payload', 'created_at', 'sent_at', 'next_attempt_at'])
                .where('application_id', 'in', ids)
                .where('kind', '=', 'email')
                .orderBy('created_at')
                .execute(),
            ]);
      return {
        draft: {
          steps: Object.fromEntries(
            steps.map((row) => [row.step, { answers: JSON.parse(row.answers), savedAt: iso(row.saved_at) }]),
          ),
          resume: draftResumes[0] ? resumeOf(draftResumes[0]) : null,
        },
        applications: applications.map((row) => {
          const answers = JSON.parse(row.answers) as Record<string, unknown>;
          delete answers.resume; // described by the resume's own row below
          const resume = resumes.find((file) => file.owner === `application:${row.id}`);
          return {
            id: row.id,
            reference: row.reference,
            job: { id: row.requisition_id, title: row.job_title },
            email: row.email,
            accountEmail: row.account_email,
            submittedAt: iso(row.submitted_at),
            status: candidateStatus(row.status),
            answers,
            voluntaryAnswers: row.voluntary === null ? null : JSON.parse(row.voluntary),
            resume: resume ? resumeOf(resume) : null,
            statusHistory: events
              .filter((event) => event.application_id === row.id)
              .map((event) => ({
                at: iso(event.at),
                from: candidateStatus(event.from_status ?? 'new'),
                to: candidateStatus(event.to_status ?? 'new'),
              }))
              .filter((change) => change.from !== change.to),
            emails: messages
              .filter((message) => message.application_id === row.id)
              .map((message) => ({ ...message, payload: JSON.parse(message.payload) as OutboxMessage }))
              // The candidate's own emails (to their account's address, or an earlier release's to the
              // typed one), not the hiring team's notice of the application.
              .filter(
                ({ payload }) =>
                  payload.kind === 'email' &&
                  [row.account_email, row.email].some((address) => address && payload.to.includes(address)),
              )
              .map(({ payload, created_at, sent_at, next_attempt_at }) => ({
                subject: payload.kind === 'email' ? payload.subject : '',
                text: payload.kind === 'email' ? payload.text : '',
                writtenAt: iso(created_at),
                // Not sent yet: when it is due to leave. A status email waits CANDIDATE_EMAIL_DELAY_MS,
                // during which the hiring team may still take it back; a failed one waits for its retry.
                ...(sent_at === null
                  ? { state: 'scheduled' as const, sentAt: null, scheduledFor: iso(next_attempt_at) }
                  : { state: 'sent' as const, sentAt: iso(sent_at) }),
              })),
          };
        }),
      };
    },

    /**
     * Erases the candidate (DELETE /api/me), in one transaction: each application becomes a
     * tombstone (status `erased`, no name, email, answers or search text; its reference and job
     * stay, so the company can honour the erasure in its own mailboxes) with its resume, voluntary
     * answers, recruiters' notes and outbox messages deleted and an `erased` event by `candidate`;
     * and their drafts (the account's, and the one this session began before signing in) deleted
     * with their steps, job and resume. Answers the ids of the messages deleted, whose .eml files
     * the caller removes. Their sessions are server/session's (user-sessions.ts).
     */
    erase: (uid: string, anonymousDraftId?: string): Promise<{ messageIds: string[] }> =>
      db.transaction().execute(async (trx) => {
        const applications = await ownApplications(trx, uid)
          .select(['id', 'reference', 'status'])
          .$if(dialect === 'postgres', (query) => query.forUpdate())
          .execute();
        const ids = applications.map((row) => row.id);
        const now = Date.now();
        for (const application of applications) {
          await trx
            .updateTable('applications')
            .set({
              // The unique key (uid, job) needs a uid: one that names only the tombstone.
              uid: `erased:${application.id}`,
              email: '',
              account_email: null,
              first_name: '',
              last_name: '',
              answers: '{}',
              resume_id: null,
              search_text: searchText(application.reference),
              status: 'erased',
              erased_at: now,
            })
            .where('id', '=', application.id)
            .execute();
          await trx
            .insertInto('application_events')
            .values({
              id: randomUUID(),
              application_id: application.id,
              at: now,
              actor: 'candidate',
              kind: 'status',
              from_status: application.status,
              to_status: 'erased',
              note: null,
            })
            .execute();
        }
        // The tombstone stays, so what it must not keep is deleted from each of its tables.
        await inSlices(ids, async (slice) => {
          await trx.deleteFrom('voluntary_answers').where('application_id', 'in', slice).execute();
          await trx
            .deleteFrom('application_events')
            .where('application_id', 'in', slice)
            .where('kind', '=', 'note')
            .execute();
          await trx.deleteFrom('resumes').where('application_id', 'in', slice).execute();
        });
        const messageIds = await deleteMessagesOf(trx, ids);
        const drafts = [`user:${uid}`, ...(anonymousDraftId ? [`draft:${anonymousDraftId}`] : [])];
        await trx.deleteFrom('drafts').where('owner', 'in', drafts).execute();
        return { messageIds };
      }),

    /**
     * The retention purge: deletes applications submitted before `before` (tombstones too) with
     * their events, voluntary answers, resumes and messages; any other resume uploaded before it;
     * and sent messages written before it. Answers how many applications went, and how many
     * resumes and messages besides theirs, and the ids of every message deleted (for their files).
     */
    purgeExpired: (before: number) =>
      db.transaction().execute(async (trx) => {
        const expired = await trx
          .selectFrom('applications')
          .select('id')
          .where('submitted_at', '<', before)
          .$if(dialect === 'postgres', (query) => query.forUpdate())
          .execute();
        const messageIds = await deleteApplications(
          trx,
          expired.map((row) => row.id),
        );
        // An application's resume goes with its application, however long before it was uploaded.
        const resumes = await trx
          .deleteFrom('resumes')
          .where('uploaded_at', '<', before)
          .where('owner', 'not like', 'application:%')
          .executeTakeFirst();
        const messages = await trx
          .deleteFrom('outbox')
          .where('sent_at', 'is not', null)
          .where('created_at', '<', before)
          .returning('id')
          .execute();
        return {
          applications: expired.length,
          resumes: Number(resumes.numDeletedRows),
          messages: messages.length,
          messageIds: [...messageIds, ...messages.map((row) => row.id)],
        };
      }),

    /** Which of these outbox message ids still have their row (a file without one is left over). */
    async existingMessages(ids: readonly string[]): Promise<Set<string>> {
      const existing = new Set<string>();
      await inSlices(ids, async (slice) => {
        const rows = await db.selectFrom('outbox').select('id').where('id', 'in', slice).execute();
        for (const row of rows) existing.add(row.id);
      });
      return existing;
    },
  };
}

export type CandidateStore = ReturnType<typeof createCandidateStore>;
