import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type AtsUpstream, greenhouseJob, startAtsUpstream } from '../support/ats-upstream';
import { closingDay, closingDayText, exampleJobs, freshJobsFile } from '../support/example-jobs';
import { escapeHtml } from '../support/html-escape';
import { jobCategoryCards, teamCards } from '../../shared/job-cards';
import { cardTitles, jobTilesOf, jsonLdOf } from '../support/job-page-html';
import { screenTexts } from '../support/screen-texts';
import { createTestApp } from '../support/test-app';

const example = exampleJobs();
const PUBLIC_URL = 'https://careers.example.test';

/** A server over a jobs file of these jobs (the example's by default). */
function fileApp(jobs: unknown[] = example) {
  return createTestApp({ env: { JOBS_SOURCE: `file:${freshJobsFile(jobs)}`, PUBLIC_URL } });
}

type App = Awaited<ReturnType<typeof fileApp>>['app'];

async function jobPosting(app: App, path: string) {
  const response = await request(app).get(path).expect(200);
  const postings = jsonLdOf(response.text).filter((item) => item['@type'] === 'JobPosting');
  expect(postings).toHaveLength(1);
  return { html: response.text, posting: postings[0]! };
}

/** Google's required properties, and the recommended ones every job has. */
function expectGoogleJobPosting(posting: Record<string, unknown>) {
  expect(posting).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: expect.any(String),
    description: expect.stringMatching(/^<.+>$/s),
    datePosted: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    hiringOrganization: { '@type': 'Organization', name: 'Medinest', logo: expect.stringMatching(/^https:\/\//) },
    identifier: { '@type': 'PropertyValue', name: 'Medinest', value: expect.any(String) },
    directApply: expect.any(Boolean),
  });
  // A place of work, or a remote job's region: one of the two.
  if (posting.jobLocationType === 'TELECOMMUTE') {
    expect(posting.applicantLocationRequirements).toMatchObject({ '@type': 'Country', name: expect.any(String) });
  } else {
    expect(posting.jobLocation).toMatchObject({ '@type': 'Place', address: { '@type': 'PostalAddress' } });
  }
}

const manyJobs = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    ...example[0],
    id: `job-${String(index + 1).padStart(2, '0')}`,
    title: `Opening ${String(index + 1).padStart(2, '0')}`,
  }));

describe("a job's page, from a jobs file", () => {
  it('shows an office job with its facts, description and structured data for Google', async () => {
    const { app } = await fileApp();
    const { html, posting } = await jobPosting(app, '/joblistings/backend-engineer');
    expect(html).toContain('<title>Backend Engineer (Node.js) | Medinest Careers</title>');
    expect(html).toContain('<h1>Backend Engineer (Node.js)</h1>');
    expect(html).toContain('<h2>What you bring</h2>');
    for (const fact of ['Bengaluru, Karnataka', 'Full-Time 8 hrs/day', '₹18 - 24 lakh /year', closingDayText]) {
      expect(html).toContain(`<dd>${escapeHtml(fact)}</dd>`);
    }
    expectGoogleJobPosting(posting);
    expect(posting).toMatchObject({
      title: 'Backend Engineer (Node.js)',
      datePosted: '2026-11-20T00:00:00.000Z',
      validThrough: `${closingDay}T23:59:59.999Z`,
      employmentType: 'FULL_TIME',
      url: `${PUBLIC_URL}/joblistings/backend-engineer`,
      jobLocation: { address: { addressLocality: 'Bengaluru', addressRegion: 'Karnataka' } },
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'INR',
        value: { '@type': 'QuantitativeValue', minValue: 1_800_000, maxValue: 2_400_000, unitText: 'YEAR' },
      },
      identifier: { value: 'backend-engineer' },
      directApply: true,
    });
  });

  it('marks a remote job TELECOMMUTE with where its candidates may live, and applies on its own site', async () => {
    const { app } = await fileApp();
    const { html, posting } = await jobPosting(app, '/joblistings/Product-Designer');
    expectGoogleJobPosting(posting);
    expect(posting).toMatchObject({
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { name: 'India' },
      directApply: false,
    });
    expect(posting).not.toHaveProperty('jobLocation');
    expect(html).toContain('href="https://jobs.medinest.example/apply/product-designer"');
  });

  it('gives every job of the file a posting that meets the required properties', async () => {
    const { app } = await fileApp();
    for (const job of example) expectGoogleJobPosting((await jobPosting(app, `/joblistings/${job.id}`)).posting);
  });

  it('suggests other jobs of the same department, linked to their pages', async () => {
    const { app } = await fileApp(manyJobs(6));
    const { html } = await jobPosting(app, '/joblistings/job-03');
    const related = html.slice(html.indexOf('id="job-related"'));
    expect([...related.matchAll(/<a href="(\/joblistings\/[^"]+)"/g)].map((match) => match[1])).toEqual([
      '/joblistings/job-01',
      '/joblistings/job-02',
      '/joblistings/job-04',
      '/joblistings/job-05',
    ]);
  });

  it('answers 404 with a page for an unknown or malformed id, and leads the seed sample /joblistings/View to the list', async () => {
    const { app } = await fileApp();
    for (const path of ['/joblistings/no-such-job', '/joblistings/%E2%9C%93']) {
      const response = await request(app).get(path).set('Accept', 'text/html').expect(404);
      expect(response.text).toContain('<h1>Job not found</h1>');
    }
    // The company's own jobs do not hold the seed's sample posting.
    for (const path of ['/joblistings/View', '/joblistings/VIEW', '/joblistings/view']) {
      const response = await request(app).get(path).expect(302);
      expect(response.headers.location).toBe('/joblistings');
    }
    const { app: embedded } = await createTestApp({ env: { PUBLIC_URL } });
    const response = await request(embedded).get('/joblistings/VIEW').expect(200);
    expect(response.text).toContain(`<h1>${screenTexts('jobDetail').heading}</h1>`);
  });
});

describe("a job's structured data without PUBLIC_URL", () => {
  // Google reads absolute addresses only: unset, the request's own origin stands in (docs/configuration.md).
  it("writes the job's and the logo's addresses on the request's origin, and keeps each origin's page its own", async () => {
    const { app } = await createTestApp({ env: { JOBS_SOURCE: `file:${freshJobsFile(example)}` } });
    const postingFor = async (host: string) => {
      const response = await request(app).get('/joblistings/backend-engineer').set('Host', host).expect(200);
      return jsonLdOf(response.text).find((item) => item['@type'] === 'JobPosting')!;
    };
    const first = await postingFor('careers.one.example');
    expect(first.url).toBe('http://careers.one.example/joblistings/backend-engineer');
    expect(first.hiringOrganization).toMatchObject({
      logo: expect.stringMatching(/^http:\/\/careers\.one\.example\/site-images\/logo\.svg\?v=/),
      sameAs: 'http://careers.one.example',
    });
    // The page is cached now: another Host gets a page of its own, not the first one's.
    expect((await postingFor('careers.two.example:8080')).url).toBe(
      'http://careers.two.example:8080/joblistings/backend-engineer',
    );
    expect((await postingFor('careers.one.example')).url).toBe(
      'http://careers.one.example/joblistings/backend-engineer',
    );
    // A page that writes no address is one page for every origin: the second Host gets the first's.
    const listFor = (host: string) => request(app).get('/joblistings').set('Host', host).expect(200);
    expect((await listFor('careers.two.example')).text).toBe((await listFor('careers.one.example')).text);
  });
});
describe('the job listing page', () => {
  it('pages a long list on the server, with rel=prev/next links that work without JavaScript', async () => {
    const { app } = await fileApp(manyJobs(30));
    const first = (await request(app).get('/joblistings').expect(200)).text;
    expect(cardTitles(first)).toHaveLength(24);
    expect(first).toContain('Showing 1–24 of 30 jobs');
    expect(first).toContain('<link rel="next" href="/joblistings?page=2"/>');
    expect(first).toMatch(/<a rel="next" href="\/joblistings\?page=2"[^>]*>Next/);
    expect(first).not.toContain('rel="prev"');

    const second = (await request(app).get('/joblistings?sort=title-desc&page=2').expect(200)).text;
    expect(cardTitles(second)).toEqual([
      'Opening 06',
      'Opening 05',
      'Opening 04',
      'Opening 03',
      'Opening 02',
      'Opening 01',
    ]);
    expect(second).toContain('<link rel="prev" href="/joblistings?sort=title-desc"/>');
    expect(second).not.toContain('rel="next"');
  });

  it('searches with ?q= together with the filters, offering the data’s departments', async () => {
    const { app } = await fileApp();
    expect(cardTitles((await request(app).get('/joblistings?q=pharmacy').expect(200)).text)).toEqual([
      'Pharmacy Operations Intern',
    ]);
    expect(cardTitles((await request(app).get('/joblistings?q=pharmacy&department=Design').expect(200)).text)).toEqual(
      [],
    );
    const page = (await request(app).get('/joblistings?q=design').expect(200)).text;
    expect(cardTitles(page)).toEqual(['Product Designer']);
    expect(page).toMatch(/<input type="search"[^>]* name="q" value="design"\/>/);
    const departments = [...page.matchAll(/<button [^>]*>/g)]
      .filter(([button]) => button.includes('name="department"'))
      .map(([button]) => /value="([^"]+)"/.exec(button)?.[1]);
    expect(departments.slice(0, 4)).toEqual(['All', 'Design', 'Engineering', 'Operations']);
  });

  it("links a card's title to the job's page; View Job leaves for the job board only for a job that is there", async () => {
    const { app } = await fileApp();
    const page = (await request(app).get('/joblistings').expect(200)).text;
    expect(page).toContain(
      '<h2><a href="/joblistings/backend-engineer" data-discover="true">Backend Engineer (Node.js)</a></h2>',
    );
    expect(page).toMatch(/<a class="job-link" href="\/joblistings\/backend-engineer"[^>]*>View Job/);
    expect(page).toMatch(
      /<a class="job-link" href="https:\/\/jobs\.medinest\.example\/jobs\/pharmacy-operations-intern" target="_blank" rel="noopener noreferrer">View Job/,
    );
  });

  it('has the navbar search box submit ?q= to the listing as a plain GET form', async () => {
    const { app } = await fileApp();
    const page = (await request(app).get('/culture').expect(200)).text;
    expect(page).toMatch(/<form [^>]*role="search"[^>]* action="\/joblistings" method="get">/);
    expect(page).toMatch(/<input id="site-search-input" type="search"[^>]* name="q"/);
    expect(page).toMatch(/<button type="submit"[^>]*aria-label="Find jobs"/);
  });
});

describe('job pages while the jobs feed has never answered', () => {
  let upstream: AtsUpstream;

  beforeEach(async () => {
    upstream = await startAtsUpstream();
  });

  afterEach(async () => {
    await upstream.close();
  });

  const greenhouseApp = () =>
    createTestApp({ env: { JOBS_SOURCE: 'greenhouse:medinest', GREENHOUSE_API_URL: upstream.url, PUBLIC_URL } });

  it('answers 503 "jobs cannot be shown right now" on the listing, a job and the cards, then the jobs once it recovers', async () => {
    upstream.behave({ kind: 'status', status: 500 });
    const { app } = await greenhouseApp();
    for (const path of ['/joblistings', '/jobs?q=nurse', '/joblistings/101', '/jobcategory', '/jobteam']) {
      const response = await request(app).get(path).expect(503);
      expect(response.text).toContain('<h1>Jobs cannot be shown right now</h1>');
      expect(response.headers['cache-control']).not.toMatch(/public/);
    }
    upstream.setGreenhouseJobs([
      greenhouseJob(101, {
        title: 'Nurse – Zürich',
        location: { name: 'Remote (Switzerland)' },
        content: '&lt;p&gt;Caf&amp;eacute; &amp;amp; care.&lt;/p&gt;',
      }),
    ]);
    upstream.behave({ kind: 'ok' });
    await expect.poll(async () => (await request(app).get('/joblistings/101')).status, { timeout: 10_000 }).toBe(200);
    const { posting } = await jobPosting(app, '/joblistings/101');
    expectGoogleJobPosting(posting);
    expect(posting).toMatchObject({
      title: 'Nurse – Zürich',
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { name: 'Switzerland' },
    });
  });
});

describe("a dated job's age", () => {
  // The original's job cards read "2 days ago", in words with plurals.
  const englishAge =
    /^(just now|1 (minute|hour|day|week|month|year) ago|([2-9]|\d{2,}) (minutes|hours|days|weeks|months|years) ago)$/;

  it('reads like the job cards of the original, on the job page and in the job list', async () => {
    const { app } = await fileApp();
    const page = (await request(app).get('/joblistings/backend-engineer').expect(200)).text;
    const onPage = /Posted\s*(?:<!-- -->\s*)?<time date[tT]ime="2026-11-20[^"]*">([^<]+)<\/time>/.exec(page)?.[1];
    expect(onPage).toMatch(englishAge);
    expect(page).toContain(`<dd>${onPage}</dd>`);

    const list = (await request(app).get('/joblistings').expect(200)).text;
    const ages = [...list.matchAll(/<dt>Posted<\/dt><dd>([^<]+)<\/dd>/g)].map((match) => match[1]);
    expect(ages.length).toBeGreaterThan(0);
    for (const age of ages) expect(age).toMatch(englishAge);
  });
});

describe("the seed's job categories and teams cards, with the embedded jobs", () => {
  it.each([
    ['/jobcategory', jobCategoryCards],
    ['/jobteam', teamCards],
  ])('%s: each card shows the open jobs its search finds, and links to that list', async (path, cards) => {
    const { app } = await createTestApp({ env: { PUBLIC_URL } });
    const html = (await request(app).get(path).expect(200)).text;
    const shown: number[] = [];
    for (const card of cards) {
      const { body } = await request(app).get('/api/jobs').query({ q: card.search }).expect(200);
      const matching = body.pagination.matching as number;
      const href = escapeHtml(`/joblistings?q=${card.search.replaceAll(' ', '+')}`);
      const text = matching === 0 ? 'No open jobs right now' : `${matching} open job${matching === 1 ? '' : 's'}`;
      expect(html, card.heading).toMatch(
        new RegExp(
          `<img src="${card.image}"[^>]*><div class="job-tile-body"><h2><a [^>]*href="${href.replace(/[?+]/g, '\\$&')}"[^>]*>${escapeHtml(card.heading)}</a></h2><p id="job-tile-${card.id}">${text}</p>`,
        ),
      );
      shown.push(matching);
    }
    expect(jobTilesOf(html)).toHaveLength(cards.length);
    expect(html).not.toContain('375 open jobs');
    expect(new Set(shown).size).toBeGreaterThan(1);
  });
});
