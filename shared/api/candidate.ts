import { z } from 'zod';
import { alertViewSchema } from './alerts';
import { resumeInfoSchema } from './application';
import { candidateStatuses, SOURCE_PARAMS } from './candidate-enums';
import { sessionUserSchema } from './session';
import { dataOf, isoTime } from './envelope';

// The candidate's own home (`/api/me/*`): the types of shared/application/candidate-status.ts,
// candidate-source.ts and the data download's (server/candidate/candidate-reads.ts) are inferred
// from these.

const jobNamed = z.object({ id: z.string(), title: z.string() });

/** One of the candidate's applications: `GET /api/me/applications`. */
export const candidateApplicationSchema = z
  .object({
    id: z.string(),
    reference: z.string(),
    job: jobNamed,
    submittedAt: isoTime,
    status: z.enum(candidateStatuses).describe('the status in the candidate’s words'),
    /** When the status last changed (the submission, if never). */
    statusChangedAt: isoTime,
  })
  .meta({ id: 'CandidateApplication' });

/** The candidate's application in progress. */
export const candidateDraftSchema = z.object({
  /** The job it applies to; null: none chosen yet (with a JOBS_SOURCE, which has no sample requisition). */
  job: jobNamed.nullable(),
  /** The steps saved so far (`questions`: the job's own, answered for this job). */
  steps: z.array(z.string()),
  hasResume: z.boolean(),
  /** Whether the job asks questions of its own (a step more in the wizard). */
  hasJobQuestions: z.boolean(),
  savedAt: isoTime,
});

/** The candidate's own home: their applications, newest first, and their draft in progress. */
export const candidateHomeSchema = z.object({
  applications: z.array(candidateApplicationSchema),
  drafts: z.array(candidateDraftSchema),
});

/** One resume file the site keeps of the candidate, with where to download it. */
export const candidateResumeSchema = resumeInfoSchema.extend({
  download: z.string(),
  /** The reference of the application it belongs to, or null for the draft's. */
  reference: z.string().nullable(),
});

/** The tags a candidate came with (utm_source, gh_src, ...); at least one is set. */
export const candidateSourceSchema = z.partialRecord(z.enum(SOURCE_PARAMS), z.string());

const downloadableResume = resumeInfoSchema.extend({ download: z.string() });

/** An email to the candidate about an application, sent or waiting to leave. */
const candidateEmailSchema = z.object({
  subject: z.string(),
  text: z.string(),
  writtenAt: isoTime,
  state: z.enum(['scheduled', 'sent']),
  sentAt: isoTime.nullable(),
  /** Not sent yet: when it is due to leave. */
  scheduledFor: isoTime.optional(),
});

/**
 * Everything held about the candidate, as the server reads it for their download (their draft,
 * their alerts, their applications with all their answers, the voluntary ones too, the status
 * changes and the emails to them); recruiters' private notes are left out.
 */
export const candidateDataSchema = z.object({
  draft: z.object({
    steps: z.record(z.string(), z.object({ answers: z.unknown(), savedAt: isoTime })),
    resume: downloadableResume.nullable(),
    /** The campaign tags of the link the candidate came by (utm_source, gh_src, ...), or null. */
    source: candidateSourceSchema.nullable(),
  }),
  /** Job alert subscriptions: the account's, and its verified address's made before signing in. */
  jobAlerts: z.array(alertViewSchema),
  applications: z.array(
    z.object({
      id: z.string(),
      reference: z.string(),
      job: jobNamed,
      email: z.string().nullable(),
      accountEmail: z.string().nullable(),
      submittedAt: isoTime,
      status: z.enum(candidateStatuses),
      answers: z.record(z.string(), z.unknown()),
      source: candidateSourceSchema.nullable(),
      voluntaryAnswers: z.unknown(),
      resume: downloadableResume.nullable(),
      statusHistory: z.array(z.object({ at: isoTime, from: z.enum(candidateStatuses), to: z.enum(candidateStatuses) })),
      emails: z.array(candidateEmailSchema),
    }),
  ),
});

/** `GET /api/me/data`: the download, with when it was made and the account it is of. */
export const candidateDataResponseSchema = dataOf(
  candidateDataSchema.extend({
    exportedAt: isoTime,
    account: sessionUserSchema.pick({ uid: true, email: true, displayName: true, photoURL: true }),
  }),
);

/** `GET /api/me/applications`. */
export const candidateHomeResponseSchema = dataOf(candidateHomeSchema);

/** `POST /api/me/applications/:id/withdraw`: the application, withdrawn. */
export const withdrawnResponseSchema = dataOf(candidateApplicationSchema);
