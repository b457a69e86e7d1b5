import { redirect } from 'react-router';
import { isJobId, type Job } from '../../shared/job';
import type { JobListing } from '../../shared/job-listing';
import type { PageContext } from '../../shared/page-context';
import { pathOf } from '../../shared/route-paths';
import { gone, notFound, orUnavailable } from '../app/page-problem';
import type { Route as JobListingsRoute } from '../pages/+types/job-listings-page';
import type { Route as JobPageRoute } from '../pages/+types/job-page';

/** How many jobs of the same department a job's page suggests. */
const RELATED_JOBS = 4;

export interface JobListingData extends JobListing {
  /** The clock posted ages are computed from, so that server and browser render the same text. */
  now: number;
}

export interface JobPageData {
  job: Job;
  /** Other open jobs of the job's department, as cards (without descriptions). */
  related: Job[];
  now: number;
  /** The site's public origin, for the structured data's absolute addresses. */
  origin: string;
  /** The signed-in candidate's application to this job, which the page shows instead of Apply Now. */
  applied: AppliedToJob | null;
}

/** A candidate's application to one job, as the job's page names it. */
export interface AppliedToJob {
  id: string;
  submittedAt: string;
}

/** The loader of the job list's page (client/pages/job-listings-page.tsx). */
export async function jobListingLoader({ request, context }: JobListingsRoute.LoaderArgs): Promise<JobListingData> {
  const listing = await orUnavailable(() => context.jobs.list(new URL(request.url).searchParams));
  return { ...listing, now: Date.now() };
}

/** How many open jobs a closed job's page links to. */
const OPEN_JOBS_SHOWN = 5;

/**
 * The open job the path names; otherwise the loader's answer: 410 Gone for a job that was listed
 * and has closed (with the newest open jobs to go on to), 404 for an id never listed, 503 when
 * the jobs cannot be read.
 */
async function jobOfPath(context: PageContext, jobId: string | undefined): Promise<Job> {
  const job = isJobId(jobId) ? await orUnavailable(() => context.jobs.get(jobId)) : null;
  if (job) return job;
  if (isJobId(jobId) && (await context.jobs.closed(jobId))) {
    const open = await context.jobs.list(new URLSearchParams({ sort: 'newest' }));
    throw gone(open.data.slice(0, OPEN_JOBS_SHOWN).map(({ id, title, location }) => ({ id, title, location })));
  }
  throw notFound();
}

/**
 * The loader of the seed's sample posting (client/pages/job-detail-page.tsx): a company with its
 * own jobs (a file or a feed) has no such job, so its path, which stays a route, leads to the job
 * list. A temporary redirect: it follows JOBS_SOURCE, which can change.
 */
export function sampleJobLoader({ context }: { context: PageContext }): null {
  if (!context.jobs.sampleJob) throw redirect(pathOf('jobListings'));
  return null;
}

/** The loader of a job's page (client/pages/job-page.tsx). */
export async function jobPageLoader({ params, context }: JobPageRoute.LoaderArgs): Promise<JobPageData> {
  const job = await jobOfPath(context, params.jobId);
  const sameDepartment = await context.jobs.list(new URLSearchParams({ department: job.department }));
  const related = sameDepartment.data.filter((other) => other.id !== job.id).slice(0, RELATED_JOBS);
  return {
    job,
    related,
    now: Date.now(),
    origin: context.origin,
    applied: await appliedTo(context, job),
  };
}

/**
 * The signed-in candidate's application to `job`, withdrawn ones included (a job cannot be applied
 * to twice). Signed out, none: the page is then the same for every visitor, and cacheable.
 */
async function appliedTo(context: PageContext, job: Job): Promise<AppliedToJob | null> {
  if (!context.user) return null;
  const id = job.id.toLowerCase();
  const application = (await context.candidate.home()).applications.find(
    (candidate) => candidate.job.id.toLowerCase() === id,
  );
  return application ? { id: application.id, submittedAt: application.submittedAt } : null;
}

/**
 * Apply Now on a job's page: the application under way becomes this job's (kept with the draft,
 * so it survives the steps, reloads and signing in), then 303 to sign-in, or to the first step
 * for a signed-in candidate. A job applied for elsewhere sends the candidate there, as does one
 * whose ATS form asks what this site cannot.
 */
export async function applyToJobAction({ params, context }: JobPageRoute.ActionArgs): Promise<never> {
  const job = await jobOfPath(context, params.jobId);
  if (job.applyUrl) throw redirect(job.applyUrl, 303);
  const chosen = await context.application.chooseJob({ id: job.id, title: job.title, location: job.location });
  if (chosen.appliedAt) throw redirect(chosen.appliedAt, 303);
  throw redirect(pathOf(context.user ? 'contactInformation' : 'signIn'), 303);
}
