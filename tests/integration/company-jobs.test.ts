import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { JobListing } from '../../shared/job-listing';
import {
  COMPANY_OPEN_JOBS,
  companyDepartments,
  companyJobs,
  companyPlaces,
  companyTeams,
} from '../support/company-jobs';
import { exampleJobs, freshJobsFile } from '../support/example-jobs';
import { cardTitles, jobTilesOf } from '../support/job-page-html';
import { createTestApp } from '../support/test-app';

/** A server over a jobs file of `jobs` (the company's by default). */
function fileApp(jobs: unknown[] = companyJobs) {
  return createTestApp({ env: { JOBS_SOURCE: `file:${freshJobsFile(jobs)}` } });
}

type App = Awaited<ReturnType<typeof fileApp>>['app'];

/** The API's listing of a query (`department=Engineering`). */
async function listing(app: App, query: string): Promise<JobListing> {
  return (await request(app).get(`/api/jobs?${query}`).expect(200)).body as JobListing;
}

/** The count line of a job list page: "Showing 3 of 8 jobs". */
const countLine = (html: string) => /<p role="status">([^<]*)<\/p>/.exec(html)?.[1];

describe("the job categories and teams of a company's own jobs", () => {
  it.each([
    ['/jobcategory', 'department', companyDepartments],
    ['/jobteam', 'team', companyTeams],
  ] as const)(
    '%s: a card per %s of the open jobs, by name, each leading to a list of exactly its count',
    async (path, field, expected) => {
      const { app } = await fileApp();
      const tiles = jobTilesOf((await request(app).get(path).expect(200)).text);
      expect(tiles.map((tile) => tile.heading)).toEqual(Object.keys(expected));
      for (const tile of tiles) {
        const count = expected[tile.heading as keyof typeof expected];
        expect(tile.count, tile.heading).toBe(`${count} open ${count === 1 ? 'job' : 'jobs'}`);
        expect(tile.href).toBe(`/joblistings?${new URLSearchParams({ [field]: tile.heading })}`);
        // The page it leads to lists exactly those jobs, and the API finds them too.
        const page = (await request(app).get(tile.href).expect(200)).text;
        expect(countLine(page), tile.href).toBe(`Showing ${count} of ${COMPANY_OPEN_JOBS} jobs`);
        const found = await listing(app, new URL(tile.href, 'http://localhost').search.slice(1));
        expect(found.pagination?.matching).toBe(count);
        expect(cardTitles(page)).toEqual(found.data.map((job) => job.title));
        for (const job of found.data) expect(job[field]?.toLowerCase(), job.id).toBe(tile.heading.toLowerCase());
      }
    },
  );

  it('has no card for a department or team whose jobs have all closed', async () => {
    const { app } = await fileApp();
    const categories = jobTilesOf((await request(app).get('/jobcategory').expect(200)).text);
    const teams = jobTilesOf((await request(app).get('/jobteam').expect(200)).text);
    expect(categories.map((tile) => tile.heading)).not.toContain('Legal');
    expect(teams.map((tile) => tile.heading)).not.toContain('Compliance');
    // And none of the seed's: its cards are for its embedded jobs only.
    expect(categories.map((tile) => tile.heading)).not.toContain('Software development');
  });

  it("shows each card with a generic picture of the cards' file and no sentence, without the company's own", async () => {
    const { app } = await fileApp();
    const tiles = jobTilesOf((await request(app).get('/jobcategory').expect(200)).text);
    expect(tiles.length).toBeGreaterThan(0);
    for (const tile of tiles) {
      expect(tile.image).toMatch(/^\/images\/site\/job-cards\.svg#[a-z-]+$/);
      expect(tile.text).toBeUndefined();
    }
    expect(tiles.find((tile) => tile.heading === 'Engineering')?.image).toBe(
      '/images/site/job-cards.svg#software-development',
    );
  });

  it('says so, with a link to the job list, where the jobs name no team', async () => {
    const { app } = await fileApp(exampleJobs());
    const html = (await request(app).get('/jobteam').expect(200)).text;
    expect(jobTilesOf(html)).toEqual([]);
    expect(html).toContain(
      '<p class="job-cards-none">The open jobs are not listed by team: <a href="/joblistings" data-discover="true">see all 3 open jobs</a>.</p>',
    );
  });

  it('says so, with a link to the job list, where no job is open', async () => {
    const closed = companyJobs.filter((job) => job.id === 'compliance-officer');
    const { app } = await fileApp(closed);
    const html = (await request(app).get('/jobcategory').expect(200)).text;
    expect(jobTilesOf(html)).toEqual([]);
    expect(html).toContain(
      '<p class="job-cards-none">No job category has an open job right now. <a href="/joblistings" data-discover="true">See the job list</a></p>',
    );
  });
});

describe("the job list's Location filter, over a company's jobs", () => {
  it('offers All, Remote and Onsite, then the cities of the open jobs, sorted', async () => {
    const { app } = await fileApp();
    expect((await listing(app, '')).facets?.places).toEqual(companyPlaces);
    const html = (await request(app).get('/joblistings').expect(200)).text;
    const select = /<select name="location"[^>]*>([\s\S]*?)<\/select>/.exec(html)?.[1] ?? '';
    const options = [...select.matchAll(/<option value="([^"]*)"/g)].map((match) => match[1]);
    expect(options).toEqual(['all', 'remote', 'onsite', ...companyPlaces]);
    expect(select).toContain('<optgroup label="Places">');
  });

  it('location=Pune lists the jobs done in Pune, in any case, on the page, its no-JavaScript form and the API', async () => {
    const { app } = await fileApp();
    const inPune = ['Backend Engineer', 'Platform Engineer', 'Night Pharmacist'];
    const page = (await request(app).get('/joblistings?location=Pune').expect(200)).text;
    expect(cardTitles(page)).toEqual(inPune);
    expect(countLine(page)).toBe(`Showing 3 of ${COMPANY_OPEN_JOBS} jobs`);
    expect(page).toMatch(/<option value="Pune" selected="">Pune<\/option>/);
    // What the filters' GET form sends without JavaScript: every field, the defaults too.
    const form = (await request(app).get('/joblistings?department=All&team=All&type=All&location=pune&sort=none&q='))
      .text;
    expect(cardTitles(form)).toEqual(inPune);
    const api = await listing(app, 'location=PUNE');
    expect(api.data.map((job) => job.title)).toEqual(inPune);
    expect(api.meta.query.location).toBe('Pune');
    // With the team filter too, in a short address.
    expect((await listing(app, 'location=Pune&team=Night+shift')).data.map((job) => job.id)).toEqual([
      'night-pharmacist',
    ]);
  });

  it('keeps old links: location=remote lists the remote jobs, and a place of no open job is All', async () => {
    const { app } = await fileApp();
    expect((await listing(app, 'location=remote')).data.map((job) => job.id)).toEqual([
      'frontend-engineer',
      'recruiter',
    ]);
    for (const place of ['Delhi', 'Atlantis']) {
      const found = await listing(app, `location=${place}`);
      expect(found.meta.query.location, place).toBe('all');
      expect(found.pagination?.matching).toBe(COMPANY_OPEN_JOBS);
    }
  });

  it('offers the Team filter where the jobs name teams, and keeps it when the form is sent again', async () => {
    const { app } = await fileApp();
    const html = (await request(app).get('/joblistings?team=backend').expect(200)).text;
    const select = /<select name="team"[^>]*>([\s\S]*?)<\/select>/.exec(html)?.[1] ?? '';
    expect([...select.matchAll(/<option value="([^"]*)"/g)].map((match) => match[1])).toEqual([
      'All',
      ...Object.keys(companyTeams),
    ]);
    expect(select).toContain('<option value="Backend" selected="">Backend</option>');
    expect(cardTitles(html)).toEqual(['Backend Engineer']);
    // The seed's and the example's jobs name no team: no Team filter.
    const { app: example } = await fileApp(exampleJobs());
    expect((await request(example).get('/joblistings').expect(200)).text).not.toContain('name="team"');
  });
});
