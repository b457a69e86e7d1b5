import { payLabel, payShown } from '../../shared/job-salary';
import { Link } from 'react-router';
import { excerptOf } from '../../shared/article';
import { formatCalendarDate, formatDay } from '../../shared/dates';
import type { Job } from '../../shared/job';
import { workplaceOf } from '../../shared/job-listing';
import { postedText } from '../../shared/job-posted';
import { jobPagePath } from '../../shared/route-paths';
import { DEFAULT_SITE_NAME } from '../../shared/site';
import { useSite } from '../app/use-site';
import { JobApply } from '../jobs/job-apply';
import { JobDetailLayout } from '../jobs/job-detail-layout';
import { applyToJobAction, jobPageLoader } from '../jobs/job-data';
import { JobsProblemPage } from '../jobs/jobs-problem';
import { metaOf, type ScreenHead, careersTitle } from '../page-head';
import { jobPostingSchemaOf } from '../jobs/job-posting-of';
import jobDetailStyles from '../site/job-detail.css?url';
import type { Route } from './+types/job-page';

export const handle = { styles: [jobDetailStyles] };
export const loader = jobPageLoader;
export const action = applyToJobAction;

// The job's own title and summary, and the posting as structured data for Google for Jobs.
// A job's page shows the job's own head; this one stands when the job could not be loaded.
export const head: ScreenHead = {
  title: `Job opening | ${careersTitle}`,
  description: `A job opening at {site}: what you will do and how to apply.`,
  heading: 'Job opening',
};

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const site = matches[0]?.loaderData?.site;
  const organization = {
    name: site?.siteName ?? DEFAULT_SITE_NAME,
    legalName: site?.frame.brand.legalName,
    website: site?.frame.website,
    logo: site?.frame.brand.logo,
  };
  if (!loaderData) return metaOf(head, matches);
  const { job, origin } = loaderData;
  const summary = job.description ? excerptOf(job.description, 155) : '';
  const jobHead = {
    title: `${job.title} | {site} Careers`,
    description:
      summary || `${job.title} at {site}: ${[job.department, job.type, job.location].filter(Boolean).join(', ')}.`,
  };
  return metaOf(jobHead, matches, jobPostingSchemaOf(job, organization, origin));
};

/**
 * The last day to apply, in the company's time zone (TIMEZONE). A date-only `validThrough` in the
 * data is kept as the end of that day (UTC), which may be the next morning there: it is written as
 * the day it names.
 */
function lastDay(validThrough: string, timeZone: string): string {
  const day = /^(\d{4}-\d{2}-\d{2})T23:59:59(\.999)?Z$/.exec(validThrough)?.[1];
  return day ? formatCalendarDate(day) : formatDay(validThrough, timeZone);
}

const workplaceLabels = { remote: 'Remote', hybrid: 'Hybrid', onsite: 'Onsite' } as const;

/** The facts of the sidebar: only those the job has. */
function factsOf(job: Job, now: number, timeZone: string): [string, string][] {
  const facts: [string, string | undefined][] = [
    ['Location', job.location],
    ['Workplace', workplaceLabels[workplaceOf(job)]],
    ['Department', job.department],
    ['Job type', job.type],
    ['Duration', job.duration],
    ['Hours', job.hours],
    [payLabel(job), payShown(job)],
    ['Posted', postedText(job, now)],
    ['Apply by', job.validThrough && lastDay(job.validThrough, timeZone)],
  ];
  return facts.filter((fact): fact is [string, string] => Boolean(fact[1]));
}

export default function JobPage({ loaderData }: Route.ComponentProps) {
  const { job, related, now, origin, applied } = loaderData;
  const { siteName, timeZone, jobPage } = useSite();
  const pageUrl = `${origin}${jobPagePath(job)}`;

  return (
    <JobDetailLayout
      title={job.title}
      image={jobPage && { src: jobPage.image, alt: jobPage.alt, width: 320, height: 180 }}
      eyebrow={[job.department, job.type].filter(Boolean).join(' · ')}
      meta={
        <>
          {siteName} · {job.location} · Posted <time dateTime={job.postedAt}>{postedText(job, now)}</time>
        </>
      }
      apply={<JobApply job={job} applied={applied} />}
      facts={factsOf(job, now, timeZone)}
      share={{ url: pageUrl, text: `${job.title} at ${siteName}` }}
      related={
        related.length > 0 &&
        related.map((other) => (
          <li key={other.id}>
            <Link to={jobPagePath(other)}>{other.title}</Link>
            <span>{[other.location, other.type].filter(Boolean).join(' · ')}</span>
          </li>
        ))
      }
    >
      <section aria-labelledby="job-description">
        <h2 id="job-description">Description</h2>
        {job.description ? (
          // Sanitized by the server with the blog's allowlist when the jobs were loaded (server/jobs/job-description.ts).
          <div className="job-description" dangerouslySetInnerHTML={{ __html: job.description }} />
        ) : (
          <p>Ask us about this role when you apply.</p>
        )}
      </section>
    </JobDetailLayout>
  );
}

export { JobsProblemPage as ErrorBoundary };
