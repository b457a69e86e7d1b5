import { Form, Link } from 'react-router';
import type { Job } from '../../shared/job';
import { jobPagePath, pathOf } from '../../shared/route-paths';
import { DayOf } from '../candidate/day-of';
import type { AppliedToJob } from './job-data';

/**
 * A job's Apply button: to the company's applicant tracking system when the job names one
 * (`applyUrl`), else a form that starts this site's application wizard for this job (the job
 * page's action keeps the choice with the draft, then goes on to sign-in). Works without JavaScript.
 * A job the candidate has applied to says when, with a link to the application instead.
 */
export function JobApply({ job, applied }: { job: Job; applied: AppliedToJob | null }) {
  // Applied already: the way to that application, not a second one (which the server refuses).
  if (applied) {
    return (
      <p className="job-applied">
        You applied on <DayOf iso={applied.submittedAt} />.{' '}
        <Link to={`${pathOf('applications')}#application-${applied.id}`}>
          See your application<span className="visually-hidden"> for {job.title}</span>
        </Link>
      </p>
    );
  }
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
