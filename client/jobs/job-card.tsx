import type { Job } from '../../shared/jobs';

/** One opening: what the original card showed, duration and hours only when the job has them. */
export function JobCard({ job }: { job: Job }) {
  const details: [string, string | undefined][] = [
    ['Posted', job.posted],
    ['Location', job.location],
    ['Type', job.type],
    ['Stipend', job.stipend],
    ['Duration', job.duration],
    ['Hours', job.hours],
  ];
  return (
    <article className="job-card">
      <h2>{job.title}</h2>
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
      <a className="job-link" href={job.link} target="_blank" rel="noopener noreferrer">
        View Job<span className="visually-hidden"> for {job.title} (opens in a new tab)</span>
      </a>
    </article>
  );
}
