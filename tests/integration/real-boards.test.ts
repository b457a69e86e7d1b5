import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { realBoards } from '../support/ats-board-fixtures';
import { type AtsUpstream, startAtsUpstream } from '../support/ats-upstream';
import { escapeHtml } from '../support/html-escape';
import { htmlProblemsOf } from '../support/html-validity';
import { cardTitles, factsOf, jobPage, jsonLdOf, place } from '../support/job-page-html';
import { createTestApp } from '../support/test-app';

// Whole boards as their ATSs answered them (tests/fixtures/ats-boards, "Whole boards"), through
// the real feed readers, search, pages, structured data and sitemap. Google's JobPosting rules
// (https://developers.google.com/search/docs/appearance/structured-data/job-posting):
// addressCountry an ISO 3166-1 alpha-2 code, TELECOMMUTE with the countries applicants may live
// in, and no posting for a job that does not exist.

const PUBLIC_URL = 'https://careers.example.test';

type App = Awaited<ReturnType<typeof createTestApp>>['app'];

let upstream: AtsUpstream;
let lightdashUpstream: AtsUpstream;
let codepath: App;
let goToGroup: App;
let ramp: App;
let lightdash: App;
let manual: App;
let gousto: App;
let embedded: App;

beforeAll(async () => {
  upstream = await startAtsUpstream();
  upstream.setGreenhouseJobs(realBoards.codepath());
  upstream.setLeverPostings(realBoards.goToGroup());
  upstream.setAshbyJobs(realBoards.ramp());
  upstream.setRecruiteeOffers(realBoards.manual());
  const board = realBoards.gousto();
  upstream.setSmartRecruiters(board.postings, board.details);
  lightdashUpstream = await startAtsUpstream();
  lightdashUpstream.setAshbyJobs(realBoards.lightdash());
  const app = async (env: Record<string, string>) => (await createTestApp({ env: { PUBLIC_URL, ...env } })).app;
  [codepath, goToGroup, ramp, lightdash, manual, gousto, embedded] = await Promise.all([
    app({ JOBS_SOURCE: 'greenhouse:codepath', GREENHOUSE_API_URL: upstream.url }),
    app({ JOBS_SOURCE: 'lever:GoToGroup', LEVER_API_URL: upstream.url }),
    app({ JOBS_SOURCE: 'ashby:ramp', ASHBY_API_URL: upstream.url }),
    app({ JOBS_SOURCE: 'ashby:lightdash', ASHBY_API_URL: lightdashUpstream.url }),
    app({ JOBS_SOURCE: 'recruitee:manual', RECRUITEE_API_URL: upstream.url }),
    app({ JOBS_SOURCE: 'smartrecruiters:Gousto1', SMARTRECRUITERS_API_URL: upstream.url }),
    app({}),
  ]);
});

afterAll(async () => {
  await Promise.all([upstream.close(), lightdashUpstream.close()]);
});

/** The ids of every open job a search finds, over all pages. */
async function searchIds(app: App, q: string): Promise<string[]> {
  const ids: string[] = [];
  for (let page = 1; ; page++) {
    const { body } = await request(app).get('/api/jobs').query({ q, page }).expect(200).expect('Content-Type', /json/);
    const listing = body as { data: { id: string }[]; pagination: { pageCount: number } };
    ids.push(...listing.data.map((job) => job.id));
    if (page >= listing.pagination.pageCount) return ids.sort();
  }
}

interface LeverPosting {
  id: string;
  country: string;
  categories: { location: string; allLocations: string[] };
}
const goToGroupPostings = () => realBoards.goToGroup() as LeverPosting[];

describe('the seed sample job at /joblistings/View', () => {
  it('leads to the job list with a feed, and is in no sitemap', async () => {
    for (const path of ['/joblistings/View', '/joblistings/view']) {
      const response = await request(goToGroup).get(path).expect(302);
      expect(response.headers.location).toBe('/joblistings');
    }
    const sitemap = (await request(goToGroup).get('/sitemap.xml').expect(200)).text;
    expect(sitemap).not.toContain('/joblistings/View');
    expect(sitemap).toContain(`${PUBLIC_URL}/joblistings/fc5f2c90-038e-4c53-9971-2ae72f680c03`);
  });

  it('stays the sample posting with the embedded jobs, in the sitemap', async () => {
    const { text } = await request(embedded).get('/joblistings/View').expect(200);
    expect(jsonLdOf(text).some((item) => item['@type'] === 'JobPosting')).toBe(true);
    expect((await request(embedded).get('/sitemap.xml').expect(200)).text).toContain(`${PUBLIC_URL}/joblistings/View`);
  });
});

describe('search by country', () => {
  it("finds a Lever site's postings by the name of the country Lever gives as a code", async () => {
    const postings = goToGroupPostings();
    const inIndia = postings.filter((posting) => posting.country === 'IN').map((posting) => posting.id);
    const inIndonesia = postings.filter((posting) => posting.country === 'ID').map((posting) => posting.id);
    expect(inIndia).toHaveLength(30);
    expect(await searchIds(goToGroup, 'India')).toEqual(expect.arrayContaining(inIndia));
    expect(await searchIds(goToGroup, 'indonesia')).toEqual(expect.arrayContaining(inIndonesia));
  });

  it("finds an Ashby job by its address's country, a Greenhouse job by its state's, a SmartRecruiters one by its code's", async () => {
    const lightdashIds = (realBoards.lightdash() as { id: string }[]).map((job) => job.id).sort();
    expect(await searchIds(lightdash, 'United Kingdom')).toEqual(lightdashIds);
    const codepathIds = (realBoards.codepath() as { id: number }[]).map((job) => String(job.id)).sort();
    expect(await searchIds(codepath, 'United States')).toEqual(codepathIds);
    const goustoIds = (realBoards.gousto().postings as { id: string }[]).map((posting) => posting.id).sort();
    expect(await searchIds(gousto, 'united kingdom')).toEqual(goustoIds);
  });
});

describe('a Recruitee offer whose location says "Remote job"', () => {
  it('shows its place and that it is remote, and names its country for applicants', async () => {
    const { html, posting } = await jobPage(manual, '1790090');
    expect(factsOf(html)).toMatchObject({ Location: 'São Paulo, São Paulo, Brazil (Remote)', Workplace: 'Remote' });
    expect(posting).toMatchObject({
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country', name: 'Brazil' },
    });
    const list = (await request(manual).get('/joblistings?location=remote&sort=title-asc').expect(200)).text;
    expect(list).toContain(
      `<dt>Location</dt><dd>${escapeHtml('London, Greater London, United Kingdom (Remote)')}</dd>`,
    );
  });
});

describe('addressCountry where the location says it without a country', () => {
  it('reads US states by name, and an office that is only "United States", as the United States', async () => {
    expect((await jobPage(codepath, '4426096007')).posting.jobLocation).toEqual(
      place({ addressLocality: 'Arlington', addressRegion: 'Virginia', addressCountry: 'US' }),
    );
    expect((await jobPage(codepath, '4059099007')).posting.jobLocation).toEqual(
      place({ addressLocality: 'Miami', addressRegion: 'Florida', addressCountry: 'US' }),
    );
    expect((await jobPage(codepath, '4035993007')).posting.jobLocation).toEqual(place({ addressCountry: 'US' }));
  });

  it("gives a Lever posting's other locations the country the site gives that city, and no guess", async () => {
    const country = async (id: string) =>
      [(await jobPage(goToGroup, id)).posting.jobLocation].flat().map((item) => {
        const { address } = item as { address: { addressLocality?: string; addressCountry?: string } };
        return `${address.addressLocality ?? ''}: ${address.addressCountry ?? 'none'}`;
      });
    // No posting of the site is at Bogor: the posting's own country is not taken for it.
    expect(await country('18674f77-24b2-46a4-86bb-7b5e7fe71f2c')).toEqual(['Depok: ID', 'Bogor: none']);
    expect(await country('e6583aa0-7097-4e6f-9f91-7f24d5441156')).toEqual(['Jakarta: ID', 'Bengaluru: IN']);
    expect(await country('6f2d563a-182c-4c23-8c72-9d2a4f563ed9')).toEqual(['Bengaluru: IN', 'Gurugram: IN']);
    expect(await country('8fe35112-8410-4cf3-9a50-4c7287e95b57')).toEqual(['Jakarta: ID', ': SG']);
  });
});

describe('Greenhouse pay ranges that name no period', () => {
  it('shows an instructor range under 1,000 dollars as hourly pay', async () => {
    const { html, posting } = await jobPage(codepath, '4040346007');
    expect(factsOf(html)).toMatchObject({ Salary: '$75 – $100 an hour' });
    expect(posting.baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'USD',
      value: { '@type': 'QuantitativeValue', minValue: 75, maxValue: 100, unitText: 'HOUR' },
    });
    expect(factsOf((await jobPage(codepath, '4426707007')).html)).toMatchObject({
      Salary: '$120,000 – $160,000 a year',
    });
  });
});

describe('an Ashby job that is hybrid at its office and remote elsewhere', () => {
  it('is remote: listed under Remote, TELECOMMUTE for applicants in Canada and the US, at its office too', async () => {
    const id = '34413f8d-26bf-4bbc-8ade-eb309a0e2245';
    const { html, posting } = await jobPage(ramp, id);
    expect(factsOf(html)).toMatchObject({ Workplace: 'Remote' });
    expect(posting).toMatchObject({
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: [
        { '@type': 'Country', name: 'Canada' },
        { '@type': 'Country', name: 'United States' },
      ],
      jobLocation: place({ addressLocality: 'New York City', addressRegion: 'NY', addressCountry: 'US' }),
    });
    const remote = (await request(ramp).get('/joblistings?location=remote').expect(200)).text;
    expect(cardTitles(remote)).toEqual(['Security Engineer, Cloud']);
  });
});

describe('a Lever list whose lines are divs', () => {
  it('keeps each line apart instead of running the words together', async () => {
    const { html } = await jobPage(goToGroup, 'fc5f2c90-038e-4c53-9971-2ae72f680c03');
    expect(html).not.toContain('leadership team.Develop');
    expect(html).toContain(
      '<li>Serve as the overall PR point of contact and develop communications strategies for the Singapore market, collaborating with the Gojek Singapore leadership team.</li><li>Develop and execute PR plans',
    );
    expect(await htmlProblemsOf(html)).toEqual([]);
  });
});
