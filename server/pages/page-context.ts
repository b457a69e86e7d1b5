import type { Request, Response } from 'express';
import type { Job } from '../../shared/job';
import type { JobListing } from '../../shared/job-listing';
import type { Article } from '../../shared/article';
import type { PageContext } from '../../shared/page-context';
import type { SiteSettings } from '../../shared/site';
import type { SitePage } from '../../shared/site-content';
import { alertPagesFor } from '../alerts/alert-pages-context';
import type { AlertsService } from '../alerts/alerts-service';
import { type ApplicationPageServices, applicationPagesFor } from '../application/application-pages';
import { blogPagesFor } from '../blog/blog-pages';
import type { BlogService } from '../blog/blog-service';
import type { CandidateService } from '../candidate/candidate-service';
import type { IsJobClosed } from '../jobs/closed-jobs';
import { jobPagesFor } from '../jobs/job-pages';
import type { JobsService } from '../jobs/jobs-service';
import { type RecruiterPageServices, recruiterContextFor } from './recruiter-page-context';
import { endSession } from '../session/end-session';

/** What pages read that is the same for every visitor; tests count reads and inject faults through it. */
export interface PageData {
  listJobs(query: URLSearchParams): Promise<JobListing>;
  getJob(id: string): Promise<Job | null>;
  listArticles(): Promise<Article[]>;
  getArticle(id: string): Promise<Article | null>;
}

export interface PageServices extends ApplicationPageServices {
  /** The site's settings now: the site folder may be read again while the server runs. */
  site: () => SiteSettings;
  sitePages: () => ReadonlyMap<string, SitePage>;
  jobs: JobsService;
  /** Whether a job was listed once and has closed (server/jobs/closed-jobs.ts). */
  isJobClosed: IsJobClosed;
  blog: BlogService;
  /** The origin absolute addresses are written with: PUBLIC_URL, or the request's own. */
  originOf: (req: Request) => string;
  recruiter: RecruiterPageServices;
  candidate: CandidateService;
  alerts: AlertsService;
  stylesheetText?: (href: string) => string | undefined;
}

/**
 * What the loaders and actions of one request's pages get: the core (shared/page-context.ts) and
 * each service's part, which that service's module builds (`context.application` in
 * server/application/application-pages.ts, ...). A new service's part is one line here; a page
 * that needs more of a service changes that service's part, not this file.
 */
export function pageContexts(
  services: PageServices,
  pageData: Partial<PageData> = {},
): (req: Request, res: Response) => PageContext {
  const jobPages = jobPagesFor(services.jobs, services.isJobClosed);
  const jobs = { ...jobPages, list: pageData.listJobs ?? jobPages.list, get: pageData.getJob ?? jobPages.get };
  const blogPages = blogPagesFor(services.blog);
  const blog = { list: pageData.listArticles ?? blogPages.list, article: pageData.getArticle ?? blogPages.article };
  return (req, res) => ({
    document: {
      cspNonce: res.locals.cspNonce,
      stylesheetText: services.stylesheetText,
      logError: (error) => req.log.error({ err: error }, 'page failed'),
    },
    site: services.site(),
    // Read only by pages that write absolute addresses: those are kept per origin (page-cache.ts).
    get origin() {
      res.locals.wroteOrigin = true;
      return services.originOf(req);
    },
    sitePages: { page: (name) => services.sitePages().get(name) },
    user: req.session?.user ?? null,
    signOut: () => endSession(req, res),
    application: applicationPagesFor(services, req, res),
    jobs,
    blog,
    recruiter: recruiterContextFor(services.recruiter, req),
    candidate: services.candidate.pageContext(req, res),
    alerts: alertPagesFor(services.alerts, req),
  });
}
