import { z } from 'zod';
import type { DraftStep } from '../application/steps';
import { storedStepSchemas } from '../application/schemas';
import type { carriedSteps } from './application-enums';
import { dataOf, isoTime } from './envelope';

// The application wizard's answers (`/api/application/*`): the types of shared/application/draft.ts,
// carry-over.ts, requisition.ts and job-questions.ts are inferred from these.

/** The uploaded resume, as the draft describes it (the bytes stay on the server). */
export const resumeInfoSchema = z.object({
  fileName: z.string(),
  size: z.int().min(0).describe('bytes'),
  uploadedAt: isoTime,
});

/** The job an application is for, as the wizard's header and the emails name it. */
export const appliedJobSchema = z.object({ id: z.string(), title: z.string(), location: z.string() });

/** A job's answers: text or one option's value for a field, a list of values for a multi choice. */
export const jobAnswersSchema = z.record(z.string(), z.union([z.string(), z.array(z.string())]));

/**
 * A step's answers as its form's schema gives them back (shared/application/schemas.ts; any
 * country's level of education, as saved answers are read back): a component of the document,
 * `ContactAnswers` beside the request's `ContactStep`, whose defaults are filled in here.
 */
const savedStep = <Shape extends z.core.$ZodShape>(step: { shape: Shape }, id: string) =>
  z.object(step.shape).meta({ id });

/**
 * The equal-opportunity step as the server answers it: an answer to a question the company does
 * not ask is left out (`asAsked`, server/application/application-service.ts), so `indigenous`,
 * asked by an Australian company only, is optional here, without the form's default. The
 * military step, asked in the US and Australia only, is `{}` elsewhere: its fields are all
 * optional already.
 */
const savedEeo = {
  shape: { ...storedStepSchemas.eeo.shape, indigenous: storedStepSchemas.eeo.shape.indigenous.def.innerType },
};

const savedStepsSchema = z
  .object({
    contact: savedStep(storedStepSchemas.contact, 'ContactAnswers'),
    general: savedStep(storedStepSchemas.general, 'GeneralAnswers'),
    education: savedStep(storedStepSchemas.education, 'EducationAnswers'),
    eligibility: savedStep(storedStepSchemas.eligibility, 'EligibilityAnswers'),
    resume: savedStep(storedStepSchemas.resume, 'ResumeAnswers'),
    acknowledge: savedStep(storedStepSchemas.acknowledge, 'AcknowledgeAnswers'),
    eeo: savedStep(savedEeo, 'EeoAnswers'),
    military: savedStep(storedStepSchemas.military, 'MilitaryAnswers'),
  } satisfies Record<DraftStep, z.ZodType>)
  .partial()
  .describe('the saved steps by step id');

/** A proposed answer is text, as the step's form takes it. */
const proposedAnswers = (fields: readonly string[]) =>
  z.object(Object.fromEntries(fields.map((field) => [field, z.string().optional()])));

/**
 * What the draft's resume was read to say (server/resume/reading/), as proposed answers of the
 * steps the candidate has not saved: the steps show them until the candidate saves their own.
 */
export const fromResumeSchema = z
  .object({
    read: z.boolean().describe('false: nothing was read (`unread` says why)'),
    unread: z
      .enum(['no_text', 'unreadable'])
      .describe('no_text: the resume has no text (a scan); unreadable: the reader could not follow it')
      .optional(),
    steps: z.object({
      contact: proposedAnswers([
        'firstName',
        'lastName',
        'mobileNo',
        'mobileCountry',
        'addressNo1',
        'city',
        'state',
        'zipCode',
        'country',
      ])
        .optional()
        .describe('absent once the contact step is saved'),
      education: proposedAnswers(['educationLevel', 'schoolName', 'firstMajor', 'firstMajorOther'])
        .optional()
        .describe('absent once the education step is saved'),
    }),
  })
  .meta({ id: 'FromResume' });

/** A candidate's application in progress: `GET /api/application/draft`. */
export const draftSchema = z
  .object({
    steps: savedStepsSchema,
    resume: resumeInfoSchema.nullable(),
    fromResume: fromResumeSchema
      .describe('the answers read from the resume for the steps not saved yet; absent: no resume read')
      .optional(),
    job: appliedJobSchema.describe('the job chosen with its page’s Apply; absent: the sample requisition').optional(),
    jobAnswers: jobAnswersSchema
      .describe(
        'the answers to the job’s own questions (`PUT /api/application/draft/questions`), once saved for this job',
      )
      .optional(),
  })
  .meta({ id: 'Draft' });

/** A submitted application, as the candidate sees it. */
export const submittedApplicationSchema = z.object({ id: z.string(), reference: z.string(), submittedAt: isoTime });

/** A carried step's answers: any field may be left out. */
const carried = <Shape extends z.core.$ZodShape>(step: { shape: Shape }) => z.object(step.shape).partial();

/**
 * What a signed-in candidate's new application is offered from their most recent application
 * (never an erased one): the carried steps' answers as the forms' starting values (nothing is
 * saved until the candidate continues from the step) and its resume as a choice.
 */
export const carryOverSchema = z.object({
  /** The application the values come from. */
  from: z.object({ reference: z.string(), jobTitle: z.string(), submittedAt: isoTime }),
  /** A step's answers, a field left out when it no longer holds (a preferred start date now past). */
  steps: z
    .object({
      contact: carried(storedStepSchemas.contact),
      general: carried(storedStepSchemas.general),
      education: carried(storedStepSchemas.education),
    } satisfies Record<(typeof carriedSteps)[number], z.ZodType>)
    .partial(),
  /** Its resume, offered as "Use my last resume"; null when it has none. */
  resume: resumeInfoSchema.nullable(),
});

/** `GET /api/application/draft`. */
export const draftResponseSchema = z.object({
  data: draftSchema,
  meta: z.object({
    /** The signed-in candidate's application to the draft's job, once sent. */
    submitted: submittedApplicationSchema.nullable(),
    carryOver: carryOverSchema.nullable(),
    jobClosed: z.boolean(),
  }),
});

/** `PUT /api/application/draft/…`: the draft as saved. */
export const draftSavedSchema = dataOf(draftSchema);

/** `POST /api/application/resume` and `…/resume/last`: the draft's resume now. */
export const resumeResponseSchema = dataOf(resumeInfoSchema);

/** `POST /api/application/submit`. */
export const submitResponseSchema = dataOf(z.object({ id: z.string(), reference: z.string() }));
