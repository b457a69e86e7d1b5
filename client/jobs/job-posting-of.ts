import type { Job } from '../../shared/job';
import { jobPagePath } from '../../shared/route-paths';
import { baseSalary, escapeHtml } from '../site/job-posting-schema';
import { countryName, type JobPlace, readLocation } from '../../shared/job-location';
import { employmentTypeOf, payRangeOf } from './job-posting-fields';
import type { Salary } from '../../shared/job-salary';

/**
 * A job's numeric salary as Google's `baseSalary`: a range as minValue and maxValue, one amount
 * (or min equal to max) as `value`.
 */
export function salarySchemaOf({ min, max, currency, unit }: Salary) {
  const amounts =
    min !== undefined && max !== undefined && min !== max
      ? { minValue: min, maxValue: max }
      : { value: (min ?? max) as number };
  return {
    '@type': 'MonetaryAmount',
    currency,
    value: { '@type': 'QuantitativeValue', ...amounts, unitText: unit },
  };
}

/** The job's pay as `baseSalary`: its numbers where it has them, else its pay text read as a range. */
function baseSalaryOf(job: Job) {
  if (job.salary) return salarySchemaOf(job.salary);
  const pay = payRangeOf(job.stipend);
  return pay && baseSalary(pay);
}

const placeSchema = (place: JobPlace) => ({
  '@type': 'Place',
  address: {
    '@type': 'PostalAddress',
    ...(place.locality ? { addressLocality: place.locality } : {}),
    ...(place.region ? { addressRegion: place.region } : {}),
    ...(place.country ? { addressCountry: place.country } : {}),
  },
});

/**
 * Where the job is done: its offices as Places (a country only where the data names one), and
 * for a job that may be done fully remotely TELECOMMUTE with the countries its applicants must
 * live in, where the data names them. A hybrid job is its offices: Google's TELECOMMUTE is for
 * jobs that can be done 100% remotely.
 */
function workplace(job: Job) {
  const reading = readLocation(job.location);
  const places = (job.places ?? reading.places).map(placeSchema);
  const countries = job.remote ? (job.remoteCountries ?? reading.remoteCountries) : [];
  const requirements = countries.map((code) => ({ '@type': 'Country', name: countryName(code) }));
  // One place or country as itself, several as a list (both are Google's forms).
  const oneOrList = <T>(items: T[]) => (items.length === 1 ? items[0] : items);
  return {
    ...(places.length ? { jobLocation: oneOrList(places) } : {}),
    ...(job.remote ? { jobLocationType: 'TELECOMMUTE' } : {}),
    ...(requirements.length ? { applicantLocationRequirements: oneOrList(requirements) } : {}),
  };
}

/** The company as the site folder names it: `hiringOrganization`. */
export interface HiringOrganization {
  name: string;
  legalName?: string;
  /** The company's own site. */
  website?: string;
  /** The logo's address on this site. */
  logo?: string;
}

/**
 * A job of the jobs data as schema.org `JobPosting`, with Google's required properties and the
 * recommended ones the data has (https://developers.google.com/search/docs/appearance/structured-data/job-posting).
 * `origin` (PUBLIC_URL, or the request's own) makes the page's and the logo's addresses absolute:
 * Google reads no paths.
 */
export function jobPostingSchemaOf(job: Job, organization: HiringOrganization, origin: string) {
  const { name: siteName } = organization;
  const employmentType = employmentTypeOf(job.type);
  const pay = baseSalaryOf(job);
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
      ...(organization.legalName && organization.legalName !== siteName ? { legalName: organization.legalName } : {}),
      // The company's own site (site.yaml's company.website), else this careers site.
      sameAs: organization.website ?? origin,
      ...(organization.logo ? { logo: new URL(organization.logo, origin).href } : {}),
    },
    ...workplace(job),
    ...(pay ? { baseSalary: pay } : {}),
    // Applied for on this site unless the job sends candidates to another (its applyUrl).
    directApply: !job.applyUrl,
  };
}
