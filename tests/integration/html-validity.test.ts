import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { sampleArticles } from '../../server/blog/sample-articles';
import { screenPaths, screens, signedInScreens } from '../../shared/route-paths';
import { htmlProblemsOf as problemsOf } from '../support/html-problems';
import { createTestApp } from '../support/test-app';

// Pages only the signed-in see redirect anyone else to sign-in: candidate-pages.test.ts reads them signed in.
const everyPath = screens
  .filter((screen) => !signedInScreens.includes(screen))
  .flatMap((screen) => screenPaths[screen].map((path) => path.replace(':id', sampleArticles[0]!._id)));

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
