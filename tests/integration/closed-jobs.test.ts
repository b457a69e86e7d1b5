import { writeFileSync } from 'node:fs';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/storage/storage';
import { emulatorHost } from '../support/auth-emulator';
import { candidate } from '../support/candidate-browser';
import { eventually } from '../support/eventually';
import { exampleJobs, freshJobsFile } from '../support/example-jobs';
import { escapeHtml } from '../support/html-escape';
import { createTestApp, freshDataDir } from '../support/test-app';
import { databaseEnvFor, silentLogger } from '../support/test-database';

const cleanups: (() => Promise<void>)[] = [];
afterAll(() => Promise.all(cleanups.map((cleanup) => cleanup())));

const CLOSING = { id: 'backend-engineer', title: 'Backend Engineer (Node.js)' };
const OPEN = { id: 'pharmacy-operations-intern', title: 'Pharmacy Operations Intern' };

/**
 * A job that leaves the jobs file (or a feed) has closed: the site knows it existed from
 * job_sightings (0014), so its page answers 410 Gone, not 404, without its JSON-LD and sitemap
 * entry, and a candidate whose draft is for it is told, their answers kept for another job.
 */
describe.each(['SQLite', 'Postgres'] as const)('a job that closed, on %s', (kind) => {
  let app: Awaited<ReturnType<typeof createTestApp>>['app'];
  let applicant: ReturnType<typeof candidate>;
  let jobsFile: string;

  beforeAll(async () => {
    jobsFile = freshJobsFile();
    const env: Record<string, string> = {
      DATA_DIR: freshDataDir(),
      FIREBASE_AUTH_EMULATOR_HOST: emulatorHost(),
      JOBS_SOURCE: `file:${jobsFile}`,
      PUBLIC_URL: 'https://careers.example.com',
    };
    Object.assign(env, await databaseEnvFor(kind, cleanups));
    ({ app } = await createTestApp({ env }));

    // The server records each job when it first lists it (at start): waited for, through the database.
    const { db } = await openDatabase({ DATA_DIR: env.DATA_DIR!, DATABASE_URL: env.DATABASE_URL }, silentLogger);
    try {
      await eventually(
        async () =>
          (await db
            .selectFrom('job_sightings')
            .select('job_id')
            .where('job_id', '=', CLOSING.id)
            .executeTakeFirst()) !== undefined,
        15_000,
        'the job sighting',
      );
    } finally {
      await db.destroy();
    }

    // A candidate chose the job and answered every step, then it closed before they sent it.
    applicant = candidate(app);
    expect((await applicant.post(`/joblistings/${CLOSING.id}`)).status).toBe(303);
    await applicant.signIn();
    await applicant.fillEverything();
    writeFileSync(jobsFile, JSON.stringify(exampleJobs().filter((job) => job.id !== CLOSING.id)));
    await app.reloadJobs();
  });

  it('answers 410 Gone on its page, in the site frame, with links to open jobs and no JobPosting', async () => {
    const page = await request(app).get(`/joblistings/${CLOSING.id}`).set('Accept', 'text/html').expect(410);
    expect(page.text).toContain('<h1>This job has closed</h1>');
    expect(page.text).toMatch(new RegExp(`<a href="/joblistings/${OPEN.id}"[^>]*>${escapeHtml(OPEN.title)}</a>`));
    expect(page.text).toContain('href="/joblistings"');
    expect(page.text).toContain('<header'); // the site's frame
    expect(page.text).not.toContain('JobPosting');
    expect(page.text).not.toContain(escapeHtml(CLOSING.title));
    // Not kept by the page cache: 200 pages only.
    expect(page.headers['cache-control']).not.toMatch(/public/);
    // Its id compares without case, as an open job's does.
    await request(app).get(`/joblistings/${CLOSING.id.toUpperCase()}`).expect(410);
  });

  it('answers 410 job_closed in the jobs API, and 404 for an id never listed', async () => {
    const gone = await request(app).get(`/api/jobs/${CLOSING.id}`).expect(410);
    expect(gone.body.error.code).toBe('job_closed');
    await request(app).get('/api/jobs/never-listed').expect(404);
    const unknown = await request(app).get('/joblistings/never-listed').set('Accept', 'text/html').expect(404);
    expect(unknown.text).toContain('Job not found');
  });

  it('leaves the sitemap', async () => {
    const sitemap = (await request(app).get('/sitemap.xml').expect(200)).text;
    expect(sitemap).toContain(`/joblistings/${OPEN.id}<`);
    expect(sitemap).not.toContain(CLOSING.id);
  });

  it('tells the candidate whose draft is for it, refuses to send it, and keeps the answers for another job', async () => {
    const draft = await applicant.get('/api/application/draft');
    expect(draft.body.meta.jobClosed).toBe(true);
    expect(draft.body.data.job.id).toBe(CLOSING.id);
    const step = await applicant.get('/carrer/Generalquestions');
    expect(step.text).toContain('<strong>This job has closed</strong>');

    const refused = await applicant.post('/api/application/submit');
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('job_closed');
    expect(refused.body.error.message).toContain('Your answers are kept');

    expect((await applicant.post(`/joblistings/${OPEN.id}`)).status).toBe(303);
    const moved = await applicant.get('/api/application/draft');
    expect(moved.body.meta.jobClosed).toBe(false);
    expect(Object.keys(moved.body.data.steps).length).toBeGreaterThan(5);
    expect((await applicant.post('/api/application/submit')).status).toBe(201);
  });
});

describe.each(['SQLite', 'Postgres'] as const)('a job added to the jobs file while the site runs, on %s', (kind) => {
  it('answers 410 once it is taken out again, as a job listed at start does', async () => {
    const jobsFile = freshJobsFile();
    const env: Record<string, string> = {
      DATA_DIR: freshDataDir(),
      JOBS_SOURCE: `file:${jobsFile}`,
      ...(await databaseEnvFor(kind, cleanups)),
    };
    const { app } = await createTestApp({ env });
    const added = { ...exampleJobs()[0]!, id: 'solar-installer-pune', title: 'Solar Installer' };
    // Read again as the file changes (watched): the job is listed, and seen, within moments.
    writeFileSync(jobsFile, JSON.stringify([...exampleJobs(), added]));
    await eventually(
      async () => (await request(app).get(`/joblistings/${added.id}`)).status === 200,
      15_000,
      'the added job listed',
    );
    writeFileSync(jobsFile, JSON.stringify(exampleJobs()));
    await eventually(
      async () => (await request(app).get(`/joblistings/${added.id}`)).status !== 200,
      15_000,
      'the job taken out',
    );
    expect((await request(app).get(`/joblistings/${added.id}`)).status).toBe(410);
  });
});
