import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { MAX_RESUME_BYTES } from '../../shared/application/requisition';
import { draftSteps } from '../../shared/application/steps';
import { pdfOfSize, validAnswers } from '../support/application-answers';
import { emulatorHost } from '../support/auth-emulator';
import { candidate } from '../support/candidate-browser';
import { createTestApp } from '../support/test-app';

/** The app with sign-in (the Auth emulator), on its own SQLite file. */
const server = (env: Record<string, string> = {}) =>
  createTestApp({ env: { FIREBASE_AUTH_EMULATOR_HOST: emulatorHost(), ...env } });

describe('the Resume step’s upload posted as a form (JavaScript off)', () => {
  it('stores the PDF as the JSON API does and sends the browser back to the step, which shows it (303)', async () => {
    const { app } = await server();
    const browser = candidate(app);
    const response = await browser.upload(pdfOfSize(20_000), 'Asha Rao CV.pdf', 'resume', '/Resume');
    expect(response.status).toBe(303);
    expect(response.headers.location).toBe('/Resume');
    expect(response.headers['cache-control']).toBe('no-store');
    expect((await browser.draft()).data.resume).toMatchObject({ fileName: 'Asha Rao CV.pdf', size: 20_000 });
    const page = await browser.get('/Resume');
    expect(page.text).toContain('Asha Rao CV.pdf');
    expect(page.text).toContain('Replace');
  });

  it('answers on the reading of the path the form was posted to', async () => {
    const { app } = await server();
    const response = await candidate(app).upload(pdfOfSize(), 'cv.pdf', 'resume', '/resume');
    expect(response.status).toBe(303);
    expect(response.headers.location).toBe('/resume');
  });

  it.each([
    [
      'a renamed text file',
      Buffer.from('just some text, not a pdf'),
      415,
      'This file is not a PDF we can read: it does not begin as a PDF does.',
    ],
    ['a PDF over 5 MB', pdfOfSize(MAX_RESUME_BYTES + 1), 413, 'Your resume is larger than 5 MB.'],
  ])('refuses %s with the step again, its message on the page (not JSON)', async (_, content, status, message) => {
    const { app } = await server();
    const browser = candidate(app);
    const response = await browser.upload(content, 'cv.pdf', 'resume', '/Resume');
    expect(response.status).toBe(status);
    expect(response.type).toBe('text/html');
    expect(response.text).toContain(message);
    // The form is there again, to choose another file.
    expect(response.text).toMatch(/<form[^>]* enctype="multipart\/form-data"/i);
    expect((await browser.draft()).data.resume).toBeNull();
  });

  it('asks for a file when the form is posted without one (400)', async () => {
    const { app } = await server();
    const response = await request(app).post('/Resume').field('other', 'x').expect(400);
    expect(response.type).toBe('text/html');
    expect(response.text).toContain('Please choose your resume: one PDF file of at most 5 MB.');
  });

  it('draws on the per-address quota of visitors who have not signed in, as the JSON API does (429 page)', async () => {
    const { app } = await server({ ANONYMOUS_RESUME_MB_PER_ADDRESS: '1' });
    const response = await candidate(app).upload(pdfOfSize(1_100_000), 'cv.pdf', 'resume', '/Resume');
    expect(response.status).toBe(429);
    expect(response.type).toBe('text/html');
    expect(response.text).toContain('Too many resumes were uploaded from your network without signing in.');
  });

  it('removes the resume with the Replace form (303 back to the step)', async () => {
    const { app } = await server();
    const browser = candidate(app);
    await browser.upload(pdfOfSize(), 'cv.pdf', 'resume', '/Resume');
    const response = await browser.postForm('/Resume', { resumeForm: 'remove' });
    expect(response.status).toBe(303);
    expect(response.headers.location).toBe('/Resume');
    expect((await browser.draft()).data.resume).toBeNull();
  });

  it('refuses an upload posted from another site (403), storing nothing', async () => {
    const { app } = await server();
    const browser = candidate(app);
    await browser.postForm('/carrer/sign-up', validAnswers.contact);
    const response = await request(app)
      .post('/Resume')
      .set('Cookie', browser.cookie!)
      .set('Sec-Fetch-Site', 'cross-site')
      .attach('resume', pdfOfSize(), 'cv.pdf')
      .expect(403);
    expect(response.body.error.code).toBe('cross_site_request');
    expect((await browser.draft()).data.resume).toBeNull();
  });
});

describe('Review and Submit’s Submit posted as a form (JavaScript off)', () => {
  it('needs a signed-in candidate: the page says so (401), and the draft is kept', async () => {
    const { app } = await server();
    const browser = candidate(app);
    await browser.fillEverything();
    const response = await browser.postForm('/ReveiwSubmit');
    expect(response.status).toBe(401);
    expect(response.type).toBe('text/html');
    expect(response.text).toContain('Please sign in to submit your application. Your answers are saved.');
    expect(Object.keys((await browser.draft()).data.steps)).toHaveLength(draftSteps.length);
  });

  it('names the steps still to complete on the page (400)', async () => {
    const { app } = await server();
    const browser = candidate(app);
    await browser.signIn();
    await browser.put('/api/application/draft/contact', validAnswers.contact);
    const response = await browser.postForm('/ReveiwSubmit');
    expect(response.status).toBe(400);
    expect(response.type).toBe('text/html');
    expect(response.text).toContain('Please complete these steps before you submit: General questions, Education,');
  });

  it('submits as the JSON API does and lands on the confirmation (303), once', async () => {
    const { app } = await server();
    const browser = candidate(app);
    await browser.signIn();
    await browser.fillEverything();
    const response = await browser.postForm('/reveiwSubmit');
    expect(response.status).toBe(303);
    expect(response.headers.location).toBe('/reveiwSubmit?submitted');
    const { meta } = await browser.draft();
    expect(meta.submitted.reference).toMatch(/^MDN-[A-Z2-9]{8}$/);
    const confirmation = await browser.get(response.headers.location!);
    expect(confirmation.text).toContain('Thank you for applying');
    expect(confirmation.text).toContain(meta.submitted.reference);
    // Posted again (Back, then Submit): nothing more is stored, and the page shows the application.
    const again = await browser.postForm('/ReveiwSubmit');
    expect(again.status).toBe(409);
    expect(again.text).toContain(meta.submitted.reference);
  });

  it('names POST in Allow at Review and Submit, whose form posts there', async () => {
    const { app } = await server();
    const response = await request(app).put('/ReveiwSubmit').expect(405);
    expect(response.headers.allow).toBe('GET, HEAD, POST');
  });

  it('refuses a submission posted from another site (403)', async () => {
    const { app } = await server();
    const browser = candidate(app);
    await browser.signIn();
    await browser.fillEverything();
    await request(app)
      .post('/ReveiwSubmit')
      .set('Cookie', browser.cookie!)
      .set('Origin', 'https://evil.example')
      .type('form')
      .send('')
      .expect(403);
    expect((await browser.draft()).meta.submitted).toBeNull();
  });
});
