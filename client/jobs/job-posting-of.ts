import type { Job } from '../../shared/job';
import { jobPagePath } from '../../shared/route-paths';
import { baseSalary, escapeHtml } from '../site/job-posting-schema';
import { addressOf, employmentTypeOf, payRangeOf, remoteRegionOf } from './job-posting-fields';

/** Where the job is done: an office's address, or for a remote job the region its candidates live in. */
function workplace(job: Job) {
  if (job.remote) {
    const region = remoteRegionOf(job.location);
    return {
      jobLocationType: 'TELECOMMUTE',
      ...(region ? { applicantLocationRequirements: { '@type': 'Country', name: region } } : {}),
    };
  }
  const address = addressOf(job.location);
  return address ? { jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', ...address } } } : {};
}

/**
 * A job of the jobs data as schema.org `JobPosting`, with Google's required properties and the
 * recommended ones the data has (https://developers.google.com/search/docs/appearance/structured-data/job-posting).
 * `origin` (PUBLIC_URL) makes the page's and the logo's addresses absolute; without it they are paths.
 */
export function jobPostingSchemaOf(job: Job, siteName: string, origin = '') {
  const employmentType = employmentTypeOf(job.type);
  const pay = payRangeOf(job.stipend);
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: job.description || `<p>${escapeHtml(job.title)}</p>`,
    identifier: { '@type': 'PropertyValue', name: siteName, value: job.id },
    url: `${origin}${jobPagePath(job)}`,
    datePosted: job.postedAt,
    ...(job.validThrough ? { validThrough: job.validThrough } : {}),
    ...(employmentType ? { employmentType } : {}),
    hiringOrganization: {
      '@type': 'Organization',
      name: siteName,
      ...(origin ? { sameAs: origin } : {}),
      logo: `${origin}/images/site/logo.svg`,
    },
    ...workplace(job),
    ...(pay ? { baseSalary: baseSalary(pay) } : {}),
    // Applied for on this site unless the job sends candidates to another (its applyUrl).
    directApply: !job.applyUrl,
  };
}
