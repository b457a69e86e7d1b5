import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { draftSteps } from '../../shared/application/steps';
import type { IncomingMessage } from 'node:http';
import { createApplicationStore } from '../../server/application/application-store';
import { sourceOfRequest } from '../../server/application/landing-source';
import { createAtsDeliveryStore } from '../../server/ats-delivery/ats-delivery-store';
import { setStatus } from '../../server/storage/tables/applications';
import { userDraft } from '../../server/storage/tables/drafts';
import { pdfOfSize, validAnswers } from '../support/application-answers';
import { emulatorHost, mintGoogleUser } from '../support/auth-emulator';
import { sessionCookieFor, uniqueEmail } from '../support/candidate-browser';
import { countingApp } from '../support/counting-app';
import { createTestApp, freshDataDir } from '../support/test-app';
import { databaseEnvFor, migratedTestDatabase } from '../support/test-database';

// Where candidates come from: the tags of the URL a candidate lands on are kept in a
// cookie without making the landing uncacheable, then with the draft and the application.

const cleanups: (() => Promise<void>)[] = [];
afterAll(() => Promise.all(cleanups.map((cleanup) => cleanup())));

/** The `careers.source` Set-Cookie of an answer, or undefined. */
const sourceCookieOf = (response: request.Response) =>
  ([] as string[]).concat(response.headers['set-cookie'] ?? []).find((cookie) => cookie.startsWith('careers.source='));

describe('a tagged landing', () => {
  it('is answered from the page cache with the untagged page, plus a cookie that keeps its tags', async () => {
    const { app, renders } = await countingApp();
    const untagged = await request(app).get('/joblistings?sort=oldest').expect(200);
    expect(sourceCookieOf(untagged)).toBeUndefined();
    const tagged = await request(app)
      .get(
        '/joblistings?utm_source=linkedin&sort=oldest&utm_medium=social&utm_campaign=spring%20nurses&gh_src=abc123&ref=alumni',
      )
      .expect(200);
    expect(renders()).toBe(1);
    expect(tagged.text).toBe(untagged.text);
    expect(tagged.headers.etag).toBe(untagged.headers.etag);
    expect(tagged.headers['cache-control']).toBe(untagged.headers['cache-control']);
    expect(sourceCookieOf(tagged)).toBe(
      'careers.source=utm_source=linkedin&utm_medium=social&utm_campaign=spring+nurses&gh_src=abc123&ref=alumni; Max-Age=2592000; Path=/; HttpOnly; SameSite=Lax',
    );
    // The page never carries another visitor's tags (its Login link comes back to the untagged URL).
    expect(tagged.text).not.toContain('linkedin');
  });

  it('rendered first, is kept for the untagged URL too, without the tags in it', async () => {
    const { app, renders } = await countingApp();
    const tagged = await request(app).get('/joblistings?gh_src=first-visit').expect(200);
    expect(sourceCookieOf(tagged)).toMatch(/^careers\.source=gh_src=first-visit;/);
    const untagged = await request(app).get('/joblistings').expect(200);
    expect(sourceCookieOf(untagged)).toBeUndefined();
    expect(untagged.text).toBe(tagged.text);
    expect(tagged.text).not.toContain('first-visit');
    expect(renders()).toBe(1);
  });

  it.each([
    ['markup', 'utm_source=%3Cscript%3E'],
    ['a quote', 'ref=a%22b'],
    ['a control character', 'utm_campaign=a%0Ab'],
    ['more than 100 characters', `gh_src=${'a'.repeat(101)}`],
    ['nothing', 'utm_source='],
  ])('with %s keeps no cookie for that tag', async (_what, query) => {
    const { app } = await createTestApp();
    const response = await request(app).get(`/joblistings?${query}`).expect(200);
    expect(sourceCookieOf(response)).toBeUndefined();
    // A good tag beside a bad one is kept alone.
    const mixed = await request(app).get(`/joblistings?${query}&utm_medium=email`).expect(200);
    expect(sourceCookieOf(mixed)).toMatch(/^careers\.source=utm_medium=email;/);
  });

  it('over HTTPS behind the trusted proxy, sets the cookie Secure with the __Host- prefix', async () => {
    const { app } = await createTestApp({ env: { TRUST_PROXY: '1' } });
    const response = await request(app).get('/?utm_source=x').set('X-Forwarded-Proto', 'https').expect(200);
    const cookie = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
    expect(cookie).toEqual([
      '__Host-careers.source=utm_source=x; Max-Age=2592000; Path=/; HttpOnly; SameSite=Lax; Secure',
    ]);
  });

  it('over HTTPS, is read only from the __Host- cookie: a plain one may have been planted over HTTP', () => {
    const arriving = (cookie: string) => ({ url: '/sign-up', headers: { cookie } }) as IncomingMessage;
    const both = arriving('careers.source=utm_source=planted; __Host-careers.source=utm_source=linkedin');
    expect(sourceOfRequest(both, true)).toEqual({ utm_source: 'linkedin' });
    expect(sourceOfRequest(arriving('careers.source=utm_source=planted'), true)).toBeNull();
    expect(sourceOfRequest(both, false)).toEqual({ utm_source: 'planted' });
  });
});

describe.each(['SQLite', 'Postgres'] as const)('sources on %s', (kind) => {
  const recruiterEmail = `recruiter-sources-${kind.toLowerCase()}-${Date.now()}@medinest.example`;
  let app: Awaited<ReturnType<typeof createTestApp>>['app'];
  let recruiter: string;
  const ids: Record<string, string> = {};
  let linkedinCandidate: request.Agent;

  /** Signs `agent` in as `email` (the agent keeps every cookie, the source's too). */
  async function signIn(agent: request.Agent, email: string) {
    const user = await mintGoogleUser(email);
    await agent.post('/api/session').send({ idToken: user.idToken }).expect(200);
  }
  async function fillAndSubmit(agent: request.Agent, lastName: string) {
    for (const step of draftSteps) {
      const body = step === 'contact' ? { ...validAnswers.contact, lastName } : validAnswers[step];
      await agent.put(`/api/application/draft/${step}`).send(body).expect(200);
    }
    await agent.post('/api/application/resume').attach('resume', pdfOfSize(), 'resume.pdf').expect(201);
    const submitted = await agent.post('/api/application/submit').expect(201);
    return (submitted.body.data as { id: string }).id;
  }
  const asRecruiter = (path: string) => request(app).get(path).set('Cookie', recruiter);

  beforeAll(async () => {
    const env = {
      DATA_DIR: freshDataDir(),
      SESSION_SECRET: 'the-secret-of-the-source-tests!!!!!',
      FIREBASE_AUTH_EMULATOR_HOST: emulatorHost(),
      RECRUITER_EMAILS: recruiterEmail,
      ...(await databaseEnvFor(kind, cleanups)),
    };
    ({ app } = await createTestApp({ env }));

    // Landed tagged, applied in the same browser.
    const tagged = request.agent(app);
    await tagged
      .get('/joblistings?utm_source=linkedin&utm_medium=social&utm_campaign=spring&gh_src=abc123')
      .expect(200);
    await signIn(tagged, uniqueEmail());
    ids.linkedin = await fillAndSubmit(tagged, 'Linkedin');
    linkedinCandidate = tagged;

    // Landed on a newsletter's link, then on a job board's: the last touch counts.
    const twice = request.agent(app);
    await twice.get('/?utm_source=newsletter').expect(200);
    await twice.get('/culture').expect(200); // untagged pages leave the cookie alone
    await twice.get('/blogs?utm_source=indeed').expect(200);
    await signIn(twice, uniqueEmail());
    ids.indeed = await fillAndSubmit(twice, 'Indeed');

    // Landed on a referral link on the phone and saved a step, then applied on a laptop without the cookie.
    const email = uniqueEmail();
    const phone = request.agent(app);
    await phone.get('/joblistings?ref=alumni-news').expect(200);
    await phone
      .put('/api/application/draft/contact')
      .send({ ...validAnswers.contact, lastName: 'Referral' })
      .expect(200);
    await signIn(phone, email); // the visitor's draft (with its source) becomes the account's
    const laptop = request.agent(app);
    await signIn(laptop, email);
    ids.referral = await fillAndSubmit(laptop, 'Referral');

    // Came directly.
    const direct = request.agent(app);
    await signIn(direct, uniqueEmail());
    ids.direct = await fillAndSubmit(direct, 'Direct');

    recruiter = await sessionCookieFor(app, recruiterEmail);
  });

  it('stores each application with the tags it came by, shown to the recruiter', async () => {
    const read = async (id: string) => (await asRecruiter(`/api/recruiter/applications/${id}`).expect(200)).body.data;
    expect(await read(ids.linkedin!)).toMatchObject({
      source: 'linkedin',
      sourceTags: { utm_source: 'linkedin', utm_medium: 'social', utm_campaign: 'spring', gh_src: 'abc123' },
    });
    expect(await read(ids.indeed!)).toMatchObject({ source: 'indeed', sourceTags: { utm_source: 'indeed' } });
    expect(await read(ids.referral!)).toMatchObject({ source: 'alumni-news', sourceTags: { ref: 'alumni-news' } });
    expect(await read(ids.direct!)).toMatchObject({ source: null, sourceTags: null });

    const page = (await asRecruiter(`/recruiter/applications/${ids.linkedin}`).expect(200)).text;
    expect(page).toContain('Source: linkedin · Medium: social · Campaign: spring · Greenhouse source token: abc123');
    const directPage = (await asRecruiter(`/recruiter/applications/${ids.direct}`).expect(200)).text;
    expect(directPage).toContain('Directly (no campaign or referral tags)');
  });

  it('filters the inbox by source, in the API and the page', async () => {
    const listed = (await asRecruiter('/api/recruiter/applications?source=linkedin').expect(200)).body;
    expect(listed.data.map((row: { id: string }) => row.id)).toEqual([ids.linkedin]);
    expect(listed.data[0].source).toBe('linkedin');
    expect((await asRecruiter('/api/recruiter/applications?source=nowhere').expect(200)).body.data).toEqual([]);
    expect((await asRecruiter('/api/recruiter/applications').expect(200)).body.meta.total).toBe(4);
    await asRecruiter(`/api/recruiter/applications?source=${'x'.repeat(201)}`).expect(400);

    const page = (await asRecruiter('/recruiter?source=indeed').expect(200)).text;
    expect(page).toContain('1 application matches');
    expect(page).toMatch(/<select name="source"[^>]*>.*<option value="indeed" selected="">indeed<\/option>/s);
    for (const source of ['linkedin', 'alumni-news']) expect(page).toContain(`<option value="${source}">`);
  });

  it('writes the Source column of the CSV export', async () => {
    const csv = (await asRecruiter('/api/recruiter/applications.csv').expect(200)).text.trimEnd().split('\r\n');
    expect(csv[0]!.split(',').slice(-2)).toEqual(['Source', 'Resume']);
    // Each row ends with its source and its resume's link (cells before may be quoted and hold commas).
    const sourceOfRow = (line: string) => line.split(',').at(-2);
    expect(csv.slice(1).map(sourceOfRow).sort()).toEqual(['', 'alumni-news', 'indeed', 'linkedin']);
  });

  it("is in the candidate's own data export", async () => {
    const { data } = (await linkedinCandidate.get('/api/me/data').expect(200)).body;
    expect(data.applications).toEqual([
      expect.objectContaining({
        id: ids.linkedin,
        source: { utm_source: 'linkedin', utm_medium: 'social', utm_campaign: 'spring', gh_src: 'abc123' },
      }),
    ]);
  });

  it('counts applications per source for the reports, in the API and the page', async () => {
    const { data } = (await asRecruiter('/api/recruiter/reports/sources').expect(200)).body;
    expect(data).toEqual([
      { source: null, applications: 1 },
      { source: 'alumni-news', applications: 1 },
      { source: 'indeed', applications: 1 },
      { source: 'linkedin', applications: 1 },
    ]);
    const page = (await asRecruiter('/recruiter/reports').expect(200)).text;
    expect(page).toContain('Where applications come from');
    expect(page).toMatch(/<th scope="row">linkedin<\/th><td>1<\/td>/);
    expect(page).toMatch(/<th scope="row">Directly \(no tags\)<\/th><td>1<\/td>/);
  });
});

describe.each(['SQLite', 'Postgres'] as const)('the application store on %s', (kind) => {
  it('keeps the latest source with the draft, gives it to the application, and reads it back for delivery', async () => {
    const database = await migratedTestDatabase(kind);
    try {
      const store = createApplicationStore(database.db, database.dialect);
      // What the delivery into the ATS reads of an application: its source among it.
      const deliveries = createAtsDeliveryStore(database.db, database.dialect);
      const owner = userDraft('uid-source');
      await store.saveStep(owner, 'contact', validAnswers.contact, 1, { gh_src: 'first' });
      await store.saveStep(owner, 'education', validAnswers.education, 2, { gh_src: 'abc', utm_source: 'greenhouse' });
      await store.saveStep(owner, 'general', validAnswers.general, 3); // no source on this request: kept
      const application = {
        id: 'app-source',
        reference: 'MDN-SRC',
        uid: 'uid-source',
        requisitionId: 'R-1',
        jobTitle: 'Nurse',
        email: 'a@example.com',
        accountEmail: null,
        firstName: 'A',
        lastName: 'B',
        answers: {},
        voluntaryAnswers: {},
        submittedAt: 4,
      };
      await store.submit(owner, application);
      expect((await deliveries.inputsOf('app-source'))?.source).toEqual({ gh_src: 'abc', utm_source: 'greenhouse' });
      expect(await deliveries.inputsOf('no-such-application')).toBeNull();

      // The submitting request's own source wins over the draft's.
      const other = userDraft('uid-other');
      await store.saveStep(other, 'contact', validAnswers.contact, 1, { ref: 'old' });
      await store.submit(other, {
        ...application,
        id: 'app-2',
        reference: 'MDN-SRC2',
        uid: 'uid-other',
        source: { utm_source: 'lever' },
      });
      expect((await deliveries.inputsOf('app-2'))?.source).toEqual({ utm_source: 'lever' });

      // A worker that took the delivery before its candidate withdrew finds that out before it posts.
      expect((await deliveries.inputsOf('app-2'))?.withdrawn).toBe(false);
      await setStatus(database.db, 'app-2', 'withdrawn');
      expect((await deliveries.inputsOf('app-2'))?.withdrawn).toBe(true);
    } finally {
      await database.close();
    }
  });
});
