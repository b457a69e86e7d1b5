import type { Request, Response } from 'express';
import type { ApplicationService } from '../application/application-service';
import type { ResumeQuota } from '../application/application-store';
import { currentOwner, ownerForSaving } from '../application/draft-owner';
import { chooseLastResume } from '../application/choose-last-resume';
import { submitForSession } from '../application/submit-for-session';
import type { PhoneField } from '../../shared/application/phone-country';
import { isArticleId } from '../../shared/article';
import { DataUnavailableError, type PageContext, type PageRefusal } from '../../shared/page-context';
import type { SiteSettings } from '../../shared/site';
import { BlogUpstreamError } from '../blog/blog-upstream-error';
import type { BlogService } from '../blog/blog-service';
import type { CandidateService } from '../candidate/candidate-service';
import { HttpError } from '../http/http-error';
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

/** The client's error (an HttpError, as the JSON API would answer it) becomes the page's refusal. */
async function refusedOnPage<T>(change: () => Promise<T>): Promise<T | { refused: PageRefusal }> {
  try {
    return await change();
  } catch (error) {
    if (error instanceof HttpError) return { refused: { status: error.status, message: error.message } };
    throw error;
  }
}

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
      try {
        const draft = await application.saveStep(() => ownerForSaving(req), step, answers);
        return { saved: { [step]: withPhoneShown(draft.steps)[step] } };
      } catch (error) {
        if (error instanceof HttpError && error.code === 'invalid_answers') return { refused: error.fields ?? {} };
        throw error;
      }
    },
    uploadResume: () =>
      refusedOnPage(async () => {
        // The multipart parser is loaded with the first upload, as for the API.
        const { storeResumeUpload } = await import('../application/resume-upload');
        return { uploaded: await storeResumeUpload(req, res, application, services.resumeQuota(req)) };
      }),
    chooseLastResume: () =>
      refusedOnPage(async () => ({
        chosen: await chooseLastResume(application, req, services.resumeQuota(req)),
      })),
    removeResume: async () => {
      const owner = currentOwner(req);
      if (owner) await application.removeResume(owner);
    },
    submitApplication: () => refusedOnPage(async () => ({ submitted: await submitForSession(application, req) })),
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
