import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ashbyBoardJobs,
  greenhouseBoardJobs,
  leverBoardPostings,
  recruiteeBoardOffers,
  smartRecruitersBoard,
} from '../support/ats-board-fixtures';
import { type AtsUpstream, startAtsUpstream } from '../support/ats-upstream';
import { escapeHtml } from '../support/html-escape';
import { htmlProblemsOf } from '../support/html-validity';
import { cardTitles, factsOf, jobPage, place } from '../support/job-page-html';
import { createTestApp } from '../support/test-app';

// Real board payloads (tests/fixtures/ats-boards) through the real feed readers, pages and
// structured data. Google's rules for JobPosting
// (https://developers.google.com/search/docs/appearance/structured-data/job-posting): each
// jobLocation a Place with a PostalAddress, addressCountry only when the data says it,
// TELECOMMUTE only for jobs that may be done fully remotely, with the country applicants must
// live in when the data says it.

const PUBLIC_URL = 'https://careers.example.test';

let upstream: AtsUpstream;
let greenhouse: Awaited<ReturnType<typeof createTestApp>>['app'];
let lever: Awaited<ReturnType<typeof createTestApp>>['app'];
let ashby: Awaited<ReturnType<typeof createTestApp>>['app'];
let recruitee: Awaited<ReturnType<typeof createTestApp>>['app'];
let smartRecruiters: Awaited<ReturnType<typeof createTestApp>>['app'];

beforeAll(async () => {
  upstream = await startAtsUpstream();
  upstream.setGreenhouseJobs(greenhouseBoardJobs());
  upstream.setLeverPostings(leverBoardPostings());
  ({ app: greenhouse } = await createTestApp({
    env: { JOBS_SOURCE: 'greenhouse:anthropic', GREENHOUSE_API_URL: upstream.url, PUBLIC_URL },
  }));
  ({ app: lever } = await createTestApp({
    env: { JOBS_SOURCE: 'lever:spotify', LEVER_API_URL: upstream.url, PUBLIC_URL },
  }));
  upstream.setAshbyJobs(ashbyBoardJobs());
  upstream.setRecruiteeOffers(recruiteeBoardOffers());
  const board = smartRecruitersBoard();
  upstream.setSmartRecruiters(board.postings, board.details);
  ({ app: ashby } = await createTestApp({
    env: { JOBS_SOURCE: 'ashby:HighlightTA', ASHBY_API_URL: upstream.url, PUBLIC_URL },
  }));
  ({ app: recruitee } = await createTestApp({
    env: { JOBS_SOURCE: 'recruitee:channable', RECRUITEE_API_URL: upstream.url, PUBLIC_URL },
  }));
  ({ app: smartRecruiters } = await createTestApp({
    env: { JOBS_SOURCE: 'smartrecruiters:Vitol', SMARTRECRUITERS_API_URL: upstream.url, PUBLIC_URL },
  }));
});

afterAll(async () => {
  await upstream.close();
});

/** Every addressCountry and applicant country a posting names, wherever it sits. */
function countriesOf(posting: Record<string, unknown>): string[] {
  const json = JSON.stringify(posting);
  return [...json.matchAll(/"(?:addressCountry|name)":"([^"]+)"/g)]
    .filter((match) => match[0].startsWith('"addressCountry"') || json.includes(`"Country","name":"${match[1]}"`))
    .map((match) => match[1]!);
}

describe('jobs from a real Greenhouse board', () => {
  it("gives a job of several offices one jobLocation per office, with the office's country", async () => {
    const { html, posting } = await jobPage(greenhouse, '5057647008');
    expect(posting.jobLocation).toEqual([
      place({ addressLocality: 'San Francisco', addressRegion: 'California', addressCountry: 'US' }),
      place({ addressLocality: 'New York', addressRegion: 'New York', addressCountry: 'US' }),
      place({ addressLocality: 'Seattle', addressRegion: 'Washington', addressCountry: 'US' }),
    ]);
    expect(posting).not.toHaveProperty('jobLocationType');
    expect(factsOf(html)).toMatchObject({
      Location: escapeHtml('San Francisco, CA; New York City, NY; Seattle, WA'),
      Workplace: 'Onsite',
    });
  });

  it('shows the pay transparency range a job publishes, and writes it as baseSalary', async () => {
    const { html, posting } = await jobPage(greenhouse, '5057647008');
    expect(posting.baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'USD',
      value: { '@type': 'QuantitativeValue', minValue: 50_000, maxValue: 75_000, unitText: 'YEAR' },
    });
    expect(factsOf(html)).toMatchObject({ Salary: '$50,000 – $75,000 a year' });
    const list = (await request(greenhouse).get('/joblistings?q=Applied+AI').expect(200)).text;
    expect(list).toContain('<dt>Salary</dt><dd>$50,000 – $75,000 a year</dd>');
    // A job without a range writes no baseSalary.
    expect((await jobPage(greenhouse, '5302966008')).posting).not.toHaveProperty('baseSalary');
  });

  it('splits a location on ";" and gives the places no office names their US state\'s country', async () => {
    const { posting } = await jobPage(greenhouse, '5302966008');
    expect(posting.jobLocation).toEqual([
      place({ addressLocality: 'New York City', addressRegion: 'NY', addressCountry: 'US' }),
      place({ addressLocality: 'San Francisco', addressRegion: 'California', addressCountry: 'US' }),
      place({ addressLocality: 'Seattle', addressRegion: 'WA', addressCountry: 'US' }),
    ]);
  });

  it("reads the office's own address for a city the location names in English", async () => {
    const { posting } = await jobPage(greenhouse, '5391016008');
    expect(posting.jobLocation).toEqual(
      place({ addressLocality: 'München', addressRegion: 'Bavaria', addressCountry: 'DE' }),
    );
  });

  it('marks "Remote-Friendly, United States" TELECOMMUTE for applicants in the United States', async () => {
    const { html, posting } = await jobPage(greenhouse, '5436615008');
    expect(posting).toMatchObject({
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country', name: 'United States' },
    });
    expect(posting).not.toHaveProperty('jobLocation');
    expect(factsOf(html)).toMatchObject({ Workplace: 'Remote' });
  });

  it('reads "Hybrid - London" as a hybrid job in the London office, not a remote or onsite one', async () => {
    const { html, posting } = await jobPage(greenhouse, '6136160004');
    expect(posting.jobLocation).toEqual(
      place({ addressLocality: 'London', addressRegion: 'England', addressCountry: 'GB' }),
    );
    expect(posting).not.toHaveProperty('jobLocationType');
    expect(factsOf(html)).toMatchObject({ Location: 'Hybrid - London', Workplace: 'Hybrid' });
  });

  it('marks a job that says only "Remote" TELECOMMUTE and names no country', async () => {
    const { posting } = await jobPage(greenhouse, '5990198004');
    expect(posting.jobLocationType).toBe('TELECOMMUTE');
    expect(posting).not.toHaveProperty('jobLocation');
    expect(posting).not.toHaveProperty('applicantLocationRequirements');
  });

  it('names no country that is not one, on any job of the board', async () => {
    for (const id of ['5057647008', '5302966008', '5391016008', '5436615008', '6136160004', '5990198004']) {
      const { posting } = await jobPage(greenhouse, id);
      for (const country of countriesOf(posting)) expect(['US', 'DE', 'GB', 'United States']).toContain(country);
    }
  });

  it('lists the board by workplace: remote, hybrid and onsite', async () => {
    const titles = async (location: string) =>
      cardTitles((await request(greenhouse).get(`/joblistings?location=${location}&sort=title-asc`).expect(200)).text);
    expect(await titles('remote')).toEqual(['Infrastructure Software Engineer', 'State and Local Affairs Lead, West']);
    expect(await titles('hybrid')).toEqual(['Account Executive, Commercial']);
    expect(await titles('onsite')).toEqual([
      'Applied AI Engineer, Enterprise Tech',
      'Forward Deployed Engineer',
      'Forward Deployed Engineer',
    ]);
  });
});

describe('postings from a real Lever site', () => {
  it("shows all of a posting's locations, its hybrid workplace, and its country on the primary one", async () => {
    const { html, posting } = await jobPage(lever, '2193db3f-77c5-43b8-b030-8f92c9882bf1');
    expect(factsOf(html)).toMatchObject({ Location: 'London; Stockholm', Workplace: 'Hybrid' });
    expect(posting.jobLocation).toEqual([
      place({ addressLocality: 'London', addressCountry: 'GB' }),
      place({ addressLocality: 'Stockholm' }),
    ]);
    expect(posting).not.toHaveProperty('jobLocationType');
    expect(posting.employmentType).toBe('FULL_TIME');
  });

  it('wraps a list of items that Lever sends inside a div into valid HTML', async () => {
    const { html } = await jobPage(lever, '2193db3f-77c5-43b8-b030-8f92c9882bf1');
    expect(html).toContain("<h3>Where You'll Be</h3><ul><li>");
    expect(html).not.toMatch(/<ul>\s*<(?!li)/);
    expect(await htmlProblemsOf(html)).toEqual([]);
  });

  it('reads "Short Term" as TEMPORARY', async () => {
    const { html, posting } = await jobPage(lever, 'd87833d0-fb78-4794-b45d-3fe5c8274bc8');
    expect(posting.employmentType).toBe('TEMPORARY');
    expect(posting.jobLocation).toEqual(place({ addressLocality: 'Ho Chi Minh', addressCountry: 'VN' }));
    expect(await htmlProblemsOf(html)).toEqual([]);
  });

  it("marks a remote posting TELECOMMUTE for applicants in its country, with its pay in the currency's own grouping", async () => {
    const { html, posting } = await jobPage(lever, 'db4f5f94-0539-4d5b-b434-ae680689f39b');
    expect(posting).toMatchObject({
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country', name: 'United States' },
      employmentType: 'FULL_TIME',
      baseSalary: {
        currency: 'USD',
        value: { '@type': 'QuantitativeValue', minValue: 55_000, maxValue: 65_000, unitText: 'YEAR' },
      },
    });
    expect(posting).not.toHaveProperty('jobLocation');
    expect(factsOf(html)).toMatchObject({ Workplace: 'Remote', Salary: '$55,000 – $65,000 a year' });
    expect(await htmlProblemsOf(html)).toEqual([]);
  });

  it('offers Hybrid in the workplace filter and lists the hybrid postings under it', async () => {
    const page = (await request(lever).get('/joblistings?location=hybrid&sort=title-asc').expect(200)).text;
    expect(page).toMatch(/<option value="hybrid" selected="">Hybrid<\/option>/);
    expect(cardTitles(page)).toEqual([
      'Android Engineer - Experience',
      'Artist &amp; Label Partnerships Contractor, Vietnam',
    ]);
    const api = (await request(lever).get('/api/jobs?location=onsite').expect(200)).body as { data: unknown[] };
    expect(api.data).toEqual([]);
  });
});

describe('jobs from a real Ashby job board', () => {
  it('shows the salary a job publishes, in its currency, and writes it as baseSalary', async () => {
    const { html, posting } = await jobPage(ashby, 'fc2f1f85-46a0-4a31-b165-683e39c07c04');
    expect(posting).toMatchObject({
      title: 'Senior Site Reliability Engineer',
      employmentType: 'FULL_TIME',
      jobLocation: place({ addressLocality: 'Toronto', addressRegion: 'Ontario', addressCountry: 'CA' }),
      baseSalary: {
        currency: 'CAD',
        value: { '@type': 'QuantitativeValue', minValue: 102_800, maxValue: 137_000, unitText: 'YEAR' },
      },
    });
    // Ashby says isRemote for this hybrid job: its workplaceType decides.
    expect(posting).not.toHaveProperty('jobLocationType');
    expect(factsOf(html)).toMatchObject({ Workplace: 'Hybrid', Salary: 'CA$102,800 – CA$137,000 a year' });
    expect(await htmlProblemsOf(html)).toEqual([]);
  });

  it('marks a remote job in "Canada" TELECOMMUTE for applicants in Canada, without pay it does not show', async () => {
    const { posting } = await jobPage(ashby, '90fb3621-899e-4b59-925d-25080ec91e18');
    expect(posting).toMatchObject({
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country', name: 'Canada' },
    });
    expect(posting).not.toHaveProperty('jobLocation');
    expect(posting).not.toHaveProperty('baseSalary');
  });

  it('places a job by its postal address, and reads a job without compensation', async () => {
    const { posting } = await jobPage(ashby, '9e3fc4fe-ce79-4a0c-9939-a7daa68ffba9');
    expect(posting.jobLocation).toEqual(
      place({ addressLocality: 'San Francisco', addressRegion: 'California', addressCountry: 'US' }),
    );
    expect(posting).not.toHaveProperty('baseSalary');
  });
});

describe('offers from a real Recruitee careers site', () => {
  it("shows an offer's yearly salary, its office and its hybrid workplace", async () => {
    const { html, posting } = await jobPage(recruitee, '2743511');
    expect(posting).toMatchObject({
      title: 'Head of People & Culture',
      datePosted: '2026-09-11T15:16:33.000Z',
      employmentType: 'FULL_TIME',
      jobLocation: place({ addressLocality: 'Utrecht', addressRegion: 'Utrecht', addressCountry: 'NL' }),
      baseSalary: {
        currency: 'EUR',
        value: { '@type': 'QuantitativeValue', minValue: 115_000, maxValue: 130_000, unitText: 'YEAR' },
      },
    });
    expect(factsOf(html)).toMatchObject({ Workplace: 'Hybrid', Salary: '€115,000 - €130,000 /year' });
    expect(await htmlProblemsOf(html)).toEqual([]);
  });

  it('writes a monthly salary with MONTH', async () => {
    const { posting } = await jobPage(recruitee, '2751915');
    expect(posting.baseSalary).toMatchObject({ value: { minValue: 3_750, maxValue: 5_250, unitText: 'MONTH' } });
  });
});

describe('postings from a real SmartRecruiters company', () => {
  it("shows a posting's ad from its detail, in its sections, at its office", async () => {
    const { html, posting } = await jobPage(smartRecruiters, '744000133666057');
    expect(posting).toMatchObject({
      title: 'Platform Engineer',
      employmentType: 'FULL_TIME',
      jobLocation: place({ addressLocality: 'Singapore', addressCountry: 'SG' }),
    });
    expect(html).toContain('<h3>Job Description</h3>');
    expect(html).toContain('https://jobs.smartrecruiters.com/Vitol/744000133666057-platform-engineer?oga=true');
    expect(factsOf(html)).toMatchObject({ Location: 'Singapore', Workplace: 'Onsite' });
    expect(await htmlProblemsOf(html)).toEqual([]);
  });

  it('lists a posting whose detail is not found from the list alone, linked to its SmartRecruiters page', async () => {
    const { html, posting } = await jobPage(smartRecruiters, '744000133449673');
    expect(posting.jobLocation).toEqual(
      place({ addressLocality: 'Houston', addressRegion: 'TX', addressCountry: 'US' }),
    );
    expect(html).toContain('https://jobs.smartrecruiters.com/Vitol/744000133449673');
  });
});
