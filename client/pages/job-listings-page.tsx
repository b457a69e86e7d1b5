import { Link, type LoaderFunctionArgs, useLoaderData, useLocation } from 'react-router';
import type { JobListing } from '../../shared/job-listing';
import type { PageContext } from '../../shared/page-context';
import { type JobQuery, jobQueryParams } from '../../shared/job-query';
import { PageIntro } from '../app/page-intro';
import { JobCard } from '../jobs/job-card';
import { JobFilters } from '../jobs/job-filters';
import jobsStyles from '../jobs/jobs.css?url';
import { screenMeta } from '../page-heads';

export const handle = { styles: [jobsStyles] };
export const meta = screenMeta('jobListings');

export function loader({ request, context }: LoaderFunctionArgs<PageContext>): Promise<JobListing> {
  return context.listJobs(new URL(request.url).searchParams);
}

const sortPhrases: Record<JobQuery['sort'], string> = {
  none: '',
  newest: ', newest first',
  oldest: ', oldest first',
  'title-asc': ', by title from A to Z',
  'title-desc': ', by title from Z to A',
};

export default function JobListingsPage() {
  const { data: jobs, meta } = useLoaderData<JobListing>();
  const { pathname } = useLocation();
  const filtered = jobQueryParams(meta.query).size > 0;

  return (
    <>
      <PageIntro screen="jobListings" />
      <JobFilters query={meta.query} />
      <div className="job-results-bar">
        {/* One text, so a change of the sort alone (same count) is announced too. */}
        <p role="status">{`Showing ${jobs.length} of ${meta.total} jobs${sortPhrases[meta.query.sort]}`}</p>
        {filtered && <Link to={pathname}>Clear filters</Link>}
      </div>
      {jobs.length > 0 ? (
        <ul className="job-grid">
          {jobs.map((job) => (
            <li key={job.id}>
              <JobCard job={job} />
            </li>
          ))}
        </ul>
      ) : (
        <div className="jobs-empty">
          <h2>No jobs match these filters</h2>
          <p>Try another department, job type or location, or see every opening.</p>
          <Link to={pathname}>Clear filters</Link>
        </div>
      )}
    </>
  );
}
