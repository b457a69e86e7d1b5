import type { LoaderFunctionArgs } from 'react-router';
import { isJobId, type Job } from '../../shared/job';
import type { JobListing } from '../../shared/job-listing';
import type { PageContext } from '../../shared/page-context';
import { notFound, orUnavailable } from '../app/page-problem';

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
  /** PUBLIC_URL, for the structured data's absolute addresses; empty when not configured. */
  origin: string;
}

export async function jobListingLoader({ request, context }: LoaderFunctionArgs<PageContext>): Promise<JobListingData> {
  const listing = await orUnavailable(() => context.listJobs(new URL(request.url).searchParams));
  return { ...listing, now: Date.now() };
}

export async function jobPageLoader({ params, context }: LoaderFunctionArgs<PageContext>): Promise<JobPageData> {
  const { jobId } = params;
  const job = isJobId(jobId) ? await orUnavailable(() => context.getJob(jobId)) : null;
  if (!job) throw notFound();
  const sameDepartment = await context.listJobs(new URLSearchParams({ department: job.department }));
  const related = sameDepartment.data.filter((other) => other.id !== job.id).slice(0, RELATED_JOBS);
  return { job, related, now: Date.now(), origin: context.publicUrl ?? '' };
}
