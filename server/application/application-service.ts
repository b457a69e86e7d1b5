import { randomBytes, randomUUID } from 'node:crypto';
import { carriedSteps } from '../../shared/api/application-enums';
import type { CandidateSource } from '../../shared/application/candidate-source';
import type { CarryOver } from '../../shared/application/carry-over';
import type { Draft, ResumeInfo, SubmittedApplication } from '../../shared/application/draft';
import { incompleteSteps } from '../../shared/application/draft';
import { type AppliedJob, requisition } from '../../shared/application/requisition';
import {
  fieldErrors,
  selfDescribedGender,
  type StepAnswers,
  stepSchemas,
  stepSchemasFor,
  storedStepSchemas,
} from '../../shared/application/schemas';
import {
  checkJobAnswers,
  type JobAnswers,
  type JobQuestion,
  storedJobAnswers,
} from '../../shared/application/job-questions';
import { type DraftStep, type WizardStep, wizardScreensFor } from '../../shared/application/steps';
import { type JobQuestionsService, noJobQuestions } from '../jobs/job-questions-service';
import { asksIndigenousIdentity, asksMilitaryStatus, countryNameOf } from '../../shared/company-country';
import type { SessionUser } from '../../shared/session-user';
import type { IsJobClosed } from '../jobs/closed-jobs';
import type { Logger } from '../logger';
import type { Notifications } from '../notifications/notifications';
import {
  AlreadyAppliedError,
  type ApplicationStore,
  type LastApplication,
  type Owner,
  type ResumeQuota,
  ResumeQuotaError,
} from './application-store';
import { userDraft, visitorDraft } from '../storage/tables/drafts';
import type { DraftSaver } from './draft-owner';
import { ownerToSave, unlimitedVisitorDrafts, type VisitorDraftLimits } from './new-visitor-drafts';
import type { ResumeReading } from '../resume/reading/read-resume';
import { resumeFileName } from '../resume/resume-file-name';
import { fromResumeOf, storedReading } from './resume-proposals';

// Without 0, O, 1, I: a reference read out over the phone is not misheard.
const referenceAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
function newReference(): string {
  return `MDN-${[...randomBytes(8)].map((byte) => referenceAlphabet[byte % referenceAlphabet.length]).join('')}`;
}

/**
 * What the service's changes answer: done, or refused with a reason the candidate can act on.
 * The service knows nothing of HTTP: application-refusals.ts words each reason, with the status
 * the JSON API answers and the pages show.
 */
/** A resume refused by the storage quota: too much from one address without signing in, or the site's storage full. */
type QuotaRefused = { ok: false; reason: 'too_many_uploads' | 'storage_full' };
type StoreResumeResult = { ok: true; resume: ResumeInfo } | QuotaRefused;
/** A first save without a session refused: its address started as many drafts as it may today (new-visitor-drafts.ts). */
export type NewDraftRefused = { ok: false; reason: 'too_many_new_drafts' };
/** A job whose ATS form asks what this site cannot: applied for on that form, at `url`. */
export interface AppliedElsewhere {
  ok: false;
  reason: 'applied_elsewhere';
  url: string;
}

export type ChooseJobResult = { ok: true } | NewDraftRefused | AppliedElsewhere;
export type SaveStepResult =
  | { ok: true; draft: Draft }
  | { ok: false; reason: 'invalid_answers'; fields: Record<string, string[]> }
  | NewDraftRefused;
export type SaveJobAnswersResult =
  SaveStepResult | { ok: false; reason: 'no_job' } | { ok: false; reason: 'no_job_questions' };
export type UploadResumeResult = StoreResumeResult | NewDraftRefused;
export type LastResumeResult = StoreResumeResult | { ok: false; reason: 'no_last_resume' };
export type SubmitResult =
  | { ok: true; application: SubmittedApplication }
  | { ok: false; reason: 'no_job' }
  | { ok: false; reason: 'job_closed'; job: AppliedJob }
  | { ok: false; reason: 'already_applied'; existing: SubmittedApplication | null }
  | { ok: false; reason: 'incomplete_application'; missing: WizardStep[] };

/** What the service needs of the notifications: the messages a submission sends, and a nudge to send them. */
export type SubmissionNotices = Pick<Notifications, 'forSubmission' | 'wake'>;

/** What the wizard asks depends on where the company is and where its jobs come from. */
export interface WizardSettings {
  /** COMPANY_COUNTRY: names the eligibility questions' country, reads national phone numbers. */
  companyCountry: string;
  /**
   * The job a draft without a chosen job applies to: the original sample requisition with the
   * embedded jobs; null with a real jobs source, whose candidates choose a job of that source.
   */
  defaultJob: AppliedJob | null;
  /** Whether a job was listed once and has closed (server/jobs/closed-jobs.ts); default: none ever closes. */
  isJobClosed?: IsJobClosed;
  /** The jobs' own questions (a Greenhouse board's); default: none. */
  jobQuestions?: JobQuestionsService;
  /** The ATS's own form of a job applied to here (JobsService.hostedFormOf); default: none. */
  hostedFormOf?: (jobId: string) => string | null;
  /** How many drafts visitors not signed in may start, and for how long; default: any number, a day each. */
  visitorDrafts?: VisitorDraftLimits;
}

/** The embedded jobs' wizard: the seed's Australian company and its sample requisition. */
export const seedWizard: WizardSettings = { companyCountry: 'AU', defaultJob: requisition };

/** What draft_steps keeps for the job's questions: whose job they answer, and the answers. */
interface SavedJobAnswers {
  jobId: string;
  answers: JobAnswers;
}

export function createApplicationService(
  store: ApplicationStore,
  logger: Logger,
  notices: SubmissionNotices,
  wizard: WizardSettings = seedWizard,
) {
  const visitorDrafts = wizard.visitorDrafts ?? unlimitedVisitorDrafts;
  const newDraftRefused: NewDraftRefused = { ok: false, reason: 'too_many_new_drafts' };
  /** A step's answers without those to questions this company does not ask. */
  function asAsked<Step extends DraftStep>(step: Step, answers: StepAnswers[Step]): StepAnswers[Step] {
    if (step === 'military' && !asksMilitaryStatus(wizard.companyCountry)) return {} as StepAnswers[Step];
    if (step !== 'eeo') return answers;
    const asked: Partial<StepAnswers['eeo']> = { ...(answers as StepAnswers['eeo']) };
    if (!asksIndigenousIdentity(wizard.companyCountry)) delete asked.indigenous;
    // The candidate's own words go with "I prefer to self-describe" only.
    if (asked.gender !== selfDescribedGender || !asked.genderDescription) delete asked.genderDescription;
    return asked as StepAnswers[Step];
  }

  /** The steps' schemas for this company's country (its levels of education). */
  const schemas = stepSchemasFor(wizard.companyCountry);

  /**
   * The mobile number as stored, E.164 (+919876543210), read in the country the candidate chose
   * (`mobileCountry`, not stored: the number carries it), else in the company's; or the message
   * that it is not a phone number there.
   */
  async function mobileNumberOf(body: unknown): Promise<{ e164: string } | { problem: string } | null> {
    const { mobileNo, mobileCountry } = (body ?? {}) as Record<string, unknown>;
    if (typeof mobileNo !== 'string' || !stepSchemas.contact.shape.mobileNo.safeParse(mobileNo).success) return null;
    // The phone library (150 KB) is loaded by the first contact step saved, not at start.
    const { phoneCountryOr, toE164 } = await import('./phone-number');
    const country = phoneCountryOr(typeof mobileCountry === 'string' ? mobileCountry : '', wizard.companyCountry);
    const e164 = toE164(mobileNo, country);
    if (e164) return { e164 };
    return {
      problem:
        `This is not a phone number in ${countryNameOf(country)}. Please check it, choose the country it is ` +
        'from, or start it with + and the country code.',
    };
  }

  const jobQuestions = wizard.jobQuestions ?? noJobQuestions;

  async function draft(owner: Owner | null): Promise<Draft> {
    if (!owner) return { steps: {}, resume: null };
    const [saved, resume, job] = await Promise.all([
      store.readSteps(owner),
      store.readResume(owner),
      store.readJob(owner),
    ]);
    const steps: Draft['steps'] = {};
    let jobAnswers: JobAnswers | undefined;
    let reading: unknown;
    for (const { step, answers } of saved) {
      if (step === 'reading') {
        reading = answers;
        continue;
      }
      if (step === 'questions') {
        // The answers are the job's: those given for another job do not answer this one's questions.
        const kept = answers as SavedJobAnswers | null;
        if (kept && kept.jobId === (job ?? wizard.defaultJob)?.id) jobAnswers = kept.answers;
        continue;
      }
      // Answers were valid when saved; a later change of the rules must not break the page.
      const parsed = storedStepSchemas[step]?.safeParse(answers);
      if (parsed?.success) Object.assign(steps, { [step]: asAsked(step, parsed.data) });
    }
    const fromResume = reading === undefined ? undefined : fromResumeOf(reading, steps);
    return {
      steps,
      resume,
      ...(fromResume ? { fromResume } : {}),
      ...(job ? { job } : {}),
      ...(jobAnswers ? { jobAnswers } : {}),
    };
  }

  /** The job's own questions (none without a job, or for a source without questions). */
  const questionsOf = (job: AppliedJob | null): Promise<JobQuestion[]> =>
    job ? jobQuestions.questionsFor(job.id) : Promise.resolve([]);

  /**
   * Stores a resume, or says which quota refused it: this address has uploaded too much without
   * signing in, or the site's storage is full (the operator is told in the log).
   */
  async function withinQuota<T>(storing: () => Promise<T>): Promise<{ ok: true; stored: T } | QuotaRefused> {
    try {
      return { ok: true, stored: await storing() };
    } catch (error) {
      if (!(error instanceof ResumeQuotaError)) throw error;
      if (error.limit === 'address') return { ok: false, reason: 'too_many_uploads' };
      logger.warn({ limit: error.limit }, 'resume storage is full: raise the limit or free space');
      return { ok: false, reason: 'storage_full' };
    }
  }

  /**
   * What the candidate's last application gives a new one: the carried steps' answers
   * that still pass their schema (rules may have changed since), without a preferred start date
   * already past, and its resume's description; null for a first application.
   */
  function carryOverOf(last: LastApplication | null): CarryOver | null {
    if (!last) return null;
    const stored = (last.answers ?? {}) as Record<string, unknown>;
    const steps: CarryOver['steps'] = {};
    for (const step of carriedSteps) {
      const parsed = schemas[step].safeParse(stored[step]);
      if (parsed.success) Object.assign(steps, { [step]: parsed.data });
    }
    // A start date is a wish for the future: one gone by is asked again (UTC's today is near enough).
    if (steps.general?.preferredStartDate && steps.general.preferredStartDate < new Date().toISOString().slice(0, 10)) {
      steps.general = { ...steps.general };
      delete steps.general.preferredStartDate;
    }
    const { reference, jobTitle, submittedAt } = last;
    const resume = last.resume && {
      fileName: last.resume.fileName,
      size: last.resume.size,
      uploadedAt: last.resume.uploadedAt,
    };
    return { from: { reference, jobTitle, submittedAt }, steps, resume };
  }

  const isJobClosed = wizard.isJobClosed ?? (async () => false);

  /** The job a draft applies to: the one chosen on its page, else the default one (if any). */
  const jobOfDraft = (current: Draft): AppliedJob | null => current.job ?? wizard.defaultJob;

  /** An offered draft as the candidate is shown it before choosing: null when it is empty or gone. */
  async function offeredDraft(draftId: string): Promise<Draft | null> {
    const offered = await draft(visitorDraft(draftId));
    const empty = Object.keys(offered.steps).length === 0 && !offered.resume && !offered.job;
    return empty ? null : offered;
  }

  return {
    draft,

    /**
     * The owner's draft, the job it applies to (null: none chosen, and no default), and, for a
     * signed-in candidate, their application to that job if they sent it.
     */
    async state(owner: Owner | null, uid: string | undefined) {
      const [current, last] = await Promise.all([draft(owner), uid ? store.lastApplication(uid) : null]);
      const job = jobOfDraft(current);
      const [submitted, questions] = await Promise.all([
        uid && job ? store.findApplication(uid, job.id) : null,
        questionsOf(job),
      ]);
      // Told on every step, the answers kept for another job; once sent, the application stands.
      const jobClosed = job !== null && submitted === null && (await isJobClosed(job.id));
      return {
        draft: current,
        job,
        jobClosed,
        submitted,
        carryOver: carryOverOf(last),
        jobQuestions: questions,
        companyCountry: wizard.companyCountry,
      };
    },

    /** The questions of the job the owner's draft applies to (none without one). */
    async jobQuestions(owner: Owner | null): Promise<JobQuestion[]> {
      return questionsOf(jobOfDraft(await draft(owner)));
    },

    /**
     * Validates the answers to the draft's job's own questions (keys: the ATS's field names) and
     * stores them with the job they answer; refused with per-field messages, nothing stored.
     */
    async saveJobAnswers(saver: DraftSaver, body: unknown): Promise<SaveJobAnswersResult> {
      const job = jobOfDraft(await draft(saver.existing));
      if (!job) return { ok: false, reason: 'no_job' };
      const questions = await questionsOf(job);
      if (questions.length === 0) return { ok: false, reason: 'no_job_questions' };
      const checked = checkJobAnswers(questions, body);
      if (!checked.ok) return { ok: false, reason: 'invalid_answers', fields: checked.fields };
      const saving = await ownerToSave(saver, visitorDrafts);
      if (!saving) return newDraftRefused;
      const kept: SavedJobAnswers = { jobId: job.id, answers: checked.answers };
      await store.saveStep(saving, 'questions', kept, Date.now());
      return { ok: true, draft: await draft(saving) };
    },

    /**
     * The draft will apply to `job` (a job page's Apply); its answers stay. Starts a session if need
     * be. A job whose ATS form requires fields not asked here is applied for on that form instead:
     * an application made here would be refused by the ATS.
     */
    async chooseJob(
      saver: DraftSaver,
      job: AppliedJob,
      source: CandidateSource | null = null,
    ): Promise<ChooseJobResult> {
      const url = wizard.hostedFormOf?.(job.id);
      const unasked = url ? await jobQuestions.unaskedFor(job.id) : [];
      if (url && unasked.length > 0) return { ok: false, reason: 'applied_elsewhere', url };
      const owner = await ownerToSave(saver, visitorDrafts);
      if (!owner) return newDraftRefused;
      const chosen = { id: job.id, title: job.title, location: job.location };
      await store.chooseJob(owner, chosen, Date.now(), source);
      return { ok: true };
    },

    /**
     * Validates one step's answers and stores them; refused with per-field messages, nothing stored.
     * A new draft is started only once the answers are valid: it starts a session.
     */
    async saveStep(
      saver: DraftSaver,
      step: DraftStep,
      body: unknown,
      source: CandidateSource | null = null,
    ): Promise<SaveStepResult> {
      const parsed = schemas[step].safeParse(body ?? {});
      // The shared schema checks the number's shape (as the form does); only here is it read.
      const mobile = step === 'contact' ? await mobileNumberOf(body) : null;
      const problems = {
        ...(parsed.success ? {} : fieldErrors(parsed.error)),
        ...(mobile && 'problem' in mobile ? { mobileNo: [mobile.problem] } : {}),
      };
      if (!parsed.success || Object.keys(problems).length > 0) {
        return { ok: false, reason: 'invalid_answers', fields: problems };
      }
      let answers = asAsked(step, parsed.data);
      if (mobile && 'e164' in mobile) {
        const contact = { ...(answers as StepAnswers['contact']), mobileNo: mobile.e164 };
        delete contact.mobileCountry;
        answers = contact;
      }
      const owner = await ownerToSave(saver, visitorDrafts);
      if (!owner) return newDraftRefused;
      await store.saveStep(owner, step, answers, Date.now(), source);
      return { ok: true, draft: await draft(owner) };
    },

    /**
     * Stores a resume already judged a PDF a recruiter may open (server/application/resume-upload.ts
     * judged it) as the draft's, under a name ending in `.pdf`, within the storage quota
     * (withinQuota); then what `read` reads it to say (which replaces an earlier resume's): the
     * proposals of the steps not saved. A file the quota refuses is not read.
     */
    async storeResume(
      saver: DraftSaver,
      file: { uploadedAs: string; content: Buffer },
      quota?: ResumeQuota,
      read?: () => Promise<ResumeReading>,
    ): Promise<UploadResumeResult> {
      const upload = { fileName: resumeFileName(file.uploadedAs), size: file.content.length, content: file.content };
      const owner = await ownerToSave(saver, visitorDrafts);
      if (!owner) return newDraftRefused;
      const stored = await withinQuota(() => store.replaceResume(owner, upload, quota));
      if (!stored.ok) return stored;
      if (read) await store.saveReading(owner, stored.stored, storedReading(await read()));
      return { ok: true, resume: stored.stored };
    },

    /** Removes the draft's resume, and what it was read to say. */
    removeResume: (owner: Owner) => store.deleteResume(owner),

    /**
     * "Use my last resume": a copy of the resume of the candidate's last application becomes
     * their draft's (replacing one uploaded), within the storage quota as an upload is. 404 when
     * that application has no resume (or they have none): `no_last_resume`.
     */
    async chooseLastResume(user: SessionUser, quota?: ResumeQuota): Promise<LastResumeResult> {
      const last = (await store.lastApplication(user.uid))?.resume;
      if (!last) return { ok: false, reason: 'no_last_resume' };
      const copied = await withinQuota(() => store.copyResume(last.id, userDraft(user.uid), quota));
      if (!copied.ok) return copied;
      return copied.stored ? { ok: true, resume: copied.stored } : { ok: false, reason: 'no_last_resume' };
    },

    /**
     * A signed-in candidate's draft becomes their application, once per job, with `source` (the
     * request's source tags) or else the one the draft kept.
     */
    async submit(owner: Owner, user: SessionUser, source: CandidateSource | null = null): Promise<SubmitResult> {
      const alreadyApplied = (existing: SubmittedApplication | null) =>
        ({ ok: false, reason: 'already_applied', existing }) as const;
      const current = await draft(owner);
      const job = jobOfDraft(current);
      if (!job) return { ok: false, reason: 'no_job' };
      // Checked first: after a submission the draft is empty, and "incomplete" would be the wrong answer.
      const existing = await store.findApplication(user.uid, job.id);
      if (existing) return alreadyApplied(existing);
      if (await isJobClosed(job.id)) return { ok: false, reason: 'job_closed', job };

      // The job's questions as they are now: answers saved before a change must still answer them.
      // While its ATS cannot say (none cached), the application goes without: it still reaches the inbox.
      const questions = await questionsOf(job);
      const checkedAnswers = questions.length > 0 ? checkJobAnswers(questions, current.jobAnswers ?? {}) : null;
      const unanswered = checkedAnswers !== null && (!checkedAnswers.ok || current.jobAnswers === undefined);
      const incomplete = new Set<WizardStep>([
        ...incompleteSteps(current, wizard.companyCountry),
        ...(unanswered ? ['questions' as const] : []),
      ]);
      // In the wizard's order, as the refusal names them.
      const missing = wizardScreensFor(true, wizard.companyCountry).flatMap(({ step }) =>
        step !== 'review' && incomplete.has(step) ? [step] : [],
      );
      if (missing.length > 0) {
        // A submission that committed since the check above emptied this draft in its transaction.
        const committedMeanwhile = await store.findApplication(user.uid, job.id);
        if (committedMeanwhile) return alreadyApplied(committedMeanwhile);
        return { ok: false, reason: 'incomplete_application', missing };
      }
      const { eeo, military, ...steps } = current.steps;
      const contact = steps.contact;
      const newApplication = {
        id: randomUUID(),
        reference: newReference(),
        uid: user.uid,
        requisitionId: job.id,
        jobTitle: job.title,
        email: contact?.email ?? user.email ?? '',
        accountEmail: user.emailVerified ? user.email : null,
        firstName: contact?.firstName ?? '',
        lastName: contact?.lastName ?? '',
        answers: {
          ...steps,
          resume: current.resume,
          ...(checkedAnswers?.ok ? { jobQuestions: storedJobAnswers(questions, checkedAnswers.answers) } : {}),
        },
        // Not asked (no such step in this country): not stored, so the report leaves the questions out.
        voluntaryAnswers: {
          eeo: eeo ?? null,
          ...(asksMilitaryStatus(wizard.companyCountry) ? { military: military ?? null } : {}),
        },
        submittedAt: Date.now(),
        source,
      };
      const messages = await notices.forSubmission({
        id: newApplication.id,
        reference: newApplication.reference,
        submittedAt: newApplication.submittedAt,
        job,
        candidate: {
          firstName: newApplication.firstName,
          lastName: newApplication.lastName,
          email: newApplication.email,
          accountEmail: newApplication.accountEmail,
        },
      });
      try {
        const application = await store.submit(owner, newApplication, messages);
        logger.info({ applicationId: application.id }, 'application submitted');
        notices.wake();
        return { ok: true, application };
      } catch (error) {
        // Two submissions at the same moment: the database let one through.
        if (error instanceof AlreadyAppliedError) return alreadyApplied(await store.findApplication(user.uid, job.id));
        throw error;
      }
    },

    /**
     * At sign-in, the draft a sign-in link carried from another browser (server/auth/draft-hand-over.ts),
     * copied as it is now into a draft of its own that only this candidate is offered: the browser
     * that holds the original cannot change what they see and take. Null when it is empty or gone.
     */
    async offerDraft(draftId: string): Promise<string | null> {
      if (!(await offeredDraft(draftId))) return null;
      const copy = randomUUID();
      await store.copyWholeDraft(visitorDraft(draftId), visitorDraft(copy));
      return copy;
    },

    offeredDraft,

    /**
     * The candidate's choice of an offered draft: taken, it joins theirs as a draft made before
     * signing in does (their saved answers and resume are kept, its job becomes the one they apply
     * for); left, it is deleted and nothing of theirs changes.
     */
    async answerOfferedDraft(user: SessionUser, draftId: string, take: boolean): Promise<void> {
      if (take) await store.adoptDraft(visitorDraft(draftId), userDraft(user.uid));
      else await store.deleteDraft(visitorDraft(draftId));
    },

    /**
     * At sign-in: the draft made before it joins the candidate's own (newer answers win), and
     * their applications record the account's verified address, where their status emails go
     * (an application of an earlier release learns it here; a changed address is followed).
     */
    async signedIn(user: SessionUser, draftId: string | undefined): Promise<void> {
      if (draftId) await store.adoptDraft(visitorDraft(draftId), userDraft(user.uid));
      if (user.emailVerified && user.email) await store.recordAccountEmail(user.uid, user.email);
    },
  };
}

export type ApplicationService = ReturnType<typeof createApplicationService>;
