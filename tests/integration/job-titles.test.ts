import { writeFileSync } from 'node:fs';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validAnswers } from '../support/application-answers';
import { emulatorHost, mintGoogleUser } from '../support/auth-emulator';
import { candidate, uniqueEmail } from '../support/candidate-browser';
import { exampleJobs, freshJobsFile } from '../support/example-jobs';
import { escapeHtml } from '../support/html-escape';
import { sessionCookieOf } from '../support/session-cookie';
import { createTestApp, freshDataDir } from '../support/test-app';
import { databaseEnvFor } from '../support/test-database';
import { visibleHtml } from '../support/visible-html';

const cleanups: (() => Promise<void>)[] = [];
afterAll(() => Promise.all(cleanups.map((cleanup) => cleanup())));

const JOB = { id: 'backend-engineer', title: 'Backend Engineer (Node.js)' };
const OTHER_JOB = { id: 'pharmacy-operations-intern', title: 'Pharmacy Operations Intern' };

/**
 * A job of the company's data is named by its title everywhere an application shows it, as it was
 * when the candidate applied: the title is recorded with the application (migration 0010), so it
 * stays after the job has closed and left the file (without it, they could show only its id).
 */
describe.each(['SQLite', 'Postgres'] as const)('the title of a job that left the jobs file, on %s', (kind) => {
  const recruiterEmail = `recruiter-titles-${kind.toLowerCase()}-${Date.now()}@medinest.example`;
  let app: Awaited<ReturnType<typeof createTestApp>>['app'];
  let recruiter: string;
  let applicant: ReturnType<typeof candidate>;
  let application: { id: string; reference: string };

  const asRecruiter = (path: string) => request(app).get(path).set('Cookie', recruiter).expect(200);
  beforeAll(async () => {
    const jobsFile = freshJobsFile();
    const env: Record<string, string> = {
      DATA_DIR: freshDataDir(),
      FIREBASE_AUTH_EMULATOR_HOST: emulatorHost(),
      RECRUITER_EMAILS: recruiterEmail,
      JOBS_SOURCE: `file:${jobsFile}`,
    };
    Object.assign(env, await databaseEnvFor(kind, cleanups));
    ({ app } = await createTestApp({ env }));

    applicant = candidate(app);
    expect((await applicant.post(`/joblistings/${JOB.id}`)).status).toBe(303);
    const email = uniqueEmail();
    await applicant.signIn(email);
    await applicant.fillEverything({
      contact: { ...validAnswers.contact, firstName: 'Noor', lastName: 'Haddad', email },
    });
    const submitted = await applicant.post('/api/application/submit');
    expect(submitted.status).toBe(201);
    application = submitted.body.data;

    // The job closes: it leaves the file, and the site no longer knows it.
    writeFileSync(jobsFile, JSON.stringify(exampleJobs().filter((job) => job.id !== JOB.id)));
    await app.reloadJobs();
    // Gone: 410 once its sighting is recorded (closed-jobs.test.ts), which this test does not wait for.
    expect([404, 410]).toContain((await request(app).get(`/api/jobs/${JOB.id}`)).status);

    const user = await mintGoogleUser(recruiterEmail, 'Hiring Lead');
    recruiter = sessionCookieOf(await request(app).post('/api/session').send({ idToken: user.idToken }).expect(200));
  });

  it("names it in the inbox's row and job filter, on the application's page and in the report", async () => {
    const inbox = visibleHtml((await asRecruiter('/recruiter')).text);
    expect(inbox).toContain(`<td data-label="Job">${escapeHtml(JOB.title)}</td>`);
    expect(inbox).toContain(`<option value="${JOB.id}">${escapeHtml(JOB.title)}</option>`);
    const filtered = visibleHtml((await asRecruiter(`/recruiter?job=${JOB.id}`)).text);
    expect(filtered).toContain(`<option value="${JOB.id}" selected="">${escapeHtml(JOB.title)}</option>`);
    expect(filtered).toContain('1 application matches');

    const page = visibleHtml((await asRecruiter(`/recruiter/applications/${application.id}`)).text);
    expect(page).toContain(`<dt>Job</dt><dd>${escapeHtml(JOB.title)}</dd>`);

    const report = (await asRecruiter('/recruiter/reports')).text;
    expect(report).toContain(`<h2 id="report-${JOB.id}">${escapeHtml(JOB.title)}</h2>`);
  });

  it('names it in the API, the report API and the CSV export', async () => {
    const list = (await asRecruiter('/api/recruiter/applications')).body.data;
    expect(list).toEqual([
      expect.objectContaining({ reference: application.reference, jobId: JOB.id, jobTitle: JOB.title }),
    ]);
    const one = (await asRecruiter(`/api/recruiter/applications/${application.id}`)).body.data;
    expect(one).toMatchObject({ jobId: JOB.id, jobTitle: JOB.title });
    const report = (await asRecruiter('/api/recruiter/reports/voluntary')).body.data;
    expect(report).toEqual([expect.objectContaining({ jobId: JOB.id, title: JOB.title, applications: null })]);

    const csv = (await asRecruiter(`/api/recruiter/applications.csv?job=${JOB.id}`)).text.trimEnd().split('\r\n');
    expect(csv[0]).toBe(
      '\uFEFFReference,Submitted (UTC),Job id,Job title,Candidate location,Name,Email,Phone,Status,Status changed (UTC),Source,Resume',
    );
    expect(csv[1]).toContain(`,${JOB.id},${JOB.title},`);
    expect(csv[1]).toContain(`,Noor Haddad,`);
  });

  it("names it on the candidate's My applications, in their API, their download and the status email", async () => {
    await request(app)
      .patch(`/api/recruiter/applications/${application.id}`)
      .set('Cookie', recruiter)
      .send({ status: 'interview', notify: true })
      .expect(200);

    const home = visibleHtml((await applicant.get('/applications')).text);
    expect(home).toContain(`<h3 id="application-${application.id}">${escapeHtml(JOB.title)}</h3>`);
    const mine = (await applicant.get('/api/me/applications')).body.data.applications;
    expect(mine).toEqual([expect.objectContaining({ job: JOB, status: 'interview' })]);

    const data = (await applicant.get('/api/me/data')).body.data.applications;
    expect(data[0].job).toEqual(JOB);
    const subjects = data[0].emails.map((email: { subject: string }) => email.subject);
    expect(subjects).toContain(`Invitation to interview: ${JOB.title}`);
  });

  it("names a draft in progress by the job chosen for it, on the candidate's home", async () => {
    expect((await applicant.post(`/joblistings/${OTHER_JOB.id}`)).status).toBe(303);
    expect((await applicant.put('/api/application/draft/contact', validAnswers.contact)).status).toBe(200);
    const { drafts } = (await applicant.get('/api/me/applications')).body.data;
    expect(drafts).toEqual([expect.objectContaining({ job: OTHER_JOB, steps: ['contact'] })]);
    expect(visibleHtml((await applicant.get('/applications')).text)).toContain(
      `<h3 id="draft-title">${escapeHtml(OTHER_JOB.title)}</h3>`,
    );
  });
});
