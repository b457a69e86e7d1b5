import type { Job } from '../../shared/job';
import { jobPagePath } from '../../shared/route-paths';
import { withSiteName } from '../../shared/site';
import { addressOf, employmentTypeOf, payRangeOf, type PayRange, remoteRegionOf } from '../jobs/job-posting-fields';
import type { JobPostingContent } from './ecommerce-internship';

const htmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };
const escapeHtml = (text: string) => text.replace(/[&<>]/g, (character) => htmlEscapes[character] ?? character);
const list = (items: readonly string[]) => `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;

/**
 * The posting as schema.org `JobPosting` (https://schema.org/JobPosting), which search engines read
 * to list the job. Its description is HTML, as Google's job search expects.
 */
export function jobPostingSchema(posting: JobPostingContent, siteName: string) {
  const text = (value: string) => withSiteName(value, siteName);
  const description = [
    ...posting.summary.map((paragraph) => `<p>${escapeHtml(text(paragraph))}</p>`),
    `<p>What you will do:</p>${list(posting.responsibilities)}`,
    `<p>Basic qualifications:</p>${list(posting.qualifications)}`,
  ].join('');

  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: posting.title,
    description,
    identifier: { '@type': 'PropertyValue', name: siteName, value: posting.jobId },
    datePosted: posting.datePosted,
    validThrough: posting.validThrough,
    employmentType: 'INTERN',
    hiringOrganization: { '@type': 'Organization', name: siteName },
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        addressLocality: posting.locality,
        addressRegion: posting.region,
        addressCountry: posting.countryCode,
      },
    },
    baseSalary: baseSalary({
      currency: posting.stipend.currency,
      minValue: posting.stipend.min,
      maxValue: posting.stipend.max,
      unitText: 'MONTH',
    }),
  };
}

const baseSalary = ({ currency, ...value }: PayRange) => ({
  '@type': 'MonetaryAmount',
  currency,
  value: { '@type': 'QuantitativeValue', ...value },
});

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
