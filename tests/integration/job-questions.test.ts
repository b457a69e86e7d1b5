import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAtsDeliveryStore } from '../../server/ats-delivery/ats-delivery-store';
import { openJobQuestions } from '../../server/jobs/open-jobs-service';
import { openDatabase } from '../../server/storage/storage';
import { emulatorHost } from '../support/auth-emulator';
import { CLEO_JOB, cleoAnswers, greenhouseJobQuestions } from '../support/ats-board-fixtures';
import { type AtsUpstream, greenhouseJob, leverPosting, startAtsUpstream } from '../support/ats-upstream';
import { candidate } from '../support/candidate-browser';
import { htmlProblemsOf } from '../support/html-validity';
import { createTestApp, freshDataDir } from '../support/test-app';
import { silentLogger, usePostgresDatabaseOfFile } from '../support/test-database';

const postgres = usePostgresDatabaseOfFile();

// Cleo's job (CLEO_JOB in tests/support/ats-board-fixtures.ts): five required questions of its own.
const CLEO = CLEO_JOB;
const required = [
  'question_27737478002',
  'question_27737479002',
  'question_8607378002',
  'question_18804072002[]',
  'question_24229694002[]',
];

let upstream: AtsUpstream;
beforeAll(async () => {
  upstream = await startAtsUpstream();
  upstream.setGreenhouseJobs([
    greenhouseJob(Number(CLEO), { title: 'Senior Backend Ruby Engineer' }),
    greenhouseJob(44444, { title: 'Product Engineer' }),
    greenhouseJob(555, { title: 'No questions of its own' }),
  ]);
  const questions = greenhouseJobQuestions();
  // 555 asks only what every application here asks: the same capture without Cleo's own questions.
  const cleo = questions[CLEO] as { questions: { fields: { name: string }[] }[] };
  const ownOnly = cleo.questions.filter((question) => !question.fields[0]!.name.startsWith('question_'));
  upstream.setGreenhouseQuestions({ ...questions, '555': { ...cleo, id: 555, questions: ownOnly } });
});
afterAll(() => upstream.close());

describe.each([
  ['SQLite', () => ({ DATA_DIR: freshDataDir() })],
  ['Postgres', () => ({ DATABASE_URL: postgres.url, DATA_DIR: freshDataDir() })],
])("a Greenhouse job's own questions on %s", (_store, storeEnv) => {
  const server = (env: Record<string, string> = {}) => {
    const store = storeEnv();
    return {
      store,
      started: createTestApp({
        env: {
          FIREBASE_AUTH_EMULATOR_HOST: emulatorHost(),
          JOBS_SOURCE: 'greenhouse:cleoai',
          GREENHOUSE_API_URL: upstream.url,
          GREENHOUSE_API_KEY: 'test-board-key',
          RECRUITER_EMAILS: 'hiring@example.com',
          ...store,
          ...env,
        },
      }),
    };
  };

  it('asks them in their own step, refuses missing and invalid answers by field, and stores them with the application', async () => {
    const { store, started } = server();
    const { app } = await started;
    const browser = candidate(app);
    const callsBefore = upstream.calls.greenhouseQuestions;
    // Signed in first (a visitor applying before signing in: tests/integration/ats-journey.test.ts).
    await browser.signIn();
    expect((await browser.post(`/joblistings/${CLEO}`)).status).toBe(303);

    const step = await browser.get('/job-questions');
    expect(step.status).toBe(200);
    expect(step.text).toContain('Step 3 of 10');
    // Its head as every step's, counting this application's ten steps; and valid HTML.
    expect(step.text).toContain('<title>Questions for this job | Apply | Medinest Careers</title>');
    expect(step.text).toContain(
      '<meta name="description" content="Step 3 of 10: the questions the hiring team asks for this job."/>',
    );
    expect(await htmlProblemsOf(step.text)).toEqual([]);
    expect(step.text).toContain('Where did you hear about us?');
    expect(step.text).toContain('name="question_24229694002[]"');
    // Mapped, not asked twice: our contact and resume steps ask them.
    for (const mapped of ['first_name', 'email', 'phone', 'resume_text', 'cover_letter_text'])
      expect(step.text).not.toContain(`name="${mapped}"`);
    // General questions now leads to this step, and Education counts it.
    const education = (await browser.get('/education')).text;
    expect(education).toContain('Step 4 of 10');
    expect(education).toContain('<meta name="description" content="Step 4 of 10: your education."/>');

    const empty = await browser.put('/api/application/draft/questions', {});
    expect(empty.status).toBe(400);
    expect(Object.keys(empty.body.error.fields).sort()).toEqual([...required].sort());

    const wrong = await browser.put('/api/application/draft/questions', {
      ...cleoAnswers,
      question_27737478002: 'x'.repeat(1_001),
      'question_24229694002[]': ['114986917002', '999'],
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.fields).toEqual({
      question_27737478002: ['Please enter no more than 1000 characters.'],
      'question_24229694002[]': ['Please choose one of the options given.'],
    });

    await browser.fillEverything();
    // Every standard step done, the job's questions not: the submission names them.
    const early = await browser.post('/api/application/submit');
    expect(early.status).toBe(400);
    expect(early.body.error.message).toContain('Questions for this job');
    // The candidate's home counts the step as the wizard does.
    expect((await browser.get('/api/me/applications')).body.data.drafts[0]).toMatchObject({ hasJobQuestions: true });
    expect((await browser.get('/applications')).text).toContain('Next: Step 3 of 10, Questions for this job.');

    const saved = await browser.put('/api/application/draft/questions', { ...cleoAnswers, unknown_field: 'dropped' });
    expect(saved.status).toBe(200);
    expect(saved.body.data.jobAnswers).toEqual(cleoAnswers);
    const review = await browser.get('/ReveiwSubmit');
    expect(review.text).toContain('LinkedIn Jobs, Referred by a friend');

    const submitted = await browser.post('/api/application/submit');
    expect(submitted.status).toBe(201);
    // Read back as the delivery to Greenhouse will take them: keyed by Greenhouse's field names.
    const { db, dialect } = await openDatabase(store, silentLogger);
    try {
      expect((await createAtsDeliveryStore(db, dialect).inputsOf(submitted.body.data.id))?.answers).toEqual(
        cleoAnswers,
      );
    } finally {
      await db.destroy();
    }
    // The recruiter reads them under the questions as the candidate saw them (the API, and the page).
    const recruiter = candidate(app);
    await recruiter.signIn('hiring@example.com');
    const id = submitted.body.data.id as string;
    const forRecruiter = await recruiter.get(`/api/recruiter/applications/${id}`);
    expect(forRecruiter.body.data.answers.jobQuestions.asked).toContainEqual({
      name: 'question_24229694002[]',
      label: 'Where did you hear about us?',
      answer: 'LinkedIn Jobs, Referred by a friend',
    });
    const page = await recruiter.get(`/recruiter/applications/${id}`);
    expect(page.text).toContain('<h3 id="answers-questions">Questions for this job</h3>');
    expect(page.text).toContain('£95,000');
    // One call for the job's questions, however many pages, saves and the submission asked for them (cached).
    expect(upstream.calls.greenhouseQuestions - callsBefore).toBe(1);
  });

  it('takes the step as a plain form post, with its messages when refused', async () => {
    const { started } = server();
    const { app } = await started;
    const browser = candidate(app);
    await browser.signIn();
    await browser.post('/joblistings/44444');
    // Greenhouse's example: an optional Yes/No and a required location (its coordinates are hidden fields, not asked).
    const refused = await browser.postForm('/job-questions', { question_2222: '1' });
    expect(refused.status).toBe(400);
    expect(refused.text).toContain('Please answer this question.');
    expect(refused.text).not.toContain('name="latitude"');
    const saved = await browser.postForm('/job-questions', { question_2222: '1', location: 'Sydney' });
    expect(saved.status).toBe(303);
    expect(saved.headers.location).toBe('/carrers/Education');
    expect((await browser.draft()).data.jobAnswers).toEqual({ question_2222: '1', location: 'Sydney' });
  });

  it('has no such step for a job that asks nothing of its own: nine steps, and the API says so', async () => {
    const { started } = server();
    const { app } = await started;
    const browser = candidate(app);
    await browser.signIn();
    await browser.post('/joblistings/555');
    expect((await browser.get('/education')).text).toContain('Step 3 of 9');
    const step = await browser.get('/job-questions');
    expect(step.status).toBe(302);
    expect(step.headers.location).toBe('/carrers/Education');
    const put = await browser.put('/api/application/draft/questions', { question_1: 'x' });
    expect(put.status).toBe(404);
    expect(put.body.error.code).toBe('no_job_questions');
  });
});

describe('job questions when the source cannot give them', () => {
  it('leaves the step out for an unreadable answer (logged) and keeps a loaded one while Greenhouse fails', async () => {
    const { app, logLines } = await createTestApp({
      env: {
        FIREBASE_AUTH_EMULATOR_HOST: emulatorHost(),
        JOBS_SOURCE: 'greenhouse:cleoai',
        GREENHOUSE_API_URL: upstream.url,
        GREENHOUSE_API_KEY: 'test-board-key',
        JOBS_CACHE_TTL_MS: '1',
      },
    });
    const browser = candidate(app);
    await browser.signIn();
    await browser.post(`/joblistings/${CLEO}`);
    expect((await browser.get('/job-questions')).status).toBe(200);
    // Stale now (1 ms): Greenhouse fails, the loaded questions stay.
    upstream.behave({ kind: 'status', status: 503 });
    try {
      expect((await browser.get('/job-questions')).status).toBe(200);
      expect((await browser.get('/education')).text).toContain('Step 4 of 10');
    } finally {
      upstream.behave({ kind: 'ok' });
    }

    const other = candidate(app);
    await other.signIn();
    await other.post('/joblistings/44444');
    upstream.behave({ kind: 'body', body: '{"questions": "not a list"}' });
    try {
      const page = await other.get('/education');
      expect(page.status).toBe(200);
      expect(page.text).toContain('Step 3 of 9');
    } finally {
      upstream.behave({ kind: 'ok' });
    }
    expect(logLines.some((line) => String(line.msg).includes('the job questions were unreadable'))).toBe(true);
  });
});

describe('job questions asked at once', () => {
  it('are one call to Greenhouse for one job, however many candidates ask at the same moment', async () => {
    const { app } = await createTestApp({
      env: {
        FIREBASE_AUTH_EMULATOR_HOST: emulatorHost(),
        JOBS_SOURCE: 'greenhouse:cleoai',
        GREENHOUSE_API_URL: upstream.url,
        GREENHOUSE_API_KEY: 'test-board-key',
      },
    });
    const browsers = Array.from({ length: 6 }, () => candidate(app));
    for (const browser of browsers) {
      await browser.signIn();
      await browser.post('/joblistings/44444');
    }
    const before = upstream.calls.greenhouseQuestions;
    upstream.behave({ kind: 'slow', ms: 200 });
    try {
      const pages = await Promise.all(browsers.map((browser) => browser.get('/job-questions')));
      expect(pages.map((page) => page.status)).toEqual(browsers.map(() => 200));
    } finally {
      upstream.behave({ kind: 'ok' });
    }
    expect(upstream.calls.greenhouseQuestions - before).toBe(1);
  });
});

describe('Lever jobs', () => {
  it('use the standard steps: Lever exposes no questions, and none are asked for', async () => {
    upstream.setLeverPostings([leverPosting('lever-1')]);
    const config = {
      JOBS_SOURCE: { kind: 'lever', site: 'medinest' },
      GREENHOUSE_API_URL: upstream.url,
      GREENHOUSE_API_KEY: 'a key of another source',
    } as unknown as Parameters<typeof openJobQuestions>[0];
    const calls = upstream.calls.greenhouseQuestions;
    expect(await (await openJobQuestions(config, silentLogger)).questionsFor('lever-1')).toEqual([]);
    const { app } = await createTestApp({ env: { JOBS_SOURCE: 'lever:medinest', LEVER_API_URL: upstream.url } });
    const browser = candidate(app);
    expect((await browser.get('/education')).text).toContain('Step 3 of 9');
    expect((await browser.get('/job-questions')).status).toBe(302);
    expect(upstream.calls.greenhouseQuestions).toBe(calls);
  });
});
