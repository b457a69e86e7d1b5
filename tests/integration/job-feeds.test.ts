import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Job } from '../../shared/job';
import type { JobListing } from '../../shared/job-listing';
import { type AtsUpstream, greenhouseJob, leverPosting, startAtsUpstream } from '../support/ats-upstream';
import { heldAnswers, refusingUrl } from '../support/blog-upstream';
import { eventually } from '../support/eventually';
import { createTestApp } from '../support/test-app';

let upstream: AtsUpstream;

beforeEach(async () => {
  upstream = await startAtsUpstream();
  upstream.setGreenhouseJobs([
    greenhouseJob(101, { title: 'Backend Engineer', first_published: '2026-11-01T00:00:00Z' }),
    greenhouseJob(102, {
      title: 'Pflegefachkraft – Zürich',
      location: { name: 'Remote (Switzerland)' },
      departments: [{ id: 2, name: 'Clinical' }],
      first_published: '2026-11-20T00:00:00Z',
    }),
  ]);
  upstream.setLeverPostings([leverPosting('5ac21346-8e0c-4494-8e7a-3eb92ff77902', { workplaceType: 'remote' })]);
});

afterEach(async () => {
  await upstream.close();
});

const titles = (listing: JobListing) => listing.data.map((job) => job.title);

function greenhouseApp(env: Record<string, string> = {}) {
  return createTestApp({ env: { JOBS_SOURCE: 'greenhouse:medinest', GREENHOUSE_API_URL: upstream.url, ...env } });
}

async function apiJobs(app: Awaited<ReturnType<typeof greenhouseApp>>['app'], search = '') {
  return (await request(app).get(`/api/jobs${search}`).expect(200)).body as JobListing;
}

describe('jobs from a Greenhouse board', () => {
  it("lists the board's jobs, with filters from the data and search", async () => {
    const { app } = await greenhouseApp();
    const listing = await apiJobs(app);
    expect(titles(listing)).toEqual(['Backend Engineer', 'Pflegefachkraft – Zürich']);
    expect(listing.facets).toEqual({
      departments: ['Clinical', 'Engineering'],
      teams: [],
      types: [],
      locations: ['all', 'remote', 'onsite'],
      // The remote nurse's location names no office.
      places: ['Bengaluru'],
    });
    expect(listing.pagination).toEqual({ page: 1, pageSize: 24, pageCount: 1, matching: 2 });
    expect(titles(await apiJobs(app, '?department=clinical'))).toEqual(['Pflegefachkraft – Zürich']);
    expect(titles(await apiJobs(app, '?q=zurich'))).toEqual(['Pflegefachkraft – Zürich']);
    expect(titles(await apiJobs(app, '?location=remote'))).toEqual(['Pflegefachkraft – Zürich']);
    expect(titles(await apiJobs(app, '?sort=newest'))).toEqual(['Pflegefachkraft – Zürich', 'Backend Engineer']);
  });

  it('answers one job at GET /api/jobs/:jobId, and 404 in the error shape for an unknown one', async () => {
    const { app } = await greenhouseApp();
    const job = (await request(app).get('/api/jobs/102').expect(200)).body.data as Job;
    expect(job).toMatchObject({
      id: '102',
      department: 'Clinical',
      remote: true,
      postedAt: '2026-11-20T00:00:00.000Z',
    });
    for (const id of ['999', 'not%20an%20id', 'View']) {
      const response = await request(app).get(`/api/jobs/${id}`).expect(404);
      expect(response.body).toEqual({ error: { code: 'not_found', message: 'There is no open job with this id.' } });
    }
  });

  it('makes one upstream call for 100 concurrent first requests', async () => {
    upstream.behave({ kind: 'slow', ms: 200 });
    const { app } = await greenhouseApp();
    const responses = await Promise.all(Array.from({ length: 100 }, () => request(app).get('/api/jobs')));
    expect(responses.every((response) => response.status === 200)).toBe(true);
    expect(upstream.calls.greenhouse).toBe(1);
  });

  it('answers from the cache while fresh, then refreshes in the background after JOBS_CACHE_TTL_MS', async () => {
    // Long enough for the two reads to fall within it on a loaded machine.
    const { app } = await greenhouseApp({ JOBS_CACHE_TTL_MS: '1500' });
    await apiJobs(app);
    await apiJobs(app);
    expect(upstream.calls.greenhouse).toBe(1);
    upstream.setGreenhouseJobs([greenhouseJob(103, { title: 'New opening' })]);
    // Stale: answered at once with the old list while one call, held by the feed, refreshes it.
    const held = heldAnswers();
    upstream.behave(held.behaviour);
    await eventually(
      async () => {
        expect(titles(await apiJobs(app))).toEqual(['Backend Engineer', 'Pflegefachkraft – Zürich']);
        return upstream.calls.greenhouse === 2;
      },
      15_000,
      'a refresh past JOBS_CACHE_TTL_MS',
    );
    held.release();
    await expect.poll(async () => titles(await apiJobs(app))).toEqual(['New opening']);
  });

  it.each([
    ['down (HTTP 500)', { kind: 'status', status: 500 }],
    ['answering garbage', { kind: 'body', body: '<html>Maintenance</html>' }],
    ['answering another shape', { kind: 'body', body: '{"jobs":"none"}' }],
    ['slower than JOBS_TIMEOUT_MS', { kind: 'slow', ms: 5_000 }],
  ] as const)('keeps the loaded list while the feed is %s', async (_, behaviour) => {
    const { app, logLines } = await greenhouseApp({ JOBS_CACHE_TTL_MS: '100', JOBS_TIMEOUT_MS: '300' });
    await apiJobs(app);
    upstream.behave(behaviour);
    // Past the TTL, a request starts a refresh, which fails: the list is served all along, and after.
    await eventually(
      async () => {
        expect(titles(await apiJobs(app))).toEqual(['Backend Engineer', 'Pflegefachkraft – Zürich']);
        return logLines.some((line) => line.msg === 'greenhouse jobs upstream failing: serving the stale answer');
      },
      15_000,
      'a failed refresh',
    );
    expect(titles(await apiJobs(app))).toEqual(['Backend Engineer', 'Pflegefachkraft – Zürich']);
    expect(upstream.calls.greenhouse).toBeGreaterThan(1);
  });

  it('answers 503 in the error shape while nothing has ever loaded, and the jobs once the feed recovers', async () => {
    upstream.behave({ kind: 'status', status: 503 });
    const { app } = await greenhouseApp();
    for (const path of ['/api/jobs', '/api/jobs/101']) {
      const response = await request(app).get(path).expect(503);
      expect(response.body).toEqual({
        error: { code: 'jobs_unavailable', message: 'Jobs cannot be shown right now. Please try again shortly.' },
      });
    }
    upstream.behave({ kind: 'ok' });
    expect(titles(await apiJobs(app))).toHaveLength(2);
  });

  it('answers 503 without hanging when the feed is slower than JOBS_TIMEOUT_MS from the start', async () => {
    upstream.behave({ kind: 'slow', ms: 10_000 });
    const { app } = await greenhouseApp({ JOBS_TIMEOUT_MS: '300' });
    await request(app).get('/api/jobs').expect(503);
  });

  it('answers 503 when the feed refuses connections', async () => {
    const { app } = await createTestApp({
      env: { JOBS_SOURCE: 'greenhouse:medinest', GREENHOUSE_API_URL: await refusingUrl() },
    });
    await request(app).get('/api/jobs').expect(503);
  });

  it('drops malformed jobs of an answer and lists the rest', async () => {
    upstream.setGreenhouseJobs([greenhouseJob(201), { ...greenhouseJob(202), id: 'not an id' }, { title: 'no id' }]);
    const { app, logLines } = await greenhouseApp();
    expect((await apiJobs(app)).data.map((job) => job.id)).toEqual(['201']);
    expect(logLines.filter((line) => line.msg === 'dropped a malformed job')).toHaveLength(2);
  });
});

describe('jobs from a Lever site', () => {
  const leverApp = (env: Record<string, string> = {}) =>
    createTestApp({ env: { JOBS_SOURCE: 'lever:medinest', LEVER_API_URL: upstream.url, ...env } });

  it("lists the site's postings and answers each at its id", async () => {
    const { app } = await leverApp();
    const listing = await apiJobs(app);
    expect(listing.data).toHaveLength(1);
    expect(listing.data[0]).toMatchObject({ department: 'Engineering', type: 'Full-time', remote: true });
    await request(app).get('/api/jobs/5ac21346-8e0c-4494-8e7a-3eb92ff77902').expect(200);
    expect(upstream.calls.lever).toBe(1);
  });

  it('keeps the loaded list while the site answers 500, and 503 before anything loaded', async () => {
    const { app, logLines } = await leverApp({ JOBS_CACHE_TTL_MS: '100' });
    await apiJobs(app);
    upstream.behave({ kind: 'status', status: 500 });
    await eventually(
      async () => {
        expect((await apiJobs(app)).data).toHaveLength(1);
        return logLines.some((line) => line.msg === 'lever jobs upstream failing: serving the stale answer');
      },
      15_000,
      'a failed refresh',
    );
    expect((await apiJobs(app)).data).toHaveLength(1);
    const { app: cold } = await leverApp();
    await request(cold).get('/api/jobs').expect(503);
  });
});
