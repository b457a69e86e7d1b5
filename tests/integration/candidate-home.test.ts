import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requisition } from '../../shared/application/requisition';
import { openDatabase } from '../../server/storage/storage';
import { pdfOfSize, validAnswers } from '../support/application-answers';
import { emulatorHost } from '../support/auth-emulator';
import { appliedCandidate, candidate, sessionCookieFor, uniqueEmail } from '../support/candidate-browser';
import { eventually } from '../support/eventually';
import { escapeHtml } from '../support/html-escape';
import { startSmtpSink } from '../support/smtp-sink';
import { everyRowAsText } from '../support/table-rows';
import { createTestApp, freshDataDir } from '../support/test-app';
import { databaseEnvFor, silentLogger } from '../support/test-database';

const cleanups: (() => Promise<void>)[] = [];
afterAll(() => Promise.all(cleanups.map((cleanup) => cleanup())));

const TEAM = 'hiring@medinest.example';

describe.each(['SQLite', 'Postgres'] as const)("the candidate's own home on %s", (kind) => {
  const recruiterEmail = `recruiter-home-${kind.toLowerCase()}-${Date.now()}@medinest.example`;
  let env: Record<string, string>;
  let app: Awaited<ReturnType<typeof createTestApp>>['app'];
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  let recruiter: string;
  type Applicant = Awaited<ReturnType<typeof appliedCandidate>>;
  let mei: Applicant;
  let jose: Applicant;

  const move = (id: string, body: object) =>
    request(app).patch(`/api/recruiter/applications/${id}`).set('Cookie', recruiter).send(body);

  beforeAll(async () => {
    smtp = await startSmtpSink();
    cleanups.push(smtp.close);
    env = {
      DATA_DIR: freshDataDir(),
      FIREBASE_AUTH_EMULATOR_HOST: emulatorHost(),
      RECRUITER_EMAILS: recruiterEmail,
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Medinest Careers <careers@medinest.example>',
      NOTIFY_EMAILS: TEAM,
      OUTBOX_POLL_MS: '50',
      OUTBOX_RETRY_MS: '50',
      // Short, so the emails the recruiter chose leave within the test (docs/configuration.md: default 10 minutes).
      CANDIDATE_EMAIL_DELAY_MS: '100',
    };
    Object.assign(env, await databaseEnvFor(kind, cleanups));
    ({ app } = await createTestApp({ env }));
    mei = await appliedCandidate(app, 'Mei', 'Lin');
    jose = await appliedCandidate(app, 'Zephyrine', 'Quillfeather');
    recruiter = await sessionCookieFor(app, recruiterEmail);
  });

  it('answers 401 to every endpoint signed out', async () => {
    const calls = [
      request(app).get('/api/me/applications'),
      request(app).post(`/api/me/applications/${mei.id}/withdraw`),
      request(app).get('/api/me/data'),
      request(app).get('/api/me/resumes/anything'),
      request(app).delete('/api/me'),
      request(app).post('/api/me/sign-out-everywhere'),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.status).toBe(401);
      expect(response.body.error.code).toBe('not_signed_in');
    }
  });

  it('lists only the candidate’s own applications, with the status in their words and a draft in progress', async () => {
    const response = await mei.get('/api/me/applications');
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.body.data).toEqual({
      applications: [
        {
          id: mei.id,
          reference: mei.reference,
          job: { id: requisition.id, title: requisition.title },
          submittedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
          status: 'received',
          statusChangedAt: expect.any(String),
        },
      ],
      drafts: [],
    });
    // A candidate who has saved a step but not applied has a draft and no application.
    const drafter = candidate(app);
    await drafter.signIn();
    await drafter.put('/api/application/draft/contact', validAnswers.contact);
    const draft = (await drafter.get('/api/me/applications')).body.data;
    expect(draft.applications).toEqual([]);
    expect(draft.drafts).toEqual([
      {
        job: { id: requisition.id, title: requisition.title },
        steps: ['contact'],
        hasResume: false,
        hasJobQuestions: false,
        savedAt: expect.any(String),
      },
    ]);
  });

  it('says on screen what is emailed, and it is: the confirmation, and a move by a recruiter', async () => {
    const { text } = await mei.get('/ReveiwSubmit');
    expect(text).toContain('A confirmation is on its way to your email');
    // A move's email is the recruiter's choice now: the page promises no more than that.
    expect(text).toContain('the hiring team may email you about the next steps');
    expect(text).not.toContain('we will email you');
    await eventually(() => smtp.to(mei.email).some((mail) => mail.text?.includes(mei.reference)));
    const recruiterPage = await request(app).get(`/recruiter/applications/${mei.id}`).set('Cookie', recruiter);
    expect(recruiterPage.text).toContain(
      'Moving to Interview, Offer or Rejected first shows you the email the candidate would receive; you choose whether to send it.',
    );
    expect(recruiterPage.text).not.toContain('This server sends no email');
  });

  it('emails the candidate when a recruiter moves them to interview, offer or not selected, never with the note', async () => {
    await move(mei.id, { status: 'in_review' }).expect(200);
    await move(mei.id, { status: 'interview', note: 'Secret: strong portfolio.', notify: true }).expect(200);
    await move(jose.id, { status: 'rejected', notify: true }).expect(200);
    // Two confirmations, two team notices, then the interview and the rejection.
    await eventually(() => smtp.to(mei.email).length === 2 && smtp.to(jose.email).length === 2);
    const interview = smtp.to(mei.email).find((mail) => mail.subject?.startsWith('Invitation'))!;
    expect(interview.subject).toBe(`Invitation to interview: ${requisition.title}`);
    expect(interview.text).toContain('Dear Mei,');
    expect(interview.text).toContain(`Your reference is ${mei.reference}.`);
    expect(interview.html).toContain(`<strong>${requisition.title}</strong>`);
    const rejection = smtp.to(jose.email).find((mail) => mail.subject === `Your application: ${requisition.title}`)!;
    expect(rejection.text).toContain('not to move forward');
    for (const mail of smtp.received) expect(`${mail.text}${mail.html}`).not.toContain('Secret');
    // No email for the pipeline's internal step (in review).
    expect(smtp.to(mei.email)).toHaveLength(2);
    expect((await mei.get('/api/me/applications')).body.data.applications[0].status).toBe('interview');
    expect((await jose.get('/api/me/applications')).body.data.applications[0].status).toBe('not_selected');

    await move(mei.id, { status: 'offer', notify: true }).expect(200);
    await eventually(() => smtp.to(mei.email).length === 3);
    expect(smtp.to(mei.email).map((mail) => mail.subject)).toContain(`An offer for you: ${requisition.title}`);
  });

  it('never shows or withdraws another candidate’s application: 404, as for an unknown id', async () => {
    const other = await mei.post(`/api/me/applications/${jose.id}/withdraw`);
    expect(other.status).toBe(404);
    expect(JSON.stringify(other.body)).not.toContain(jose.reference);
    expect((await mei.post('/api/me/applications/no-such-id/withdraw')).status).toBe(404);
    const recruiterView = await request(app).get(`/api/recruiter/applications/${jose.id}`).set('Cookie', recruiter);
    expect(recruiterView.body.data.status).toBe('rejected');
  });

  it('withdraws the candidate’s own application once (again: 200, unchanged); the recruiter sees it withdrawn', async () => {
    const first = await mei.post(`/api/me/applications/${mei.id}/withdraw`);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ id: mei.id, status: 'withdrawn' });
    expect((await mei.post(`/api/me/applications/${mei.id}/withdraw`)).status).toBe(200);
    const { body } = await request(app)
      .get(`/api/recruiter/applications/${mei.id}`)
      .set('Cookie', recruiter)
      .expect(200);
    expect(body.data.status).toBe('withdrawn');
    const withdrawals = body.data.history.filter((event: { toStatus: string }) => event.toStatus === 'withdrawn');
    expect(withdrawals).toEqual([expect.objectContaining({ actor: 'candidate', fromStatus: 'offer' })]);
    await move(mei.id, { status: 'hired' }).expect(409);
    // A decision made is final: a rejected application cannot be withdrawn.
    const decided = await jose.post(`/api/me/applications/${jose.id}/withdraw`);
    expect(decided.status).toBe(409);
    expect(decided.body.error.code).toBe('decided');
  });

  it('downloads exactly the candidate’s data, resume files as links of their own', async () => {
    const response = await jose.get('/api/me/data');
    expect(response.status).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="my-data-\d{4}-\d\d-\d\d\.json"$/);
    const data = response.body.data;
    expect(data.account).toMatchObject({ uid: jose.uid, email: jose.email });
    expect(data.applications).toHaveLength(1);
    const [application] = data.applications;
    expect(application).toMatchObject({ id: jose.id, reference: jose.reference, status: 'not_selected' });
    expect(application.answers.contact.lastName).toBe('Quillfeather');
    expect(application.answers.general).toEqual(validAnswers.general);
    expect(application.voluntaryAnswers).toEqual({ eeo: validAnswers.eeo, military: validAnswers.military });
    expect(application.statusHistory).toEqual([{ at: expect.any(String), from: 'received', to: 'not_selected' }]);
    expect(application.emails.map((mail: { subject: string }) => mail.subject)).toEqual([
      `We received your application: ${requisition.title}`,
      `Your application: ${requisition.title}`,
    ]);
    // Nothing of anybody else: not Mei's application, nor the notice to the team.
    const text = JSON.stringify(data);
    for (const foreign of [mei.email, mei.reference, mei.uid, 'New application:', 'Secret']) {
      expect(text).not.toContain(foreign);
    }
    const pdf = await jose.get(application.resume.download);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe("attachment; filename*=UTF-8''resume.pdf");
    expect(pdf.headers['x-content-type-options']).toBe('nosniff');
    expect(
      Buffer.from(pdf.body as Buffer)
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');
    expect((await mei.get(application.resume.download)).status).toBe(404);
  });

  it('signs out on every device', async () => {
    const browser = candidate(app);
    const email = uniqueEmail();
    await browser.signIn(email);
    const elsewhere = await sessionCookieFor(app, email);
    const response = await browser.post('/api/me/sign-out-everywhere');
    expect(response.status).toBe(204);
    expect(String(response.headers['set-cookie'])).toMatch(/careers\.sid=;.*Expires=Thu, 01 Jan 1970/);
    await request(app).get('/api/session').set('Cookie', elsewhere).expect(401);
    expect((await browser.get('/api/session')).status).toBe(401);
  });

  it('erases everything about the candidate: a tombstone for the recruiter, no row anywhere with their uid, email or name', async () => {
    const elsewhere = await sessionCookieFor(app, jose.email);
    // A new draft after applying, with a resume, is erased too.
    await jose.put('/api/application/draft/contact', {
      ...validAnswers.contact,
      email: jose.email,
      lastName: 'Quillfeather',
    });
    expect((await jose.upload(pdfOfSize(), 'Quillfeather CV.pdf')).status).toBe(201);
    await move(jose.id, { note: 'Quillfeather interviewed well elsewhere.' }).expect(200);
    const erased = await jose.delete('/api/me');
    expect(erased.status).toBe(204);
    expect(String(erased.headers['set-cookie'])).toMatch(/careers\.sid=;/);
    await request(app).get('/api/session').set('Cookie', elsewhere).expect(401);

    const { body } = await request(app)
      .get(`/api/recruiter/applications/${jose.id}`)
      .set('Cookie', recruiter)
      .expect(200);
    expect(body.data).toMatchObject({
      reference: jose.reference,
      status: 'erased',
      name: '',
      email: '',
      answers: {},
      resume: null,
    });
    expect(body.data.history.map((event: { kind: string; toStatus: string }) => [event.kind, event.toStatus])).toEqual([
      ['status', 'rejected'],
      // That the rejection was emailed stays (nothing personal in it): the company's mailboxes may hold it.
      ['email', null],
      ['status', 'erased'],
    ]);
    // The recruiter's page says the resume and answers were erased, not that none were given.
    const { text: html } = await request(app)
      .get(`/recruiter/applications/${jose.id}`)
      .set('Cookie', recruiter)
      .expect(200);
    expect(html).toContain(escapeHtml("The resume was erased with the application, at the candidate's request."));
    expect(html).toContain(escapeHtml("The answers were erased with the application, at the candidate's request."));
    expect(html).not.toContain('did not upload a resume');
    await move(jose.id, { note: 'More about them' }).expect(409);
    const inbox = await request(app).get('/api/recruiter/applications?status=erased').set('Cookie', recruiter);
    expect(inbox.body.meta.total).toBe(1);

    const { db, dialect } = await openDatabase(
      { DATA_DIR: env.DATA_DIR!, DATABASE_URL: env.DATABASE_URL },
      silentLogger,
    );
    try {
      const rows = await everyRowAsText(db, dialect);
      expect(rows.some((row) => row.table === 'applications')).toBe(true);
      for (const secret of [jose.uid, jose.email, 'Quillfeather', 'Zephyrine']) {
        expect(rows.filter((row) => row.row.includes(secret))).toEqual([]);
      }
      // Mei's data is untouched.
      expect(rows.some((row) => row.row.includes(mei.email))).toBe(true);
    } finally {
      await db.destroy();
    }
    expect((await mei.get('/api/me/applications')).body.data.applications).toHaveLength(1);
  });
});
