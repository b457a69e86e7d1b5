import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { concretePath } from '../support/concrete-path';
import { screenPaths, publicScreens } from '../../shared/route-paths';
import { htmlProblemsOf as problemsOf } from '../support/html-validity';
import { createTestApp } from '../support/test-app';

// Restricted screens (the recruiter pages) answer a visitor with sign-in: tests/integration/recruiter-pages.test.ts.
const everyPath = publicScreens
  // Only a job with questions of its own has this screen (the embedded jobs have none): tests/integration/job-questions.test.ts.
  .filter((screen) => screen !== 'jobQuestions')
  .flatMap((screen) => screenPaths[screen].map((path) => concretePath(path)));

let app: Awaited<ReturnType<typeof createTestApp>>['app'];

beforeAll(async () => {
  ({ app } = await createTestApp({ env: { PARTNER_DOCTORS_URL: 'https://doctors.example.test/' } }));
});

describe('the HTML of every server-rendered page', () => {
  it.each(everyPath)('%s is valid HTML', async (path) => {
    const { text } = await request(app).get(path).expect(200);
    expect(await problemsOf(text)).toEqual([]);
  });

  it('is valid with filters, with an unknown article, and for a refused form post', async () => {
    const pages = [
      (await request(app).get('/joblistings?department=Marketing&sort=oldest').expect(200)).text,
      (await request(app).get('/blog/000000000000000000000000').expect(404)).text,
      (await request(app).post('/carrer/sign-up').type('form').send('firstName=&email=nope').expect(400)).text,
    ];
    for (const html of pages) expect(await problemsOf(html)).toEqual([]);
  });

  it("would catch the footer's former misuse of aria-label on a list", async () => {
    const misuse =
      '<!doctype html><html lang="en"><head><title>t</title></head><body><ul aria-label="Language"><li>English</li></ul></body></html>';
    expect(await problemsOf(misuse)).toEqual([expect.stringContaining('aria-label-misuse')]);
  });
});
