import { data, Link, useLocation } from 'react-router';
import { embeddedJobFacets, type JobQuery, jobQueryParams } from '../../shared/job-query';
import { neutralSiteTexts } from '../../shared/site';
import { PageIntro } from '../app/page-intro';
import { useSite } from '../app/use-site';
import { JobAlertForm } from '../jobs/job-alert-form';
import { JobCard } from '../jobs/job-card';
import { type JobListingData, jobListingLoader } from '../jobs/job-data';
import { JobFilters } from '../jobs/job-filters';
import { JobPagesNav, jobsPageHref } from '../jobs/job-pages-nav';
import { JobsProblemPage } from '../jobs/jobs-problem';
import jobsStyles from '../jobs/jobs.css?url';
import { metaOf, type ScreenHead, careersTitle } from '../page-head';
import type { Route } from './+types/job-listings-page';

export const handle = { styles: [jobsStyles] };
export const loader = jobListingLoader;

/** "Email me jobs like these" (client/jobs/job-alert-form.tsx): the answer, with its status, is shown on the page. */
export async function action({ request, context }: Route.ActionArgs) {
  const answer = await context.alerts.subscribe(await request.formData());
  return data(answer, { status: answer.status < 300 ? 200 : answer.status });
}

// The screen's head, and the neighbouring pages of a long list for crawlers.
export const head: ScreenHead = {
  title: `Job Openings | ${careersTitle}`,
  description: neutralSiteTexts.jobListings,
  siteText: 'jobListings',
  heading: 'Job Openings',
};

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  const screenMeta = metaOf(head, matches);
  const pagination = loaderData?.pagination;
  if (!loaderData || !pagination) return screenMeta;
  const { page, pageCount } = pagination;
  const link = (rel: string, to: number) => ({
    tagName: 'link',
    rel,
    href: jobsPageHref(location.pathname, loaderData.meta.query, to),
  });
  return [
    ...screenMeta,
    ...(page > 1 ? [link('prev', page - 1)] : []),
    ...(page < pageCount ? [link('next', page + 1)] : []),
  ];
};

const sortPhrases: Record<JobQuery['sort'], string> = {
  none: '',
  newest: ', newest first',
  oldest: ', oldest first',
  'title-asc': ', by title from A to Z',
  'title-desc': ', by title from Z to A',
};

/** "Showing 3 of 15 jobs" (the original's words) or, over several pages, which of them. */
function countText({ data: jobs, meta, pagination }: JobListingData): string {
  const sort = sortPhrases[meta.query.sort];
  if (!pagination || pagination.pageCount <= 1) return `Showing ${jobs.length} of ${meta.total} jobs${sort}`;
  const first = (pagination.page - 1) * pagination.pageSize + 1;
  const matching = pagination.matching === meta.total ? `${meta.total} jobs` : `${pagination.matching} matching jobs`;
  return `Showing ${first}–${first + jobs.length - 1} of ${matching}${sort}`;
}

export default function JobListingsPage({ loaderData }: Route.ComponentProps) {
  const listing = loaderData;
  const { data: jobs, meta, pagination, facets = embeddedJobFacets, now } = listing;
  const { pathname } = useLocation();
  const { alerts } = useSite();
  // Any filter or search, not the page number.
  const filtered = [...jobQueryParams(meta.query).keys()].some((name) => name !== 'page');

  return (
    <>
      <PageIntro head={head} />
      <JobFilters query={meta.query} facets={facets} />
      {/* Offered only where alerts work: PUBLIC_URL is set and emails go out. */}
      {alerts && <JobAlertForm query={meta.query} />}
      <div className="job-results-bar">
        {/* One text, so a change of the sort alone (same count) is announced too. */}
        <p role="status">{countText(listing)}</p>
        {filtered && <Link to={pathname}>Clear filters</Link>}
      </div>
      {jobs.length > 0 ? (
        <ul className="job-grid">
          {jobs.map((job) => (
            <li key={job.id}>
              <JobCard job={job} now={now} />
            </li>
          ))}
        </ul>
      ) : (
        <div className="jobs-empty">
          <h2>No jobs match these filters</h2>
          <p>
            {meta.query.q
              ? 'Try other words, or another department, job type or location, or see every opening.'
              : 'Try another department, job type or location, or see every opening.'}
          </p>
          <Link to={pathname}>Clear filters</Link>
        </div>
      )}
      {pagination && <JobPagesNav pathname={pathname} query={meta.query} pagination={pagination} />}
    </>
  );
}

export { JobsProblemPage as ErrorBoundary };
