import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCandidateStore } from '../../server/candidate/candidate-store';
import { openDatabase } from '../../server/storage/storage';
import { requisition } from '../../shared/application/requisition';
import { pdfOfSize, validAnswers } from '../support/application-answers';
import { emulatorHost } from '../support/auth-emulator';
import { candidate, sessionCookieFor, uniqueEmail } from '../support/candidate-browser';
import { escapeHtml } from '../support/html-escape';
import { createTestApp, freshDataDir } from '../support/test-app';
import { databaseEnvFor, silentLogger, type TestDatabaseKind } from '../support/test-database';

// A second application does not ask everything again: contact, education, general answers and the
// last resume carry over from the last application (shown, changeable, 'use my last resume' kept
// as a choice); equal-opportunity, military and the job's own answers are asked afresh.

const cleanups: (() => Promise<void>)[] = [];
afterAll(() => Promise.all(cleanups.map((cleanup) => cleanup())));

/** A job of the embedded ones, other than the sample requisition the first application goes to. */
const SECOND_JOB = 'digital-marketing-intern';
const NOTE = 'We filled this in from your last application';

/** The resume's bytes as the recruiter downloads them. */
const asBytes = (test: request.Test) =>
  test.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });

describe.each<TestDatabaseKind>(['SQLite', 'Postgres'])('a returning candidate’s second application on %s', (kind) => {
  const recruiterEmail = `recruiter-carry-${kind.toLowerCase()}-${Date.now()}@medinest.example`;
  let env: Record<string, string>;
  let app: Awaited<ReturnType<typeof createTestApp>>['app'];
  let recruiter: string;

  beforeAll(async () => {
    env = {
      DATA_DIR: freshDataDir(),
      FIREBASE_AUTH_EMULATOR_HOST: emulatorHost(),
      RECRUITER_EMAILS: recruiterEmail,
      ...(await databaseEnvFor(kind, cleanups)),
    };
    ({ app } = await createTestApp({ env }));
    recruiter = await sessionCookieFor(app, recruiterEmail);
  });

  /** A signed-in candidate who applied to the sample requisition with `resume` and these contact details. */
  async function returningCandidate(
    options: { contact?: object; general?: object; resume?: { name: string; content: Buffer } } = {},
  ) {
    const browser = candidate(app);
    const email = uniqueEmail();
    await browser.signIn(email);
    await browser.fillEverything({
      contact: { ...validAnswers.contact, email, ...options.contact },
      ...(options.general ? { general: { ...validAnswers.general, ...options.general } } : {}),
    });
    const resume = options.resume ?? { name: 'Asha Rao CV.pdf', content: pdfOfSize(12_345) };
    expect((await browser.upload(resume.content, resume.name)).status).toBe(201);
    const submitted = await browser.post('/api/application/submit');
    expect(submitted.status).toBe(201);
    const first = submitted.body.data as { id: string; reference: string };
    return Object.assign(browser, { email, first, resume });
  }

  /** Opens the second job's page and presses Apply Now (a form post), as the candidate would. */
  async function applyToSecondJob(browser: ReturnType<typeof candidate>) {
    const apply = await browser.post(`/joblistings/${SECOND_JOB}`);
    expect(apply.status).toBe(303);
    expect(apply.headers.location).toBe('/carrer/sign-up');
  }

  const resumeOf = (id: string) =>
    asBytes(request(app).get(`/api/recruiter/applications/${id}/resume`).set('Cookie', recruiter));

  describe('a candidate with no earlier application', () => {
    it('starts from empty steps, is offered no last resume, and cannot ask for one (404)', async () => {
      const browser = candidate(app);
      await browser.signIn();
      const { data, meta } = await browser.draft();
      expect(meta.carryOver).toBeNull();
      expect(data.steps).toEqual({});
      const contact = (await browser.get('/carrer/sign-up')).text;
      expect(contact).not.toContain(NOTE);
      expect(contact).not.toContain(escapeHtml(validAnswers.contact.addressNo1));
      expect((await browser.get('/carrers/Education')).text).not.toContain(
        escapeHtml(validAnswers.education.schoolName),
      );
      expect((await browser.get('/Resume')).text).not.toContain('Use my last resume');

      const refused = await browser.post('/api/application/resume/last');
      expect(refused.status).toBe(404);
      expect(refused.body.error.code).toBe('no_last_resume');
      const posted = await browser.postForm('/Resume', { resumeForm: 'last' });
      expect(posted.status).toBe(404);
      expect(posted.text).toContain('There is no resume of an earlier application to use. Please upload one.');
      expect((await browser.draft()).data.resume).toBeNull();
    });

    it('is never offered anything while not signed in (401 for the last resume)', async () => {
      const browser = candidate(app);
      await browser.put('/api/application/draft/general', validAnswers.general);
      expect((await browser.draft()).meta.carryOver).toBeNull();
      expect((await browser.post('/api/application/resume/last')).status).toBe(401);
      const posted = await browser.postForm('/Resume', { resumeForm: 'last' });
      expect(posted.status).toBe(401);
      expect(posted.text).toContain('Please sign in to use the resume of an earlier application.');
    });
  });

  describe('a candidate who applied before', () => {
    it('sees their contact, general and education answers in the new application’s steps, none saved yet', async () => {
      const browser = await returningCandidate({ contact: { city: 'Pune', firstName: 'Mei' } });
      await applyToSecondJob(browser);
      const { data, meta } = await browser.draft();
      expect(data.job.id).toBe(SECOND_JOB);
      expect(data.steps).toEqual({});
      expect(data.resume).toBeNull();
      expect(meta.submitted).toBeNull();
      expect(meta.carryOver.from).toEqual({
        reference: browser.first.reference,
        jobTitle: requisition.title,
        submittedAt: expect.any(String),
      });
      expect(meta.carryOver.steps).toEqual({
        contact: { ...validAnswers.contact, email: browser.email, city: 'Pune', firstName: 'Mei' },
        general: validAnswers.general,
        education: validAnswers.education,
      });
      expect(meta.carryOver.resume).toEqual({
        fileName: 'Asha Rao CV.pdf',
        size: 12_345,
        uploadedAt: expect.any(String),
      });

      // Shown in the fields, on the server's page (so without JavaScript too), with where they come from.
      const contact = (await browser.get('/carrer/sign-up')).text;
      expect(contact).toContain(NOTE);
      expect(contact).toContain(browser.first.reference);
      // The phone as every page shows it: international format, not the stored E.164.
      for (const value of ['Mei', 'Pune', validAnswers.contact.addressNo1, '+61 412 345 678']) {
        expect(contact).toContain(`value="${escapeHtml(value)}"`);
      }
      const general = (await browser.get('/carrer/Generalquestions')).text;
      expect(general).toContain(NOTE);
      expect(general).toContain(`value="${validAnswers.general.preferredStartDate}"`);
      const education = (await browser.get('/carrers/Education')).text;
      expect(education).toContain(`value="${escapeHtml(validAnswers.education.schoolName)}"`);
      const resume = (await browser.get('/Resume')).text;
      expect(resume).toContain('Use my last resume (Asha Rao CV.pdf, uploaded');
    });

    it('asks work eligibility, acknowledgement, equal opportunity and military status afresh: nothing ticked', async () => {
      const browser = await returningCandidate();
      await applyToSecondJob(browser);
      const { meta } = await browser.draft();
      expect(Object.keys(meta.carryOver.steps).sort()).toEqual(['contact', 'education', 'general']);
      for (const path of ['/WorkEligibilty', '/Acknowledge', '/VoluntaryEqual', '/VoluntarySelf']) {
        const page = (await browser.get(path)).text;
        expect(page, path).not.toMatch(/<input[^>]* checked=""/);
        expect(page, path).not.toContain(NOTE);
      }
    });

    it('still has them continue from each step: a submission right away names every step', async () => {
      const browser = await returningCandidate();
      await applyToSecondJob(browser);
      const refused = await browser.post('/api/application/submit');
      expect(refused.status).toBe(400);
      expect(refused.body.error.message).toContain('Contact information, General questions, Education,');
    });

    it('keeps what they change: the saved answer wins over the carried one, and the note goes', async () => {
      const browser = await returningCandidate();
      await applyToSecondJob(browser);
      const moved = { ...validAnswers.contact, email: browser.email, city: 'Hyderabad', state: 'Telangana' };
      const saved = await browser.postForm('/carrer/sign-up', moved);
      expect(saved.status).toBe(303);
      expect((await browser.draft()).data.steps.contact.city).toBe('Hyderabad');
      const contact = (await browser.get('/carrer/sign-up')).text;
      expect(contact).toContain('value="Hyderabad"');
      expect(contact).not.toContain(NOTE);
      // The other carried steps still start from the last application.
      expect((await browser.get('/carrers/Education')).text).toContain(NOTE);
    });

    it('leaves out a preferred start date already past, and keeps the other general answers', async () => {
      const browser = await returningCandidate({ general: { preferredStartDate: '2021-03-01' } });
      await applyToSecondJob(browser);
      const { meta } = await browser.draft();
      expect(meta.carryOver.steps.general).toEqual({ relocate: 'Yes', howHeard: 'LinkedIn' });
    });

    it('carries over from the most recent application of several', async () => {
      const browser = await returningCandidate({ contact: { city: 'Pune' } });
      await applyToSecondJob(browser);
      await browser.fillEverything({ contact: { ...validAnswers.contact, email: browser.email, city: 'Chennai' } });
      const second = await browser.post('/api/application/submit');
      expect(second.status).toBe(201);
      await browser.post('/joblistings/social-media-marketing-intern');
      const { meta } = await browser.draft();
      expect(meta.carryOver.from.reference).toBe(second.body.data.reference);
      expect(meta.carryOver.steps.contact.city).toBe('Chennai');
      // fillEverything uploaded its own 1 KB resume.pdf with the second application.
      expect(meta.carryOver.resume).toMatchObject({ fileName: 'resume.pdf', size: 1_024 });
    });
  });

  describe('"Use my last resume"', () => {
    /** Every step of the second application but the resume, answered. */
    async function answerAllButTheResume(browser: Awaited<ReturnType<typeof returningCandidate>>) {
      for (const [step, answers] of Object.entries({
        ...validAnswers,
        contact: { ...validAnswers.contact, email: browser.email },
      })) {
        expect((await browser.put(`/api/application/draft/${step}`, answers)).status).toBe(200);
      }
    }

    it('copies it into the new application (JSON API), which the recruiter receives with the same file', async () => {
      const browser = await returningCandidate();
      await applyToSecondJob(browser);
      const chosen = await browser.post('/api/application/resume/last');
      expect(chosen.status).toBe(201);
      expect(chosen.body.data).toMatchObject({ fileName: 'Asha Rao CV.pdf', size: 12_345 });
      expect((await browser.draft()).data.resume).toMatchObject({ fileName: 'Asha Rao CV.pdf', size: 12_345 });
      await answerAllButTheResume(browser);
      const submitted = await browser.post('/api/application/submit');
      expect(submitted.status).toBe(201);

      const second = await resumeOf(submitted.body.data.id).expect(200);
      expect(second.headers['content-disposition']).toContain('Asha%20Rao%20CV.pdf');
      expect(Buffer.compare(second.body as Buffer, browser.resume.content)).toBe(0);
      // The first application keeps its own.
      const first = await resumeOf(browser.first.id).expect(200);
      expect(Buffer.compare(first.body as Buffer, browser.resume.content)).toBe(0);
      // The export's Resume column links each application to its resume.
      const csv = await request(app).get('/api/recruiter/applications.csv').set('Cookie', recruiter).expect(200);
      expect(csv.text).toContain(`/api/recruiter/applications/${submitted.body.data.id}/resume`);
      expect(csv.text).toContain(`/api/recruiter/applications/${browser.first.id}/resume`);
    });

    it('works as a form post without JavaScript: 303 back to the step, which shows the file', async () => {
      const browser = await returningCandidate();
      await applyToSecondJob(browser);
      const posted = await browser.postForm('/Resume', { resumeForm: 'last' });
      expect(posted.status).toBe(303);
      expect(posted.headers.location).toBe('/Resume');
      const page = (await browser.get('/Resume')).text;
      expect(page).toContain('<strong>Asha Rao CV.pdf</strong>');
      expect(page).toContain('Replace');
      // Chosen: the choice gives way to the file, which Replace removes (the choice is back).
      expect(page).not.toContain('Use my last resume');
      expect((await browser.postForm('/Resume', { resumeForm: 'remove' })).status).toBe(303);
      expect((await browser.get('/Resume')).text).toContain('Use my last resume (Asha Rao CV.pdf, uploaded');
    });

    it('replaces a resume uploaded to the new application, and a new upload replaces it in turn', async () => {
      const browser = await returningCandidate();
      await applyToSecondJob(browser);
      await browser.upload(pdfOfSize(2_000), 'new.pdf');
      await browser.post('/api/application/resume/last');
      expect((await browser.draft()).data.resume.fileName).toBe('Asha Rao CV.pdf');
      await browser.upload(pdfOfSize(3_000), 'newer.pdf');
      expect((await browser.draft()).data.resume).toMatchObject({ fileName: 'newer.pdf', size: 3_000 });
      // The last application's own file is untouched.
      expect((await browser.draft()).meta.carryOver.resume.fileName).toBe('Asha Rao CV.pdf');
    });

    it('leaves the new application its resume when the first application is deleted by retention', async () => {
      const browser = await returningCandidate();
      await applyToSecondJob(browser);
      await browser.post('/api/application/resume/last');
      await answerAllButTheResume(browser);
      const submitted = await browser.post('/api/application/submit');
      expect(submitted.status).toBe(201);

      const { db, dialect } = await openDatabase(
        { DATA_DIR: env.DATA_DIR!, DATABASE_URL: env.DATABASE_URL },
        silentLogger,
      );
      try {
        // The first application is over the retention period; the second is not.
        const longAgo = Date.now() - 400 * 86_400_000;
        await db
          .updateTable('applications')
          .set({ submitted_at: longAgo })
          .where('id', '=', browser.first.id)
          .execute();
        const purged = await createCandidateStore(db, dialect).purgeExpired(Date.now() - 365 * 86_400_000);
        expect(purged.applications).toBe(1);
        const resumes = await db
          .selectFrom('resumes')
          .select('owner')
          .where('owner', 'in', [`application:${browser.first.id}`, `application:${submitted.body.data.id}`])
          .execute();
        expect(resumes).toEqual([{ owner: `application:${submitted.body.data.id}` }]);
      } finally {
        await db.destroy();
      }
      const second = await resumeOf(submitted.body.data.id).expect(200);
      expect(Buffer.compare(second.body as Buffer, browser.resume.content)).toBe(0);
      await resumeOf(browser.first.id).expect(404);
      // Nothing is left to carry over from: the second application is now the last.
      await browser.post('/joblistings/social-media-marketing-intern');
      expect((await browser.draft()).meta.carryOver.from.reference).toBe(submitted.body.data.reference);
    });

    it('counts against the site’s resume storage as an upload does (503 when full)', async () => {
      // A database of its own: the limit counts every resume in it.
      const { app: small } = await createTestApp({
        env: {
          FIREBASE_AUTH_EMULATOR_HOST: emulatorHost(),
          RESUME_STORAGE_LIMIT_MB: '1',
          ...(await databaseEnvFor(kind, cleanups)),
        },
      });
      const browser = candidate(small);
      const email = uniqueEmail();
      await browser.signIn(email);
      await browser.fillEverything({ contact: { ...validAnswers.contact, email } });
      expect((await browser.upload(pdfOfSize(600_000), 'big.pdf')).status).toBe(201);
      expect((await browser.post('/api/application/submit')).status).toBe(201);
      await browser.post(`/joblistings/${SECOND_JOB}`);
      const refused = await browser.post('/api/application/resume/last');
      expect(refused.status).toBe(503);
      expect(refused.body.error.code).toBe('storage_full');
      expect((await browser.draft()).data.resume).toBeNull();
    });
  });

  describe('after the candidate erased their data', () => {
    it('carries nothing over when they sign in again: an erased application is never a last one', async () => {
      const browser = await returningCandidate();
      expect((await browser.delete('/api/me')).status).toBe(204);
      await browser.signIn(browser.email);
      await applyToSecondJob(browser);
      const { meta } = await browser.draft();
      expect(meta.carryOver).toBeNull();
      expect((await browser.post('/api/application/resume/last')).status).toBe(404);
    });
  });
});
