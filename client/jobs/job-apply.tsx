import { Link } from 'react-router';
import type { Job } from '../../shared/job';
import { pathOf } from '../../shared/route-paths';

/**
 * A job's Apply button: to the company's applicant tracking system when the job names one
 * (`applyUrl`), else into this site's application wizard for this job.
 */
export function JobApply({ job }: { job: Job }) {
  if (job.applyUrl) {
    return (
      <a className="button button-primary button-large" href={job.applyUrl} rel="noopener noreferrer">
        Apply Now<span className="visually-hidden"> for {job.title} (on our application site)</span>
      </a>
    );
  }
  return (
    <Link className="button button-primary button-large" to={pathOf('signIn')}>
      Apply Now<span className="visually-hidden"> for {job.title}</span>
    </Link>
  );
}
