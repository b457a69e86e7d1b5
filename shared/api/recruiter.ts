import { z } from 'zod';
import { candidateSourceSchema } from './candidate';
import { resumeInfoSchema } from './application';
import { dataOf, isoTime } from './envelope';
import { applicationStatuses, deliveryAtss, deliveryStates } from './recruiter-enums';

// The recruiters' API (`/api/recruiter/*`): the types of shared/application/status.ts,
// delivery.ts and shared/recruiter/*.ts are inferred from these.

/** An ATS applications are delivered into (recruiter-enums.ts lists them). */
export type DeliveryAts = (typeof deliveryAtss)[number];

/** An application's delivery into the company's ATS (Greenhouse, Lever, Ashby or SmartRecruiters with its API key, Recruitee). */
export const atsDeliverySchema = z.object({
  ats: z.enum(deliveryAtss),
  state: z.enum(deliveryStates),
  /** The ATS's id of the application, where its answer gives one (Lever's `applicationId`). */
  atsId: z.string().nullable(),
  /** Requests made so far (failed ones, and the one that delivered it). */
  attempts: z.int().min(0),
  /** Why the last attempt failed; null once delivered or before any failure. */
  lastError: z.string().nullable(),
  /** When it was delivered (ISO), or null. */
  deliveredAt: isoTime.nullable(),
});

/** One row of the recruiter inbox. */
export const applicationSummarySchema = z.object({
  id: z.string(),
  reference: z.string(),
  jobId: z.string(),
  /** The job's title when the candidate applied (the job may have closed since). */
  jobTitle: z.string(),
  name: z.string(),
  email: z.string(),
  /** The candidate's city from the contact step; empty once erased. */
  city: z.string(),
  status: z.enum(applicationStatuses),
  submittedAt: isoTime,
  source: z
    .string()
    .nullable()
    .describe('where the candidate came from, by one name: utm_source, else ref, else gh_src; null: came directly'),
  /**
   * In the inbox's rows: the state of its delivery into the company's ATS, or null when its job
   * has none (shared/application/delivery.ts). Not in the CSV export.
   */
  deliveryState: z.enum(deliveryStates).nullable().optional(),
});

/** The status email of an application waiting in the outbox, which Undo can still cancel. */
export const pendingStatusEmailSchema = z.object({
  to: z.array(z.string()),
  subject: z.string(),
  /** When it may leave (ISO): CANDIDATE_EMAIL_DELAY_MS after the move. */
  sendAt: isoTime,
});

/**
 * An entry of an application's history, with who and when: a status change, a private note, or
 * what became of a status email (`email`, in `note`: a StatusEmailEvent).
 */
export const applicationEventSchema = z.object({
  at: isoTime,
  actor: z.string(),
  kind: z.enum(['status', 'note', 'email']),
  fromStatus: z.string().nullable(),
  toStatus: z.string().nullable(),
  note: z.string().nullable(),
});

/**
 * An application as a recruiter reads it: never with equal-opportunity or military answers, and
 * its delivery in full (`delivery`) instead of the inbox row's `deliveryState`.
 */
export const recruiterApplicationSchema = applicationSummarySchema
  .omit({ deliveryState: true })
  .extend({
    answers: z.record(z.string(), z.unknown()).describe('answers by step (never the voluntary ones)'),
    resume: resumeInfoSchema.nullable(),
    history: z.array(applicationEventSchema).describe('moves, notes, status emails'),
    /** The status email still waiting to be sent, or null (none, sent, or cancelled). */
    pendingEmail: pendingStatusEmailSchema.nullable(),
    accountEmail: z
      .string()
      .nullable()
      .describe(
        'where status emails go: the candidate’s signed-in account’s verified address (not `email`, typed in the ' +
          'contact step); null while none is known, and then a move emails nobody',
      ),
    /** Every source tag the candidate landed with (utm_source, utm_medium, utm_campaign, gh_src, ref), or null. */
    sourceTags: candidateSourceSchema.nullable(),
    delivery: atsDeliverySchema
      .nullable()
      .describe(
        'its delivery into the company’s ATS (Greenhouse or Lever with its API key); null when its job has none ' +
          '(another jobs source, or no key when it was submitted)',
      ),
  })
  .meta({ id: 'RecruiterApplication' });

/** The email a move would send the candidate, as the recruiter reads it before choosing. */
export const statusEmailPreviewSchema = z.object({ to: z.array(z.string()), subject: z.string(), text: z.string() });

/** Counts of one question's answers; `null` where the group is too small to show. */
export const answerCountsSchema = z.record(z.string(), z.int().nullable());

/** One job's equal-opportunity and military answers, as counts only (server/recruiter/voluntary-report.ts). */
export const jobVoluntaryReportSchema = z.object({
  jobId: z.string(),
  /** How many applications answered the voluntary steps; null when fewer than the smallest group. */
  applications: z.int().nullable(),
  questions: z.record(z.string(), answerCountsSchema),
});

/** Applications per source (null: came directly). */
export const sourceCountSchema = z.object({ source: z.string().nullable(), applications: z.int() });

/** `GET /api/recruiter/applications`: a page (50) of the inbox, newest first. */
export const inboxResponseSchema = z.object({
  data: z.array(applicationSummarySchema),
  meta: z.object({
    total: z.int(),
    page: z.int().min(1),
    counts: z
      .partialRecord(z.enum(applicationStatuses), z.int())
      .describe('per status, the applications that match the other filters'),
  }),
});

/** One application: `GET`, `PATCH /api/recruiter/applications/:id` and the actions on it. */
export const recruiterApplicationResponseSchema = dataOf(recruiterApplicationSchema);

/** `GET /api/recruiter/applications/:id/status-email`: the email, and how long it would wait for Undo. */
export const statusEmailResponseSchema = dataOf(statusEmailPreviewSchema.extend({ delayMs: z.int().min(0) }));

/** `GET /api/recruiter/reports/sources`: most first. */
export const sourcesResponseSchema = dataOf(z.array(sourceCountSchema));

/** `GET /api/recruiter/reports/voluntary`: per job, with its title. */
export const voluntaryResponseSchema = dataOf(z.array(jobVoluntaryReportSchema.extend({ title: z.string() })));
