import { useLoaderData } from 'react-router';
import type { Job } from '../../shared/jobs';
import { ScreenPlaceholder } from '../app/screen-placeholder';

export default function JobListingsPage() {
  const jobs = useLoaderData<Job[]>();
  return (
    <>
      <ScreenPlaceholder screen="jobListings" />
      <p>{jobs.length} open positions</p>
      <ul className="job-list">
        {jobs.map((job) => (
          <li key={job.id}>
            <h2>{job.title}</h2>
            <p>
              {job.department} · {job.type} · {job.location} · {job.posted}
            </p>
          </li>
        ))}
      </ul>
    </>
  );
}
