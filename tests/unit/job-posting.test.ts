import { describe, expect, it } from 'vitest';
import { ecommerceInternship } from '../../client/site/ecommerce-internship';
import { jobPostingSchema } from '../../client/site/job-posting-schema';
import { metaOf } from '../../client/page-head';

describe('structured data in a page', () => {
  it("is part of the page's meta, which React Router renders escaped as application/ld+json", () => {
    const schema = jobPostingSchema(ecommerceInternship, 'Acme Health');
    expect(metaOf({ title: 't', description: 'd' }, [], schema)).toContainEqual({ 'script:ld+json': schema });
  });
});

describe('the JobPosting of the sample job detail page', () => {
  const parsed = JSON.parse(JSON.stringify(jobPostingSchema(ecommerceInternship, 'Acme Health')));

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
