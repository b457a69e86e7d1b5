import { describe, expect, it } from 'vitest';
import { ecommerceInternship } from '../../client/site/ecommerce-internship';
import { jobPostingSchema } from '../../client/site/job-posting-schema';
import { jsonLdText } from '../../client/site/json-ld';

describe('structured data in a page', () => {
  it('cannot end its script early: < > & are escaped, and JSON readers get the text back', () => {
    const data = { title: '</script><script>alert(1)</script>', note: 'Fish & chips > 3' };
    const text = jsonLdText(data);
    expect(text).not.toMatch(/[<>&]/);
    expect(text).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(text)).toEqual(data);
  });
});

describe('the JobPosting of the sample job detail page', () => {
  const parsed = JSON.parse(jsonLdText(jobPostingSchema(ecommerceInternship, 'Acme Health')));

  it('is a schema.org JobPosting with the fields search engines require', () => {
    expect(parsed).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'E-commerce Brand Specialist Intern',
      datePosted: '2026-11-01',
      validThrough: '2027-01-31',
      employmentType: 'INTERN',
      hiringOrganization: { '@type': 'Organization', name: 'Acme Health' },
      jobLocation: {
        '@type': 'Place',
        address: {
          '@type': 'PostalAddress',
          addressLocality: 'Mumbai',
          addressRegion: 'Maharashtra',
          addressCountry: 'IN',
        },
      },
      baseSalary: { currency: 'INR', value: { minValue: 3000, maxValue: 5000, unitText: 'MONTH' } },
    });
  });

  it('closes after it was posted, with ISO dates', () => {
    expect(parsed.datePosted).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(parsed.validThrough).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Date.parse(parsed.validThrough)).toBeGreaterThan(Date.parse(parsed.datePosted));
  });

  it('describes the job in HTML, with the site name filled in and every qualification listed', () => {
    expect(parsed.description).toMatch(/^<p>Acme Health runs an online store/);
    expect(parsed.description).not.toContain('{site}');
    for (const qualification of ecommerceInternship.qualifications) {
      expect(parsed.description).toContain(`<li>${qualification}</li>`);
    }
  });
});
