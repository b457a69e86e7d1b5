import { Link } from 'react-router';
import type { Job } from '../../shared/job';
import { postedText } from '../../shared/job-posted';
import { payLabel, payShown } from '../../shared/job-salary';
import { jobPagePath } from '../../shared/route-paths';

/**
 * One opening: what the original card showed, duration and hours only when the job has them.
 * The title opens the job's page here; View Job opens the job on the external board in a new tab
 * (the original's contract) when it has one there, else the job's page too.
 */
export function JobCard({ job, now }: { job: Job; now: number }) {
  const details: [string, string | undefined][] = [
    ['Posted', postedText(job, now)],
    ['Location', job.location],
    ['Type', job.type],
    [payLabel(job), payShown(job)],
    ['Duration', job.duration],
    ['Hours', job.hours],
  ];
  const page = jobPagePath(job);
  return (
    <article className="job-card">
      <h2>
        <Link to={page}>{job.title}</Link>
      </h2>
      <p className="job-department">{job.department}</p>
      <dl>
        {details
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      {job.link ? (
        <a className="job-link" href={job.link} target="_blank" rel="noopener noreferrer">
          View Job<span className="visually-hidden"> for {job.title} (opens in a new tab)</span>
        </a>
      ) : (
        <Link className="job-link" to={page}>
          View Job<span className="visually-hidden"> for {job.title}</span>
        </Link>
      )}
    </article>
  );
}
