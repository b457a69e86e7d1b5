import type { Kysely } from 'kysely';
import {
  type CandidateApplication,
  type CandidateData,
  type CandidateDraft,
  type CandidateStatus,
  candidateStatusOf,
  type WithdrawOutcome,
} from '../../shared/application/candidate-status';
import { parseStoredSource } from '../../shared/application/candidate-source';
import type { ApplicationStatus } from '../../shared/application/status';
import { alertView } from '../alerts/alerts-service';
import { stopUnsentDelivery } from '../ats-delivery/ats-delivery-store';
import type { DatabaseSchema, Dialect } from '../storage/database-schema';
import { heldOn } from '../storage/executor';
import { inSlices } from '../storage/in-slices';
import * as alerts from '../storage/tables/alert-subscriptions';
import * as events from '../storage/tables/application-events';
import * as applications from '../storage/tables/applications';
import * as drafts from '../storage/tables/drafts';
import * as outbox from '../storage/tables/outbox';
import * as outboxDeletions from '../storage/tables/outbox-deletions';
import * as resumes from '../storage/tables/resumes';
import * as voluntary from '../storage/tables/voluntary-answers';

const iso = (at: number) => new Date(at).toISOString();
const candidateStatus = (status: string): CandidateStatus =>
  candidateStatusOf[status as Exclude<ApplicationStatus, 'erased'>] ?? 'received';

/**
 * What the site holds about one signed-in candidate, as they read, withdraw, download and erase
 * it, and the retention purge of everything older than APPLICATION_RETENTION_DAYS:
 * the tables' modules (server/storage/tables) composed in transactions.
 * One implementation for SQLite and Postgres (tested on both).
 */
export function createCandidateStore(db: Kysely<DatabaseSchema>, dialect: Dialect) {
  const held = heldOn(dialect);

  return {
    /** The candidate's applications, newest first, with the status in their words (never notes). */
    async applications(uid: string): Promise<CandidateApplication[]> {
      const rows = await applications
        .ownApplications(db, uid)
        .select(['id', 'reference', 'requisition_id', 'job_title', 'status', 'submitted_at'])
        .orderBy('submitted_at', 'desc')
        .execute();
      const changes = await events.statusChanges(
        db,
        rows.map((row) => row.id),
      );
      return rows.map((row) => ({
        id: row.id,
        reference: row.reference,
        job: { id: row.requisition_id, title: row.job_title },
        submittedAt: iso(row.submitted_at),
        status: candidateStatus(row.status),
        statusChangedAt: iso(changes.filter((event) => event.application_id === row.id).at(-1)?.at ?? row.submitted_at),
      }));
    },

    /** The candidate's draft in progress, if they saved a step or a resume, with the job it applies to. */
    async drafts(uid: string): Promise<CandidateDraft[]> {
      const owner = drafts.userDraft(uid);
      const [steps, resume, job] = await Promise.all([
        drafts.readSteps(db, owner),
        resumes.latestResume(db, owner),
        drafts.readJob(db, owner),
      ]);
      if (steps.length === 0 && !resume) return [];
      const savedAt = Math.max(...steps.map((step) => step.savedAt), resume?.uploaded_at ?? 0);
      return [
        {
          // No job chosen: null, which the service reads as the wizard does (the sample requisition or none).
          job: job ? { id: job.id, title: job.title } : null,
          // The job's own questions count as answered for the job they were answered for only.
          // The resume's reading is no step of the candidate's.
          steps: steps
            .filter((step) => step.step !== 'reading')
            .filter((step) => step.step !== 'questions' || (step.answers as { jobId?: string }).jobId === job?.id)
            .map((step) => step.step),
          hasResume: Boolean(resume),
          // The service knows the job's questions (candidate-service.ts).
          hasJobQuestions: false,
          savedAt: iso(savedAt),
        },
      ];
    },

    /**
     * The candidate withdraws their own application: status `withdrawn` and an event by
     * `candidate`, in one transaction that holds the row (a recruiter's change waits for it). Its
     * delivery into the ATS stops if it has not arrived: the hiring team sees it withdrawn here, and
     * it must not reach their ATS as a new application.
     */
    withdraw: (uid: string, id: string): Promise<WithdrawOutcome> =>
      db.transaction().execute(async (trx) => {
        const current = await applications
          .ownApplications(trx, uid)
          .select('status')
          .where('id', '=', id)
          .$call(held)
          .executeTakeFirst();
        if (!current) return 'not_found';
        if (current.status === 'withdrawn') return 'unchanged';
        if (current.status === 'rejected' || current.status === 'hired') return 'closed';
        await applications.setStatus(trx, id, 'withdrawn');
        const by = { applicationId: id, at: Date.now(), actor: 'candidate' };
        await events.recordStatusChange(trx, by, current.status, 'withdrawn');
        await stopUnsentDelivery(trx, id, by.at);
        return 'withdrawn';
      }),

    /** The candidate's own resume (of their draft or of one of their applications), or undefined. */
    ownResume: (uid: string, resumeId: string) =>
      db
        .selectFrom('resumes')
        .select(['id', 'file_name', 'size', 'uploaded_at', 'content'])
        .where('id', '=', resumeId)
        .where((where) =>
          where.or([
            where('draft_owner', '=', drafts.userDraft(uid)),
            where('application_id', 'in', applications.ownApplications(db, uid).select('id')),
          ]),
        )
        .executeTakeFirst(),

    /**
     * Everything the site holds about the candidate (GET /api/me/data): the draft's steps, resume
     * descriptions (the files are links), applications with all their answers, the voluntary
     * ones too, the status changes with dates, and the emails sent to them or scheduled (with
     * when they are due: one the hiring team takes back before then is no longer listed).
     * Recruiters' private notes are left out (docs/api.md, "The candidate's data").
     */
    async exportData(uid: string, resumeLink: (id: string) => string): Promise<CandidateData> {
      const owner = drafts.userDraft(uid);
      const resumeOf = (row: { id: string; file_name: string; size: number; uploaded_at: number }) => ({
        ...resumes.resumeInfo(row),
        download: resumeLink(row.id),
      });
      const [steps, draftResume, draftSource, rows, alertRows] = await Promise.all([
        drafts.readSteps(db, owner),
        resumes.latestResume(db, owner),
        drafts.readSource(db, owner),
        applications
          .ownApplications(db, uid)
          .select([
            'id',
            'reference',
            'requisition_id',
            'job_title',
            'email',
            'account_email',
            'status',
            'submitted_at',
            'answers',
            'source',
          ])
          .orderBy('submitted_at')
          .execute(),
        alerts.subscriptionsOf(db, uid),
      ]);
      const ids = rows.map((row) => row.id);
      const [changes, files, voluntaryAnswers, emails] = await Promise.all([
        events.statusChanges(db, ids),
        resumes.applicationResumes(db, ids),
        voluntary.voluntaryAnswersOf(db, ids),
        outbox.emailsOf(db, ids),
      ]);
      return {
        draft: {
          steps: Object.fromEntries(
            steps.map((step) => [step.step, { answers: step.answers, savedAt: iso(step.savedAt) }]),
          ),
          resume: draftResume ? resumeOf(draftResume) : null,
          /** The campaign tags of the link the candidate came by (utm_source, gh_src, ...), or null. */
          source: draftSource,
        },
        /** Job alert subscriptions: the account's, and those its verified address made before signing in. */
        jobAlerts: alertRows.map(alertView),
        applications: rows.map((row) => {
          const resume = files.find((file) => file.application_id === row.id);
          return {
            id: row.id,
            reference: row.reference,
            job: { id: row.requisition_id, title: row.job_title },
            email: row.email,
            accountEmail: row.account_email,
            submittedAt: iso(row.submitted_at),
            status: candidateStatus(row.status),
            answers: applications.shownAnswers(row.answers),
            source: parseStoredSource(row.source),
            voluntaryAnswers: voluntaryAnswers.get(row.id) ?? null,
            resume: resume ? resumeOf(resume) : null,
            statusHistory: changes
              .filter((event) => event.application_id === row.id)
              .map((event) => ({
                at: iso(event.at),
                from: candidateStatus(event.from_status ?? 'new'),
                to: candidateStatus(event.to_status ?? 'new'),
              }))
              .filter((change) => change.from !== change.to),
            emails: emails
              .filter((email) => email.application_id === row.id)
              // The candidate's own emails (to their account's address, or an earlier release's to the
              // typed one), not the hiring team's notice of the application.
              .filter(
                ({ message }) =>
                  message.kind === 'email' &&
                  [row.account_email, row.email].some((address) => address && message.to.includes(address)),
              )
              .map(({ message, created_at, sent_at, next_attempt_at }) => ({
                subject: message.kind === 'email' ? message.subject : '',
                text: message.kind === 'email' ? message.text : '',
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
     * tombstone (applications.ts, blankApplication) with an `erased` event by `candidate`, and
     * its resume, voluntary answers, recruiters' notes and outbox messages deleted: by hand, a
     * statement per table, since the row they reference stays and no cascade runs. Their drafts
     * (the account's, and the one this session began before signing in) are deleted whole, one
     * statement through the cascades; their job alerts too (the account's, and those of its
     * verified address, `verifiedEmail`), with their messages, and the sign-in link emails to that
     * address. Answers the ids of the messages deleted, whose .eml files
     * the caller removes. Their sessions are server/session's (user-sessions.ts).
     */
    erase: (uid: string, anonymousDraftId?: string, verifiedEmail?: string | null): Promise<{ messageIds: string[] }> =>
      db.transaction().execute(async (trx) => {
        const erased = await applications
          .ownApplications(trx, uid)
          .select(['id', 'reference', 'status'])
          .$call(held)
          .execute();
        const ids = erased.map((row) => row.id);
        const now = Date.now();
        for (const application of erased) {
          await applications.blankApplication(trx, application, now);
          const by = { applicationId: application.id, at: now, actor: 'candidate' };
          await events.recordStatusChange(trx, by, application.status, 'erased');
        }
        await inSlices(ids, async (slice) => {
          await voluntary.deleteVoluntaryAnswers(trx, slice);
          await events.deleteNotes(trx, slice);
          await resumes.deleteApplicationResumes(trx, slice);
        });
        const messageIds = await outboxDeletions.deleteMessagesOf(trx, ids);
        // Sign-in link emails name the address alone (an hour's worth at most are kept).
        if (verifiedEmail) messageIds.push(...(await outboxDeletions.deleteSignInEmailsTo(trx, verifiedEmail)));
        // Job alerts, the account's and its verified address's: their messages go by the cascade.
        const account = { uid, email: verifiedEmail ?? null };
        messageIds.push(...(await outboxDeletions.alertMessageIdsOf(trx, account)));
        await alerts.deleteSubscriptionsOfAccount(trx, uid, account.email);
        await drafts.deleteDrafts(trx, [
          drafts.userDraft(uid),
          ...(anonymousDraftId ? [drafts.visitorDraft(anonymousDraftId)] : []),
        ]);
        return { messageIds };
      }),

    /**
     * The retention purge: deletes applications submitted before `before` (tombstones too) with
     * their events, voluntary answers, resumes and messages (one statement a slice, through the
     * cascades); any other resume uploaded before it; and sent messages written before it.
     * Answers how many applications went, and how many resumes and messages besides theirs, and
     * the ids of every message deleted (for their files).
     */
    purgeExpired: (before: number) =>
      db.transaction().execute(async (trx) => {
        const ids = await applications.heldSubmittedBefore(trx, dialect, before);
        const messageIds = await outboxDeletions.messageIdsOf(trx, ids);
        await applications.deleteApplications(trx, ids);
        const resumeCount = await resumes.deleteDraftResumesBefore(trx, before);
        const sent = await outboxDeletions.deleteSentBefore(trx, before);
        return {
          applications: ids.length,
          resumes: resumeCount,
          messages: sent.length,
          messageIds: [...messageIds, ...sent],
        };
      }),

    /** Which of these outbox message ids still have their row (a file without one is left over). */
    existingMessages: (ids: readonly string[]): Promise<Set<string>> => outboxDeletions.existingMessages(db, ids),
  };
}

export type CandidateStore = ReturnType<typeof createCandidateStore>;
