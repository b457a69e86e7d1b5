import type { Request, Response } from 'express';
import type { ApplicationService } from '../application/application-service';
import { currentOwner, ownerForSaving } from '../application/draft-owner';
import type { PhoneField } from '../../shared/application/phone-country';
import { isArticleId } from '../../shared/article';
import { DataUnavailableError, type PageContext } from '../../shared/page-context';
import type { SiteSettings } from '../../shared/site';
import { BlogUpstreamError } from '../blog/blog-upstream-error';
import type { BlogService } from '../blog/blog-service';
import type { CandidateService } from '../candidate/candidate-service';
import { HttpError } from '../http/http-error';
import type { JobsService } from '../jobs/jobs-service';
import { type RecruiterPageServices, recruiterContextFor } from './recruiter-page-context';
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
    application: () => application.state(currentOwner(req), user?.uid),
    chooseJob: (job) => application.chooseJob(() => ownerForSaving(req), job),
    phoneField: services.phoneField,
    saveStep: async (step, answers) => {
      try {
        const draft = await application.saveStep(() => ownerForSaving(req), step, answers);
        return { saved: { [step]: draft.steps[step] } };
      } catch (error) {
        if (error instanceof HttpError && error.code === 'invalid_answers') return { refused: error.fields ?? {} };
        throw error;
      }
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
