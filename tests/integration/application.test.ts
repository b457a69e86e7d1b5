import Database from 'better-sqlite3';
import { join } from 'node:path';
import pg from 'pg';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { MAX_RESUME_BYTES } from '../../shared/application/requisition';
import { draftSteps } from '../../shared/application/steps';
import { validAnswers, pdfOfSize } from '../support/application-answers';
import { emulatorHost } from '../support/auth-emulator';
import { candidate, uniqueEmail } from '../support/candidate-browser';
import { createTestApp, freshDataDir } from '../support/test-app';
import { usePostgresDatabaseOfFile } from '../support/test-database';
import { sessionCookieFrom } from '../support/session-cookie';

const postgres = usePostgresDatabaseOfFile();

const cookieOf = (response: request.Response) => sessionCookieFrom(response.headers['set-cookie']);

describe.each([
  ['SQLite', () => ({ DATA_DIR: freshDataDir() })],
  ['Postgres', () => ({ DATABASE_URL: postgres.url })],
])('the application API on %s', (store, storeEnv) => {
  async function server(env: Record<string, string> = {}) {
    return createTestApp({ env: { FIREBASE_AUTH_EMULATOR_HOST: emulatorHost(), ...storeEnv(), ...env } });
  }

  /** How many applications this uid has in the store, read from the database itself. */
  async function applicationsOf(uid: string, dataDir: string | undefined): Promise<number> {
    if (store === 'Postgres') {
      // A connection of its own, closed before this returns. A pool's end() does not wait for its
      // connections to close: one still closing when the file's database was dropped WITH (FORCE)
      // failed outside any test ("terminating connection due to administrator command").
      const client = new pg.Client({ connectionString: postgres.url });
      await client.connect();
      try {
        return Number((await client.query('SELECT count(*) FROM applications WHERE uid = $1', [uid])).rows[0].count);
      } finally {
        await client.end();
      }
    }
    const db = new Database(join(dataDir!, 'careers.db'), { readonly: true });
    try {
      return (db.prepare('SELECT count(*) AS n FROM applications WHERE uid = ?').get(uid) as { n: number }).n;
    } finally {
      db.close();
    }
  }

  it('answers an empty draft to a visitor, without starting a session', async () => {
    const { app } = await server();
    const response = await request(app).get('/api/application/draft').expect(200);
    expect(response.body).toEqual({
      data: { steps: {}, resume: null },
      meta: { submitted: null, carryOver: null, jobClosed: false },
    });
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('keeps each saved step in the session’s draft, and a reload of a step shows it', async () => {
    const { app } = await server();
    const browser = candidate(app);
    expect((await browser.put('/api/application/draft/contact', validAnswers.contact)).status).toBe(200);
    expect((await browser.put('/api/application/draft/general', validAnswers.general)).status).toBe(200);
    const { data } = await browser.draft();
    expect(data.steps).toEqual({ contact: validAnswers.contact, general: validAnswers.general });
    const page = await browser.get('/carrers/Education');
    expect(page.text).toMatch(/aria-current="step" href="\/carrers\/Education"/);
    const contactPage = await browser.get('/carrer/sign-up');
    expect(contactPage.text).toContain('value="1 George Street"');
  });

  it('answers 400 with every field’s message to bad answers, and stores nothing', async () => {
    const { app } = await server();
    const browser = candidate(app);
    const response = await browser.put('/api/application/draft/contact', {
      ...validAnswers.contact,
      email: 'nope',
      city: '',
    });
    expect(response.status).toBe(400);
    expect(response.body.error).toEqual({
      code: 'invalid_answers',
      message: 'Some answers need your attention.',
      fields: { email: ['Please enter a valid email address.'], city: ['Please enter your city.'] },
    });
    expect((await browser.draft()).data.steps).toEqual({});
  });

  it('refuses a line break or a bidi override in a one-line answer, and stores nothing', async () => {
    const { app } = await server();
    const browser = candidate(app);
    const response = await browser.put('/api/application/draft/contact', {
      ...validAnswers.contact,
      lastName: 'Rao\r\nBcc: everyone@evil.example',
      city: 'Pune\u202E',
    });
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toEqual({
      lastName: ['Please remove line breaks and invisible control characters.'],
      city: ['Please remove line breaks and invisible control characters.'],
    });
    expect((await browser.draft()).data.steps).toEqual({});
  });

  it.each([
    ['an array', [1, 2]],
    ['a string', 'hello'],
    ['null', null],
    ['numbers for text', { firstName: 1, lastName: 2 }],
  ])('answers 400 to %s as the body of a step', async (_, body) => {
    const { app } = await server();
    const response = await request(app)
      .put('/api/application/draft/contact')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify(body));
    expect(response.status).toBe(400);
  });

  it('answers 404 to an unknown step, 400 to broken JSON and 413 to a huge body', async () => {
    const { app } = await server();
    await request(app).put('/api/application/draft/salary').send({}).expect(404);
    await request(app)
      .put('/api/application/draft/contact')
      .set('Content-Type', 'application/json')
      .send('{"firstName":')
      .expect(400);
    await request(app)
      .put('/api/application/draft/contact')
      .send({ ...validAnswers.contact, addressNo2: 'x'.repeat(40_000) })
      .expect(413);
  });

  it('keeps every step when several are saved at once in one session', async () => {
    const { app } = await server();
    const browser = candidate(app);
    await browser.put('/api/application/draft/contact', validAnswers.contact); // starts the session
    const saves = draftSteps.map((step) => browser.put(`/api/application/draft/${step}`, validAnswers[step]));
    expect((await Promise.all(saves)).map((response) => response.status)).toEqual(draftSteps.map(() => 200));
    expect(Object.keys((await browser.draft()).data.steps).sort()).toEqual([...draftSteps].sort());
  });

  it('never shows one session’s draft to another', async () => {
    const { app } = await server();
    const first = candidate(app);
    const second = candidate(app);
    await first.put('/api/application/draft/contact', validAnswers.contact);
    await second.put('/api/application/draft/general', validAnswers.general);
    expect(Object.keys((await first.draft()).data.steps)).toEqual(['contact']);
    expect(Object.keys((await second.draft()).data.steps)).toEqual(['general']);
  });

  describe('the resume', () => {
    it('accepts a PDF of exactly 5 MB, and Replace removes it', async () => {
      const { app } = await server();
      const browser = candidate(app);
      const upload = await browser.upload(pdfOfSize(MAX_RESUME_BYTES), 'Asha Rao CV.pdf');
      expect(upload.status).toBe(201);
      expect(upload.body.data).toMatchObject({ fileName: 'Asha Rao CV.pdf', size: MAX_RESUME_BYTES });
      expect((await browser.draft()).data.resume).toMatchObject({ fileName: 'Asha Rao CV.pdf' });
      expect((await browser.delete('/api/application/resume')).status).toBe(204);
      expect((await browser.draft()).data.resume).toBeNull();
    });

    it('refuses a file over 5 MB with 413, naming the limit', async () => {
      const { app } = await server();
      const response = await candidate(app).upload(pdfOfSize(MAX_RESUME_BYTES + 1));
      expect(response.status).toBe(413);
      expect(response.body.error.message).toContain('5 MB');
    });

    it.each([
      ['a renamed text file', Buffer.from('just some text, not a pdf'), 'cv.pdf'],
      ['an image', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), 'cv.pdf'],
      ['an empty file', Buffer.alloc(0), 'cv.pdf'],
    ])('refuses %s: it is not a PDF whatever its name', async (_, content, name) => {
      const { app } = await server();
      const browser = candidate(app);
      const response = await browser.upload(content, name);
      expect(response.status).toBe(415);
      expect((await browser.draft()).data.resume).toBeNull();
    });

    it('refuses an upload without a file, with two files or in another field', async () => {
      const { app } = await server();
      await request(app).post('/api/application/resume').expect(400);
      await request(app)
        .post('/api/application/resume')
        .attach('resume', pdfOfSize(), 'a.pdf')
        .attach('resume', pdfOfSize(), 'b.pdf')
        .expect(400);
      await candidate(app)
        .upload(pdfOfSize(), 'a.pdf', 'cv')
        .then((response) => expect(response.status).toBe(400));
    });

    it('keeps a clean file name and replaces the previous file', async () => {
      const { app } = await server();
      const browser = candidate(app);
      await browser.upload(pdfOfSize(), 'first.pdf');
      // A path, and a right-to-left override that would show "cvpdf.exe" as "cvexe.pdf".
      const second = await browser.upload(pdfOfSize(), '../../etc/cv\u202Eexe.pdf');
      expect(second.status).toBe(201);
      expect(second.body.data.fileName).toBe('cvexe.pdf');
      expect((await browser.draft()).data.resume.fileName).toBe('cvexe.pdf');
    });

    it('answers 400, not 500, to a malformed multipart body', async () => {
      const { app } = await server();
      const response = await candidate(app).upload(pdfOfSize(), 'bell\u0007.pdf');
      expect(response.status).toBe(400);
      expect(response.body.error.code).toBe('bad_upload');
    });
  });

  describe('submitting', () => {
    it('needs a signed-in candidate (401), and keeps the draft', async () => {
      const { app } = await server();
      const browser = candidate(app);
      await browser.fillEverything();
      const response = await browser.post('/api/application/submit');
      expect(response.status).toBe(401);
      expect(Object.keys((await browser.draft()).data.steps)).toHaveLength(draftSteps.length);
    });

    it('names the incomplete steps (400)', async () => {
      const { app } = await server();
      const browser = candidate(app);
      await browser.signIn();
      await browser.put('/api/application/draft/contact', validAnswers.contact);
      const response = await browser.post('/api/application/submit');
      expect(response.status).toBe(400);
      expect(response.body.error.message).toBe(
        'Please complete these steps before you submit: General questions, Education, Work Eligibility, Resume, Acknowledge, ' +
          'Voluntary Equal Employment Opportunity Self-Identification, Voluntary Self-Identification of Military Status.',
      );
    });

    it('stores one application with a reference, clears the draft, and refuses a second (409)', async () => {
      const env = storeEnv();
      const { app, config } = await server(env);
      const browser = candidate(app);
      const user = await browser.signIn();
      await browser.fillEverything();
      const response = await browser.post('/api/application/submit');
      expect(response.status).toBe(201);
      expect(response.body.data).toEqual({
        id: expect.any(String),
        reference: expect.stringMatching(/^MDN-[A-Z2-9]{8}$/),
      });
      const after = await browser.draft();
      expect(after.data).toEqual({ steps: {}, resume: null });
      expect(after.meta.submitted.reference).toBe(response.body.data.reference);

      await browser.fillEverything();
      const again = await browser.post('/api/application/submit');
      expect(again.status).toBe(409);
      expect(again.body.error.message).toContain(response.body.data.reference);
      expect(await applicationsOf(user.uid, config.DATA_DIR)).toBe(1);
    });

    it('submits once when the button is pressed twice at the same moment', async () => {
      const { app, config } = await server();
      const browser = candidate(app);
      const user = await browser.signIn();
      await browser.fillEverything();
      const statuses = (
        await Promise.all([browser.post('/api/application/submit'), browser.post('/api/application/submit')])
      ).map((response) => response.status);
      expect(statuses.sort()).toEqual([201, 409]);
      expect(await applicationsOf(user.uid, config.DATA_DIR)).toBe(1);
    });
  });

  it('keeps the draft made before signing in, and it follows the candidate to another browser', async () => {
    const { app } = await server();
    const laptop = candidate(app);
    await laptop.put('/api/application/draft/contact', validAnswers.contact);
    await laptop.upload(pdfOfSize(), 'cv.pdf');
    const email = uniqueEmail();
    await laptop.signIn(email);
    expect(Object.keys((await laptop.draft()).data.steps)).toEqual(['contact']);

    const phone = candidate(app);
    await phone.signIn(email);
    const onPhone = (await phone.draft()).data;
    expect(onPhone.steps.contact).toEqual(validAnswers.contact);
    expect(onPhone.resume.fileName).toBe('cv.pdf');
  });

  it('keeps the draft across a restart of the server', async () => {
    const env = { ...storeEnv(), SESSION_SECRET: 'the-same-secret-before-and-after!!' };
    const { app: before } = await server(env);
    const browser = candidate(before);
    await browser.put('/api/application/draft/general', validAnswers.general);
    const cookie = cookieOf(await browser.put('/api/application/draft/education', validAnswers.education));
    await before.close();
    const { app: after } = await server(env);
    const { body } = await request(after)
      .get('/api/application/draft')
      .set('Cookie', cookie ?? '');
    expect(Object.keys(body.data.steps).sort()).toEqual(['education', 'general']);
  });
});
