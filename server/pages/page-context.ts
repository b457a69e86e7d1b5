import type { Request, Response } from 'express';
import type { ApplicationService } from '../application/application-service';
import type { ResumeQuota } from '../application/application-store';
import { currentOwner, ownerForSaving } from '../application/draft-owner';
import { chooseLastResume } from '../application/choose-last-resume';
import { lastResumeRefusal, type Refusal, submitRefusal, uploadRefusal } from '../application/application-refusals';
import { submitForSession } from '../application/submit-for-session';
import type { PhoneField } from '../../shared/application/phone-country';
import { isArticleId } from '../../shared/article';
import { DataUnavailableError, type PageContext, type PageRefusal } from '../../shared/page-context';
import type { SiteSettings } from '../../shared/site';
import { BlogUpstreamError } from '../blog/blog-upstream-error';
import type { BlogService } from '../blog/blog-service';
import type { CandidateService } from '../candidate/candidate-service';
import type { JobsService } from '../jobs/jobs-service';
import { type RecruiterPageServices, recruiterContextFor } from './recruiter-page-context';
import { withPhoneShown } from './shown-phone';
import { endSession } from '../session/end-session';

/** Upstream failures become "unavailable", which pages answer with 503. */
async function unlessUnavailable<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof BlogUpstreamError) throw new DataUnavailableError(error.message);
    throw error;
  }
}

/** A refusal as the JSON API answers it (application-refusals.ts) becomes the page's: its status and message. */
const refusedOnPage = ({ status, message }: Refusal): { refused: PageRefusal } => ({ refused: { status, message } });

/** What pages read that is the same for every visitor. */
export type PageData = Pick<PageContext, 'listJobs' | 'getJob' | 'listArticles' | 'getArticle'>;

export interface PageServices {
  site: SiteSettings;
  /** The contact step's phone field (server/application/phone-number.ts). */
  phoneField: PhoneField;
  jobs: JobsService;
  blog: BlogService;
  application: ApplicationService;
  /** PUBLIC_URL. */
  publicUrl?: string;
  recruiter: RecruiterPageServices;
  candidate: CandidateService;
  /** The storage limits an upload is checked against (server/application/resume-quota.ts). */
  resumeQuota: (req: Request) => ResumeQuota;
  stylesheetText?: (href: string) => string | undefined;
}

/** What the loaders and actions of one request's pages get: direct calls, no HTTP hop to this same server. */
export function pageContextFor(services: PageServices, req: Request, res: Response): PageContext {
  const { application, blog } = services;
  const user = req.session?.user ?? null;
  return {
    document: {
      cspNonce: res.locals.cspNonce,
      stylesheetText: services.stylesheetText,
      logError: (error) => req.log.error({ err: error }, 'page failed'),
    },
    site: services.site,
    user,
    application: async () => {
      const state = await application.state(currentOwner(req), user?.uid);
      return { ...state, draft: { ...state.draft, steps: withPhoneShown(state.draft.steps) } };
    },
    chooseJob: (job) => application.chooseJob(() => ownerForSaving(req), job),
    phoneField: services.phoneField,
    saveStep: async (step, answers) => {
      const saved = await application.saveStep(() => ownerForSaving(req), step, answers);
      if (!saved.ok) return { refused: saved.fields };
      return { saved: { [step]: withPhoneShown(saved.draft.steps)[step] } };
    },
    uploadResume: async () => {
      // The multipart parser is loaded with the first upload, as for the API.
      const { storeResumeUpload } = await import('../application/resume-upload');
      const uploaded = await storeResumeUpload(req, res, application, services.resumeQuota(req));
      return uploaded.ok ? { uploaded: uploaded.resume } : refusedOnPage(uploadRefusal(uploaded));
    },
    chooseLastResume: async () => {
      const chosen = await chooseLastResume(application, req, services.resumeQuota(req));
      return chosen.ok ? { chosen: chosen.resume } : refusedOnPage(lastResumeRefusal(chosen));
    },
    removeResume: async () => {
      const owner = currentOwner(req);
      if (owner) await application.removeResume(owner);
    },
    submitApplication: async () => {
      const submitted = await submitForSession(application, req);
      return submitted.ok ? { submitted: submitted.application } : refusedOnPage(submitRefusal(submitted));
    },
    signOut: () => endSession(req, res),
    listJobs: (query) => services.jobs.list(query),
    getJob: (id) => services.jobs.get(id),
    publicUrl: services.publicUrl,
    listArticles: () => unlessUnavailable(async () => (await blog.list()).articles),
    getArticle: (id) =>
      unlessUnavailable(async () => (isArticleId(id) ? ((await blog.article(id))?.article ?? null) : null)),
    recruiter: recruiterContextFor(services.recruiter, req),
    candidate: services.candidate.pageContext(req, res),
  };
}
