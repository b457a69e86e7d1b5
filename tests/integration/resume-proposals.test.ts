import { describe, expect, it } from 'vitest';
import { validAnswers } from '../support/application-answers';
import { emulatorHost } from '../support/auth-emulator';
import { candidate } from '../support/candidate-browser';
import { corpusFile } from '../support/resume-corpus';
import { openDatabase } from '../../server/storage/storage';
import { createTestApp } from '../support/test-app';
import { silentLogger } from '../support/test-database';

// A resume uploaded is read (server/resume/reading/, in the resume workers) into proposals of the
// contact and education steps the candidate has not saved: through the API, in the pages without
// JavaScript, never over a saved step, a scan taken but not read, erased and exported with the draft.

const aarav = Buffer.from(corpusFile('aarav-sharma.pdf'));
const scan = Buffer.from(corpusFile('meera-krishnan-scanned.pdf'));

/** The app with sign-in, for a company in India, and a signed-in candidate. */
async function signedIn() {
  const { app, logLines, config } = await createTestApp({
    env: { FIREBASE_AUTH_EMULATOR_HOST: emulatorHost(), COMPANY_COUNTRY: 'IN' },
  });
  const browser = candidate(app);
  await browser.signIn();
  return { app, browser, logLines, config };
}

describe("a resume's answers proposed to the steps", () => {
  it('are read from the upload for the contact and education steps (not the email: the account’s stays)', async () => {
    const { browser, logLines } = await signedIn();
    expect((await browser.upload(aarav, 'Aarav Sharma CV.pdf')).status).toBe(201);
    const { data } = await browser.draft();
    expect(data.steps).toEqual({});
    expect(data.fromResume).toEqual({
      read: true,
      steps: {
        contact: {
          firstName: 'Aarav',
          lastName: 'Sharma',
          mobileNo: '+91 98765 43210',
          mobileCountry: 'IN',
          addressNo1: 'Flat 12, Shanti Apartments, Kothrud',
          city: 'Pune',
          state: 'MH',
          zipCode: '411038',
          country: 'India',
        },
        education: {
          educationLevel: "Bachelor's",
          schoolName: 'College of Engineering Pune',
          firstMajor: 'Other',
          firstMajorOther: 'Mechanical Engineering',
        },
      },
    });
    // What was read is the candidate's: never in the logs.
    const log = JSON.stringify(logLines);
    for (const secret of ['98765', 'Kothrud', 'College of Engineering Pune']) expect(log).not.toContain(secret);
  });

  it('never replace a step the candidate saved, before or after the upload', async () => {
    const { browser } = await signedIn();
    expect((await browser.put('/api/application/draft/education', validAnswers.education)).status).toBe(200);
    await browser.upload(aarav, 'cv.pdf');
    const { data } = await browser.draft();
    expect(data.steps.education).toMatchObject({ schoolName: validAnswers.education.schoolName });
    expect(data.fromResume.steps).toEqual({ contact: expect.objectContaining({ city: 'Pune' }) });
    expect((await browser.put('/api/application/draft/contact', validAnswers.contact)).status).toBe(200);
    const after = (await browser.draft()).data;
    expect(after.steps.contact).toMatchObject({ city: validAnswers.contact.city });
    expect(after.fromResume).toEqual({ read: true, steps: {} });
  });

  it('take a scan as the resume, and say it could not be read', async () => {
    const { browser } = await signedIn();
    expect((await browser.upload(scan, 'scan.pdf')).status).toBe(201);
    const { data } = await browser.draft();
    expect(data.resume).toMatchObject({ fileName: 'scan.pdf' });
    expect(data.fromResume).toEqual({ read: false, unread: 'no_text', steps: {} });
  });

  it('go with the resume when it is removed, and are replaced by the next one’s', async () => {
    const { browser } = await signedIn();
    await browser.upload(aarav, 'cv.pdf');
    expect((await browser.delete('/api/application/resume')).status).toBe(204);
    expect((await browser.draft()).data.fromResume).toBeUndefined();
    await browser.upload(scan, 'scan.pdf');
    expect((await browser.draft()).data.fromResume).toEqual({ read: false, unread: 'no_text', steps: {} });
  });

  it('are shown in the steps’ forms without JavaScript, marked as read from the resume', async () => {
    const { browser } = await signedIn();
    await browser.upload(aarav, 'cv.pdf');
    const contact = await browser.get('/carrer/sign-up');
    expect(contact.status).toBe(200);
    expect(contact.text).toContain('We filled in answers from your resume');
    expect(contact.text).toMatch(/name="city"[^>]* value="Pune"|value="Pune"[^>]* name="city"/);
    expect(contact.text).toContain('From your resume: please check it.');
    const education = await browser.get('/carrers/Education');
    expect(education.text).toMatch(/value="College of Engineering Pune"/);
    expect(education.text).toMatch(/<option value="Bachelor&#x27;s" selected=""/);
  });

  it('start from "Start with your resume" on the first step, posted without JavaScript', async () => {
    const { browser } = await signedIn();
    const first = await browser.get('/carrer/sign-up');
    expect(first.text).toContain('Start with your resume');
    const posted = await browser.upload(aarav, 'Aarav CV.pdf', 'resume', '/carrer/sign-up');
    expect(posted.status).toBe(303);
    expect(posted.headers.location).toBe('/carrer/sign-up');
    const filled = await browser.get('/carrer/sign-up');
    // The address read (the name is the Google account's, which stays).
    expect(filled.text).toContain('value="Flat 12, Shanti Apartments, Kothrud"');
    // Offered until a resume is there.
    expect(filled.text).not.toContain('Start with your resume');
    const refused = await browser.upload(Buffer.from('not a pdf'), 'cv.pdf', 'resume', '/carrer/sign-up');
    expect(refused.status).toBe(415);
    expect(refused.text).toContain('This file is not a PDF we can read');
  });

  it('are exported with the candidate’s data, and erased with it', async () => {
    const { browser, config } = await signedIn();
    await browser.upload(aarav, 'cv.pdf');
    const exported = (await browser.get('/api/me/data')).body.data.draft;
    expect(exported.steps.reading.answers).toMatchObject({ readable: true, answers: { contact: { city: 'Pune' } } });
    // Not a step of the candidate's on their home page.
    expect((await browser.get('/api/me/applications')).body.data.drafts).toMatchObject([
      { steps: [], hasResume: true },
    ]);
    const { db } = await openDatabase(config, silentLogger);
    const readings = () => db.selectFrom('draft_steps').select('owner').where('step', '=', 'reading').execute();
    expect(await readings()).toHaveLength(1);
    expect((await browser.delete('/api/me')).status).toBe(204);
    expect(await readings()).toEqual([]);
    await db.destroy();
  });
});
