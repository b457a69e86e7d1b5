import { renameSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import type { JobListing } from '../../shared/job-listing';
import { eventually } from '../support/eventually';
import { exampleJobs, freshJobsFile } from '../support/example-jobs';
import { runToExit, startServer } from '../support/server-process';
import { cardTitles, jsonLdOf } from '../support/job-page-html';
import { createTestApp } from '../support/test-app';

const example = exampleJobs();
let folder: string;
let file: string;

beforeEach(() => {
  file = freshJobsFile(example);
  folder = dirname(file);
});

const fileApp = () => createTestApp({ env: { JOBS_SOURCE: `file:${file}` } });
type App = Awaited<ReturnType<typeof fileApp>>['app'];

async function ids(app: App, search = ''): Promise<string[]> {
  return ((await request(app).get(`/api/jobs${search}`).expect(200)).body as JobListing).data.map((job) => job.id);
}

/** The job titles of the server-rendered listing page. */
async function pageTitles(app: App): Promise<string[]> {
  const response = await request(app).get('/joblistings').expect(200);
  return cardTitles(response.text);
}

const extra = {
  id: 'night-nurse',
  title: 'Night Nurse',
  department: 'Clinical',
  type: 'Full-Time',
  location: 'Mumbai',
  remote: false,
  stipend: '',
  postedAt: '2026-11-22',
  description: '<p>Nights.</p>',
};

describe('jobs from a jobs file', () => {
  it("lists the file's jobs, with departments and types from the data", async () => {
    const { app } = await fileApp();
    const listing = (await request(app).get('/api/jobs').expect(200)).body as JobListing;
    expect(listing.data.map((job) => job.id)).toEqual(example.map((job) => job.id));
    expect(listing.facets).toEqual({
      departments: ['Design', 'Engineering', 'Operations'],
      teams: [],
      types: ['Full-Time', 'Internship'],
      // A file's jobs are remote or onsite, never hybrid: the filter does not offer Hybrid.
      locations: ['all', 'remote', 'onsite'],
      // The remote job's "Remote (India)" is where its candidates may live, not a place of work.
      places: ['Bengaluru', 'Pune'],
    });
    expect(listing.data[0]).not.toHaveProperty('description');
    expect(await ids(app, '?department=Design')).toEqual(['product-designer']);
    const job = (await request(app).get('/api/jobs/backend-engineer').expect(200)).body.data;
    expect(job).toMatchObject({ postedAt: '2026-11-20T00:00:00.000Z', description: expect.stringContaining('<h2>') });
  });

  it("does not offer Hybrid where no job is hybrid, in the page's GET form too: location=hybrid lists them all", async () => {
    const { app } = await fileApp();
    const page = (await request(app).get('/joblistings').expect(200)).text;
    expect(page).toContain('<option value="remote">Remote</option>');
    expect(page).toContain('<option value="onsite">Onsite</option>');
    expect(page).not.toContain('<option value="hybrid"');
    // A link from elsewhere (or an old one) with location=hybrid: All, as the filter shows it.
    const hybrid = (await request(app).get('/joblistings?location=hybrid').expect(200)).text;
    expect(hybrid).toMatch(/<option value="all" selected="">All<\/option>/);
    expect(cardTitles(hybrid)).toEqual(await pageTitles(app));
    expect(await ids(app, '?location=hybrid')).toEqual(example.map((job) => job.id));
  });

  it('shows a job added to the file without a restart, on the API and the cached page', async () => {
    const { app } = await fileApp();
    expect(await pageTitles(app)).toHaveLength(3);
    writeFileSync(file, JSON.stringify([...example, extra]));
    await eventually(async () => (await ids(app)).includes('night-nurse'), 10_000, 'the new job listed');
    expect(await pageTitles(app)).toContain('Night Nurse');
  });

  it("shows a job's salary formatted for its currency on its card and page, and as its baseSalary", async () => {
    const salary = { min: 600_000, max: 900_000, currency: 'INR', unit: 'YEAR' };
    writeFileSync(file, JSON.stringify([...example, { ...extra, stipend: '6-9 LPA', salary }]));
    const { app } = await fileApp();
    const shown = '₹6,00,000 – ₹9,00,000 a year';
    // The card's and the sidebar's pay, in place of the text, called the same.
    expect((await request(app).get('/joblistings').expect(200)).text).toContain(`<dt>Salary</dt><dd>${shown}</dd>`);
    const page = (await request(app).get('/joblistings/night-nurse').expect(200)).text;
    expect(page).toContain(`<dt>Salary</dt><dd>${shown}</dd>`);
    const posting = jsonLdOf(page).find((item) => item['@type'] === 'JobPosting');
    expect(posting?.baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'INR',
      value: { '@type': 'QuantitativeValue', minValue: 600_000, maxValue: 900_000, unitText: 'YEAR' },
    });
    const job = (await request(app).get('/api/jobs/night-nurse').expect(200)).body.data;
    expect(job).toMatchObject({ stipend: '6-9 LPA', salary });
  });

  it('notices a file replaced by renaming, as editors save', async () => {
    const { app } = await fileApp();
    const temporary = resolve(folder, '.jobs.json.swp');
    writeFileSync(temporary, JSON.stringify([extra]));
    renameSync(temporary, file);
    await eventually(async () => (await ids(app)).join() === 'night-nurse', 10_000, 'the renamed file read');
  });

  it('logs a bad edit and keeps the last good list online', async () => {
    const { app, logLines } = await fileApp();
    writeFileSync(file, JSON.stringify([...example, { ...extra, postedAt: 'tomorrow' }]));
    await eventually(
      () => logLines.some((line) => line.msg === 'jobs file rejected: the last good list stays online'),
      10_000,
      'the bad edit logged',
    );
    const logged = logLines.find((line) => line.msg === 'jobs file rejected: the last good list stays online')!;
    expect(logged.problem).toContain(`${file}: job 4 (id "night-nurse"): postedAt: must be an ISO 8601 date`);
    expect(await ids(app)).toEqual(example.map((job) => job.id));
    writeFileSync(file, '[{"id": "half-written",');
    await eventually(
      () => logLines.filter((line) => line.msg === 'jobs file rejected: the last good list stays online').length > 1,
      10_000,
      'the broken JSON logged',
    );
    expect(await ids(app)).toEqual(example.map((job) => job.id));
  });

  it('reads the file again when asked (SIGHUP)', async () => {
    const { app } = await fileApp();
    writeFileSync(file, JSON.stringify([extra]));
    await app.reloadJobs();
    expect(await ids(app)).toEqual(['night-nurse']);
  });

  it('reads the file again on SIGHUP in the server process, which goes on serving', async () => {
    const server = await startServer({ env: { JOBS_SOURCE: `file:${file}` } });
    try {
      writeFileSync(file, JSON.stringify([extra]));
      process.kill(server.child.pid!, 'SIGHUP');
      await eventually(
        () => server.output.some((line) => line.includes('"msg":"SIGHUP: reading the jobs file again"')),
        10_000,
        'the SIGHUP logged',
      );
      await eventually(
        async () => ((await (await fetch(`${server.url}/api/jobs`)).json()) as JobListing).data.length === 1,
        10_000,
        'the new list online',
      );
      expect(server.child.exitCode).toBeNull();
      expect(server.output.join('\n')).not.toContain('shutting down');
    } finally {
      expect(await server.stop()).toBe(0);
    }
  });

  it('does not list jobs past their validThrough', async () => {
    writeFileSync(file, JSON.stringify([...example, { ...extra, validThrough: '2020-01-31' }]));
    const { app } = await fileApp();
    expect(await ids(app)).not.toContain('night-nurse');
    await request(app).get('/api/jobs/night-nurse').expect(404);
  });

  it('refuses to start with a bad file, naming the file, the job and the field', async () => {
    writeFileSync(file, JSON.stringify([example[0], { ...extra, remote: 'sometimes' }]));
    await expect(fileApp()).rejects.toThrow(
      `JOBS_SOURCE file ${file}: job 2 (id "night-nurse"): remote: must be true or false`,
    );
  });

  it('refuses to start with a missing file, naming it', async () => {
    file = resolve(folder, 'missing.json');
    await expect(fileApp()).rejects.toThrow(`JOBS_SOURCE file ${file}: ENOENT`);
  });

  it('stops the server process with the message and exit code 1', async () => {
    writeFileSync(file, JSON.stringify([{ ...extra, postedAt: undefined }]));
    const { code, output } = await runToExit({ JOBS_SOURCE: `file:${file}` });
    expect(code).toBe(1);
    expect(output).toContain(
      `JOBS_SOURCE file ${file}: job 1 (id \\"night-nurse\\"): postedAt: must be an ISO 8601 date`,
    );
  });
});
