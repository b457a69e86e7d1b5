import { Form } from 'react-router';
import type { Job } from '../../shared/job';
import { jobPagePath } from '../../shared/route-paths';

/**
 * A job's Apply button: to the company's applicant tracking system when the job names one
 * (`applyUrl`), else a form that starts this site's application wizard for this job (the job
 * page's action keeps the choice with the draft, then goes on to sign-in). Works without JavaScript.
 */
export function JobApply({ job }: { job: Job }) {
  if (job.applyUrl) {
    return (
      <a className="button button-primary button-large" href={job.applyUrl} rel="noopener noreferrer">
        Apply Now<span className="visually-hidden"> for {job.title}</span>
      </a>
    );
  }
  return (
    <Form method="post" action={jobPagePath(job)} className="job-apply">
      <button type="submit" className="button button-primary button-large">
        Apply Now<span className="visually-hidden"> for {job.title}</span>
      </button>
    </Form>
  );
}
