import type { Kysely } from 'kysely';
import {
  type CandidateApplication,
  type CandidateData,
  type CandidateDraft,
  type CandidateStatus,
  candidateStatusOf,
} from '../../shared/application/candidate-status';
import { parseStoredSource } from '../../shared/application/candidate-source';
import type { ApplicationStatus } from '../../shared/application/status';
import { alertView } from '../alerts/alerts-service';
import type { DatabaseSchema } from '../storage/database-schema';
import * as alerts from '../storage/tables/alert-subscriptions';
import * as events from '../storage/tables/application-events';
import * as applications from '../storage/tables/applications';
import * as drafts from '../storage/tables/drafts';
import * as outbox from '../storage/tables/outbox';
import * as resumes from '../storage/tables/resumes';
import * as voluntary from '../storage/tables/voluntary-answers';

const iso = (at: number) => new Date(at).toISOString();
const candidateStatus = (status: string): CandidateStatus =>
  candidateStatusOf[status as Exclude<ApplicationStatus, 'erased'>] ?? 'received';

/**
 * What a signed-in candidate reads of their own: their applications, with the status in their
 * words; their draft; their resume; and everything the site holds about them, to download.
 */
export function candidateReads(db: Kysely<DatabaseSchema>) {
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
  };
}
