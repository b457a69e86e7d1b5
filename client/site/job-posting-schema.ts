import { withSiteName } from '../../shared/site';
import type { JobPostingContent } from './ecommerce-internship';

const htmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };
export const escapeHtml = (text: string) => text.replace(/[&<>]/g, (character) => htmlEscapes[character] ?? character);
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

/** Pay as schema.org `MonetaryAmount` (Google's `baseSalary`). */
export const baseSalary = ({ currency, ...value }: PayRange) => ({
  '@type': 'MonetaryAmount',
  currency,
  value: { '@type': 'QuantitativeValue', ...value },
});

export interface PayRange {
  currency: string;
  minValue: number;
  maxValue: number;
  /** HOUR, DAY, WEEK, MONTH or YEAR. */
  unitText: string;
}
