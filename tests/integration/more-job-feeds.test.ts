import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Job } from '../../shared/job';
import type { JobListing } from '../../shared/job-listing';
import {
  type AtsUpstream,
  ashbyJob,
  recruiteeOffer,
  smartRecruitersDetail,
  smartRecruitersPosting,
  startAtsUpstream,
} from '../support/ats-upstream';
import { heldAnswers, refusingUrl } from '../support/blog-upstream';
import { eventually } from '../support/eventually';
import { createTestApp } from '../support/test-app';

// Ashby, Recruitee and SmartRecruiters feeds, each through the same
// rules as Greenhouse and Lever (job-feeds.test.ts): validated, sanitized, cached, stale while
// down, one upstream call per stampede.

let upstream: AtsUpstream;

const titles = (listing: JobListing) => listing.data.map((job) => job.title).sort();

interface Feed {
  name: 'ashby' | 'recruitee' | 'smartrecruiters';
  env: () => Record<string, string>;
  /** Sets the feed's answer to jobs titled so, ids in order. */
  set: (jobs: { id: string; title: string }[]) => void;
  /** The feed's answer with one job per item, malformed ones among them. */
  setRaw: (items: unknown[]) => void;
  ids: [string, string];
  calls: () => number;
  malformed: unknown[];
  /** Whether its jobs are applied to here (delivered into the ATS) rather than on its hosted form. */
  appliedHere: boolean;
}

const feeds: Feed[] = [
  {
    name: 'ashby',
    env: () => ({ JOBS_SOURCE: 'ashby:medinest', ASHBY_API_URL: upstream.url }),
    set: (jobs) => upstream.setAshbyJobs(jobs.map(({ id, title }) => ashbyJob(id, { title }))),
    setRaw: (items) => upstream.setAshbyJobs(items),
    ids: ['b1a6e1f0-0001-4000-8000-000000000001', 'b1a6e1f0-0002-4000-8000-000000000002'],
    calls: () => upstream.calls.ashby,
    malformed: [{ ...ashbyJob('bad-date'), publishedAt: 'yesterday' }, { title: 'no id' }],
    appliedHere: false,
  },
  {
    name: 'recruitee',
    env: () => ({ JOBS_SOURCE: 'recruitee:medinest', RECRUITEE_API_URL: upstream.url }),
    set: (jobs) => upstream.setRecruiteeOffers(jobs.map(({ id, title }) => recruiteeOffer(Number(id), { title }))),
    setRaw: (items) => upstream.setRecruiteeOffers(items),
    ids: ['2751915', '2743511'],
    calls: () => upstream.calls.recruitee,
    malformed: [{ ...recruiteeOffer(9), careers_url: 'javascript:alert(1)' }, { title: 'no id' }],
    // Recruitee's Careers Site API takes applications without a key (server/ats-delivery).
    appliedHere: true,
  },
  {
    name: 'smartrecruiters',
    env: () => ({ JOBS_SOURCE: 'smartrecruiters:Medinest', SMARTRECRUITERS_API_URL: upstream.url }),
    set: (jobs) =>
      upstream.setSmartRecruiters(
        jobs.map(({ id, title }) => smartRecruitersPosting(id, { name: title })),
        Object.fromEntries(jobs.map(({ id, title }) => [id, smartRecruitersDetail(id, { name: title })])),
      ),
    setRaw: (items) => upstream.setSmartRecruiters(items),
    ids: ['744000133666057', '744000133449673'],
    calls: () => upstream.calls.smartrecruiters,
    malformed: [{ ...smartRecruitersPosting('1'), releasedDate: 'soon' }, { name: 'no id' }],
    appliedHere: false,
  },
];

beforeEach(async () => {
  upstream = await startAtsUpstream();
});

afterEach(async () => {
  await upstream.close();
});

async function apiJobs(app: Awaited<ReturnType<typeof createTestApp>>['app'], search = '') {
  return (await request(app).get(`/api/jobs${search}`).expect(200)).body as JobListing;
}

describe.each(feeds)('jobs from $name', (feed) => {
  const app = (env: Record<string, string> = {}) => createTestApp({ env: { ...feed.env(), ...env } });
  const two = () =>
    feed.set([
      { id: feed.ids[0], title: 'Backend Engineer' },
      { id: feed.ids[1], title: 'Night Nurse' },
    ]);

  it('lists the jobs, answers each at its id, and 404 for an unknown one', async () => {
    two();
    const { app: site } = await app();
    expect(titles(await apiJobs(site))).toEqual(['Backend Engineer', 'Night Nurse']);
    expect(titles(await apiJobs(site, '?q=nurse'))).toEqual(['Night Nurse']);
    const job = (await request(site).get(`/api/jobs/${feed.ids[1]}`).expect(200)).body.data as Job;
    expect(job).toMatchObject({ id: feed.ids[1], title: 'Night Nurse' });
    expect(job.link).toMatch(/^https:\/\//);
    if (feed.appliedHere) expect(job.applyUrl).toBeUndefined();
    else expect(job.applyUrl).toMatch(/^https:\/\//);
    await request(site).get('/api/jobs/999999').expect(404);
  });

  it('makes one upstream call for 100 concurrent first requests', async () => {
    two();
    upstream.behave({ kind: 'slow', ms: 200 });
    const { app: site } = await app();
    const responses = await Promise.all(Array.from({ length: 100 }, () => request(site).get('/api/jobs')));
    expect(responses.every((response) => response.status === 200)).toBe(true);
    expect(feed.calls()).toBe(1);
  });

  it('answers from the cache while fresh, then refreshes in the background after JOBS_CACHE_TTL_MS', async () => {
    two();
    // Long enough for the two reads to fall within it on a loaded machine (with 200 ms, the
    // second read once came after it, and the feed was asked twice).
    const { app: site } = await app({ JOBS_CACHE_TTL_MS: '1500' });
    await apiJobs(site);
    await apiJobs(site);
    expect(feed.calls()).toBe(1);
    feed.set([{ id: feed.ids[0], title: 'New opening' }]);
    // Stale: answered at once with the old list while one call, held by the feed, refreshes it.
    const held = heldAnswers();
    upstream.behave(held.behaviour);
    await eventually(
      async () => {
        expect(titles(await apiJobs(site))).toEqual(['Backend Engineer', 'Night Nurse']);
        return feed.calls() === 2;
      },
      15_000,
      'a refresh past JOBS_CACHE_TTL_MS',
    );
    held.release();
    await expect.poll(async () => titles(await apiJobs(site)), { timeout: 15_000 }).toEqual(['New opening']);
  });

  it.each([
    ['down (HTTP 500)', { kind: 'status', status: 500 }],
    ['answering malformed JSON', { kind: 'body', body: '{"jobs": [' }],
    ['answering garbage', { kind: 'body', body: '<html>Maintenance</html>' }],
    ['answering a payload missing its list', { kind: 'body', body: '{"apiVersion":"1"}' }],
    ['slower than JOBS_TIMEOUT_MS', { kind: 'slow', ms: 5_000 }],
  ] as const)('keeps the loaded list while the feed is %s, and logs why', async (_, behaviour) => {
    two();
    const { app: site, logLines } = await app({ JOBS_CACHE_TTL_MS: '100', JOBS_TIMEOUT_MS: '300' });
    await apiJobs(site);
    upstream.behave(behaviour);
    // Past the TTL, a request starts a refresh, which fails: the list is served all along, and after.
    await eventually(
      async () => {
        expect(titles(await apiJobs(site))).toEqual(['Backend Engineer', 'Night Nurse']);
        return logLines.some((line) => line.msg === `${feed.name} jobs upstream failing: serving the stale answer`);
      },
      15_000,
      'a failed refresh',
    );
    expect(titles(await apiJobs(site))).toEqual(['Backend Engineer', 'Night Nurse']);
    expect(feed.calls()).toBeGreaterThan(1);
  });

  it('names a payload missing its list as such in the log', async () => {
    upstream.behave({ kind: 'body', body: '{"apiVersion":"1"}' });
    const { app: site, logLines } = await app();
    await request(site).get('/api/jobs').expect(503);
    const said = JSON.stringify(logLines.filter((line) => Number(line.level) >= 40));
    expect(said).toMatch(/API answered without (a jobs array|an offers array|a postings list)/);
  });

  it('answers 503 in the error shape while nothing has ever loaded, and the jobs once the feed recovers', async () => {
    two();
    upstream.behave({ kind: 'status', status: 503 });
    const { app: site } = await app();
    const response = await request(site).get('/api/jobs').expect(503);
    expect(response.body).toEqual({
      error: { code: 'jobs_unavailable', message: 'Jobs cannot be shown right now. Please try again shortly.' },
    });
    upstream.behave({ kind: 'ok' });
    expect(titles(await apiJobs(site))).toHaveLength(2);
  });

  it('answers 503 without hanging when the feed is slower than JOBS_TIMEOUT_MS from the start', async () => {
    upstream.behave({ kind: 'slow', ms: 10_000 });
    const { app: site } = await app({ JOBS_TIMEOUT_MS: '300' });
    await request(site).get('/api/jobs').expect(503);
  });

  it('answers 503 when the feed refuses connections', async () => {
    const url = await refusingUrl();
    const key = Object.keys(feed.env()).find((name) => name.endsWith('_API_URL'))!;
    const { app: site } = await app({ [key]: url });
    await request(site).get('/api/jobs').expect(503);
  });

  it('drops malformed jobs of an answer, logs them, and lists the rest', async () => {
    two();
    const good = feed.name === 'ashby' ? ashbyJob(feed.ids[0]) : undefined;
    if (feed.name === 'ashby') feed.setRaw([good, ...feed.malformed]);
    if (feed.name === 'recruitee') feed.setRaw([recruiteeOffer(Number(feed.ids[0])), ...feed.malformed]);
    if (feed.name === 'smartrecruiters') feed.setRaw([smartRecruitersPosting(feed.ids[0]), ...feed.malformed]);
    const { app: site, logLines } = await app();
    expect((await apiJobs(site)).data.map((job) => job.id)).toEqual([feed.ids[0]]);
    expect(logLines.filter((line) => line.msg === 'dropped a malformed job')).toHaveLength(2);
  });
});

describe('what each feed adds', () => {
  it('Ashby: hides unlisted jobs, sanitizes the description, and shows the salary it publishes', async () => {
    upstream.setAshbyJobs([
      ashbyJob('listed', {
        descriptionHtml: '<p onclick="x()">Hi<script>alert(1)</script></p>',
        shouldDisplayCompensationOnJobPostings: true,
        compensation: {
          compensationTierSummary: '€60K – €80K',
          summaryComponents: [
            { compensationType: 'Salary', interval: '1 YEAR', currencyCode: 'EUR', minValue: 60000, maxValue: 80000 },
          ],
        },
      }),
      ashbyJob('unlisted', { isListed: false }),
      ashbyJob('pay-hidden', {
        shouldDisplayCompensationOnJobPostings: false,
        compensation: { compensationTierSummary: '€1M', summaryComponents: [] },
      }),
    ]);
    const { app } = await createTestApp({ env: { JOBS_SOURCE: 'ashby:medinest', ASHBY_API_URL: upstream.url } });
    expect((await apiJobs(app)).data.map((job) => job.id).sort()).toEqual(['listed', 'pay-hidden']);
    await request(app).get('/api/jobs/unlisted').expect(404);
    const job = (await request(app).get('/api/jobs/listed').expect(200)).body.data as Job;
    expect(job).toMatchObject({
      description: '<p>Hi</p>',
      stipend: '€60,000 - €80,000 /year',
      type: 'Full-time',
      places: [{ locality: 'Berlin', region: 'Berlin', country: 'DE' }],
    });
    expect(((await request(app).get('/api/jobs/pay-hidden').expect(200)).body.data as Job).stipend).toBe('');
  });

  it('Recruitee: reads its times, salary, hybrid flag and closing date', async () => {
    upstream.setRecruiteeOffers([
      recruiteeOffer(1, {
        hybrid: true,
        on_site: false,
        salary: { min: '3750', max: '5250', period: 'month', currency: 'EUR' },
        close_at: '2026-12-31 23:00:00 UTC',
      }),
      recruiteeOffer(2, { status: 'closed' }),
    ]);
    const { app } = await createTestApp({
      env: { JOBS_SOURCE: 'recruitee:medinest', RECRUITEE_API_URL: upstream.url },
    });
    expect((await apiJobs(app)).data.map((job) => job.id)).toEqual(['1']);
    const job = (await request(app).get('/api/jobs/1').expect(200)).body.data as Job;
    expect(job).toMatchObject({
      postedAt: '2026-11-02T10:00:00.000Z',
      updatedAt: '2026-11-03T10:00:00.000Z',
      validThrough: '2026-12-31T23:00:00.000Z',
      hybrid: true,
      remote: false,
      stipend: '€3,750 - €5,250 /month',
      description: '<p>Care for people.</p><ul><li>Care</li></ul>',
    });
  });

  it("SmartRecruiters: reads every page of the list, each posting's ad once per release, and keeps a posting whose detail fails", async () => {
    const postings = Array.from({ length: 150 }, (_, index) => smartRecruitersPosting(`7440${index + 1000}`));
    const details = Object.fromEntries(
      postings.slice(0, 149).map((posting) => [posting.id, smartRecruitersDetail(posting.id)]),
    );
    upstream.setSmartRecruiters(postings, details);
    const { app } = await createTestApp({
      env: {
        JOBS_SOURCE: 'smartrecruiters:Medinest',
        SMARTRECRUITERS_API_URL: upstream.url,
        // Long enough for the reads below to fall within it on a loaded machine.
        JOBS_CACHE_TTL_MS: '1500',
      },
    });
    expect((await apiJobs(app)).pagination?.matching).toBe(150);
    // Two pages of 100, and one detail per posting.
    expect(upstream.calls.smartrecruiters).toBe(2);
    expect(upstream.calls.smartrecruitersDetail).toBe(150);
    const job = (await request(app).get('/api/jobs/74401000').expect(200)).body.data as Job;
    expect(job).toMatchObject({
      link: 'https://jobs.smartrecruiters.com/Medinest/74401000-posting',
      applyUrl: 'https://jobs.smartrecruiters.com/Medinest/74401000-posting?oga=true',
      description:
        '<h3>Company Description</h3><p>We care.</p><h3>Job Description</h3><p>Care for people.</p><h3>Qualifications</h3><ul><li>Care</li></ul>',
      places: [{ locality: 'Sydney', region: 'NSW', country: 'AU' }],
    });
    // The posting without a detail (404) is listed from the list alone, linked to its page.
    const bare = (await request(app).get('/api/jobs/74401149').expect(200)).body.data as Job;
    expect(bare).toMatchObject({ description: '', link: 'https://jobs.smartrecruiters.com/Medinest/74401149' });

    // A refresh asks again only the detail it lacks, and a new release's.
    postings[0] = smartRecruitersPosting('74401000', { releasedDate: '2026-11-20T08:00:00.000Z' });
    upstream.setSmartRecruiters(postings, details);
    // Past JOBS_CACHE_TTL_MS, a request starts the refresh; it runs behind the answers.
    await expect
      .poll(
        async () => {
          await apiJobs(app);
          return upstream.calls.smartrecruiters;
        },
        { timeout: 15_000 },
      )
      .toBeGreaterThan(2);
    // Bounds against a hang, not timings (1 s failed under load).
    await expect.poll(() => upstream.calls.smartrecruiters, { timeout: 15_000 }).toBe(4);
    await expect.poll(() => upstream.calls.smartrecruitersDetail, { timeout: 15_000 }).toBe(152);
  });
});
