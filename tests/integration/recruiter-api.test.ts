import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requisition } from '../../shared/application/requisition';
import { validAnswers } from '../support/application-answers';
import { emulatorHost, mintGoogleUser, withEmulatorAdmin } from '../support/auth-emulator';
import { genderOptions } from '../../shared/application/schemas';
import { appliedCandidate, sessionCookieFor, uniqueEmail } from '../support/candidate-browser';
import { createTestApp, freshDataDir } from '../support/test-app';
import { databaseEnvFor } from '../support/test-database';

const cleanups: (() => Promise<void>)[] = [];
afterAll(() => Promise.all(cleanups.map((cleanup) => cleanup())));

const SECRET = 'the-secret-of-the-recruiter-tests!!';
const PUBLIC_URL = 'https://careers.medinest.example';

/** The cells of each line of a CSV text (RFC 4180: quoted cells may hold commas, quotes and line breaks). */
function csvRows(text: string): string[][] {
  const rows: string[][] = [];
  for (const [, line] of text.matchAll(/((?:"(?:[^"]|"")*"|[^"\r\n])*)\r\n/g)) {
    rows.push(
      [...line!.matchAll(/(?:^|,)("(?:[^"]|"")*"|[^,]*)/g)].map(([, cell]) =>
        cell!.replace(/^"|"$/g, '').replace(/""/g, '"'),
      ),
    );
  }
  return rows;
}

/** A moment in India (UTC+5:30 all year), worked out without Intl: `2026-11-25 14:30`. */
const inIndia = (iso: string) => new Date(Date.parse(iso) + 330 * 60_000).toISOString().slice(0, 16).replace('T', ' ');

describe.each(['SQLite', 'Postgres'] as const)('the recruiter API on %s', (kind) => {
  const recruiterEmail = `recruiter-${kind.toLowerCase()}-${Date.now()}@medinest.example`;
  // Listed, but the account says its email is not verified: anyone can create such an account.
  const unverifiedEmail = recruiterEmail.replace('recruiter-', 'unverified-');
  let env: Record<string, string>;
  let app: Awaited<ReturnType<typeof createTestApp>>['app'];
  let recruiter: string;
  const applications: { id: string; reference: string; email: string; lastName: string }[] = [];

  const signIn = (email: string, options?: { emailVerified?: boolean }) => sessionCookieFor(app, email, options);

  beforeAll(async () => {
    env = { DATA_DIR: freshDataDir(), SESSION_SECRET: SECRET, FIREBASE_AUTH_EMULATOR_HOST: emulatorHost() };
    Object.assign(env, await databaseEnvFor(kind, cleanups));
    ({ app } = await createTestApp({
      env: {
        ...env,
        RECRUITER_EMAILS: `someone@else.example, ${recruiterEmail.toUpperCase()}, ${unverifiedEmail}`,
        TIMEZONE: 'Asia/Kolkata',
        PUBLIC_URL,
      },
    }));
    for (const [firstName, lastName] of [
      ['Mei', 'Lin'],
      ['José', 'Álvarez'],
      // A name a spreadsheet would take for a formula.
      ['=HYPERLINK("http://evil.example")', '+SUM(1;2)'],
    ] as const) {
      applications.push(await appliedCandidate(app, firstName, lastName));
    }
    recruiter = await signIn(recruiterEmail);
  });

  /** Every endpoint of the API, by what it gives: its method, and its path (of the first application). */
  const endpointTable = [
    ['the inbox', 'GET', () => '/api/recruiter/applications'],
    ['an application', 'GET', () => `/api/recruiter/applications/${applications[0]!.id}`],
    ['a status change or note', 'PATCH', () => `/api/recruiter/applications/${applications[0]!.id}`],
    [
      "a status email's preview",
      'GET',
      () => `/api/recruiter/applications/${applications[0]!.id}/status-email?status=interview`,
    ],
    ['a resume', 'GET', () => `/api/recruiter/applications/${applications[0]!.id}/resume`],
    ['the CSV export', 'GET', () => '/api/recruiter/applications.csv'],
    ['the voluntary report', 'GET', () => '/api/recruiter/reports/voluntary'],
  ] as const;
  const endpoints = () => endpointTable.map(([, method, path]) => [method, path()] as const);

  const call = (method: string, path: string, cookie?: string, target = app) => {
    const test = method === 'PATCH' ? request(target).patch(path).send({ note: 'A note' }) : request(target).get(path);
    return cookie ? test.set('Cookie', cookie) : test;
  };

  /** Fails when an answer shows anything of an application (the resume is a PDF: its magic bytes). */
  function expectNoApplicationData(response: request.Response, what: string) {
    const text = `${response.text ?? ''}${JSON.stringify(response.body ?? null)}`;
    for (const application of applications)
      for (const shown of [application.reference, application.email])
        expect(text, `${what} shows ${shown}`).not.toContain(shown);
    expect(text, `${what} sends a PDF`).not.toContain('%PDF-');
  }

  describe('who may call it', () => {
    it('answers 401 without a session and 403 to a candidate, with no data', async () => {
      const candidateCookie = await signIn(uniqueEmail());
      for (const [method, path] of endpoints()) {
        const anonymous = await call(method!, path!);
        expect([path, anonymous.status]).toEqual([path, 401]);
        expect(anonymous.body.error.code).toBe('not_signed_in');
        const asCandidate = await call(method!, path!, candidateCookie);
        expect([path, asCandidate.status]).toEqual([path, 403]);
        expect(JSON.stringify(asCandidate.body)).not.toContain(applications[0]!.reference);
      }
    });

    it('refuses a listed email the account has not verified, at every endpoint', async () => {
      const unverified = await signIn(unverifiedEmail, { emailVerified: false });
      for (const [method, path] of endpoints()) {
        const response = await call(method, path, unverified);
        expect([path, response.status]).toEqual([path, 403]);
        expectNoApplicationData(response, path);
      }
    });

    it('lets in a listed recruiter (any case) and one with the custom claim `recruiter`', async () => {
      for (const [method, path] of endpoints())
        expect([path, (await call(method!, path!, recruiter)).status]).toEqual([path, 200]);
      const email = uniqueEmail();
      const user = await mintGoogleUser(email);
      await withEmulatorAdmin((auth) => auth.setCustomUserClaims(user.uid, { recruiter: true }));
      const claimed = await signIn(email);
      await call('GET', '/api/recruiter/applications', claimed).expect(200);
    });

    it('keeps a revoked custom claim until that recruiter signs in again (docs/api.md, "Recruiters")', async () => {
      const email = uniqueEmail();
      const user = await mintGoogleUser(email);
      await withEmulatorAdmin((auth) => auth.setCustomUserClaims(user.uid, { recruiter: true }));
      const claimed = await signIn(email);
      await withEmulatorAdmin((auth) => auth.setCustomUserClaims(user.uid, null));
      await call('GET', '/api/recruiter/applications', claimed).expect(200);
      await call('GET', '/api/recruiter/applications', await signIn(email)).expect(403);
    });

    describe('a recruiter whose email was removed from the list, with the session they had', () => {
      let restarted: typeof app;
      beforeAll(async () => {
        // The restart that removes the address: same data, same session secret, the list without it.
        ({ app: restarted } = await createTestApp({ env: { ...env, RECRUITER_EMAILS: 'someone@else.example' } }));
      });

      it.each(endpointTable)('is refused %s: 403, no data, nothing changed', async (_what, method, path) => {
        const historyNow = async () =>
          (await call('GET', `/api/recruiter/applications/${applications[0]!.id}`, recruiter).expect(200)).body.data
            .history;
        const before = await historyNow();
        const response = await call(method, path(), recruiter, restarted);
        expect(response.status).toBe(403);
        expect(response.body.error.code).toBe('not_a_recruiter');
        expectNoApplicationData(response, path());
        expect(await historyNow()).toEqual(before);
      });
    });
  });

  describe('the inbox', () => {
    it('lists applications newest first, with counts per status, privately', async () => {
      const response = await call('GET', '/api/recruiter/applications', recruiter).expect(200);
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.body.meta).toMatchObject({ total: 3, page: 1, counts: { new: 3 } });
      expect(response.body.data.map((row: { reference: string }) => row.reference)).toEqual(
        applications.map((application) => application.reference).reverse(),
      );
      expect(response.body.data[2]).toMatchObject({
        name: 'Mei Lin',
        jobId: requisition.id,
        jobTitle: requisition.title,
        status: 'new',
      });
    });

    it('searches by name, email or reference, without case, and filters by job, status and day', async () => {
      const find = async (query: string) =>
        (await call('GET', `/api/recruiter/applications?${query}`, recruiter).expect(200)).body;
      expect((await find('q=mei%20lin')).meta.total).toBe(1);
      expect((await find('q=ÁLVAREZ')).data[0].email).toBe(applications[1]!.email);
      expect((await find('q=jose%20alvarez')).meta.total).toBe(1);
      expect((await find(`q=${applications[2]!.reference.toLowerCase()}`)).meta.total).toBe(1);
      expect((await find(`q=${encodeURIComponent(applications[0]!.email.toUpperCase())}`)).meta.total).toBe(1);
      expect((await find('q=%25')).meta.total).toBe(0);
      expect((await find(`job=${requisition.id}`)).meta.total).toBe(3);
      expect((await find('job=another-job')).meta.total).toBe(0);
      // Days are the company's (TIMEZONE=Asia/Kolkata here).
      const today = inIndia(new Date().toISOString()).slice(0, 10);
      expect((await find(`from=${today}&to=${today}`)).meta.total).toBe(3);
      expect((await find('to=2020-01-01')).meta.total).toBe(0);
      // Pasted with a line break or a tab around it, a name is still found.
      expect((await find('q=MEI%20LIN%0D%0A')).meta.total).toBe(1);
      expect((await find('q=%09mei')).meta.total).toBe(1);
    });

    it('answers 400 naming a bad filter', async () => {
      const response = await call('GET', '/api/recruiter/applications?status=maybe&from=yesterday', recruiter).expect(
        400,
      );
      expect(Object.keys(response.body.error.fields).sort()).toEqual(['from', 'status']);
      // Shaped like a day but not one: February has no 30th, no year a 13th month.
      const noSuchDay = await call(
        'GET',
        '/api/recruiter/applications?from=2026-02-30&to=2026-13-01',
        recruiter,
      ).expect(400);
      expect(noSuchDay.body.error.fields).toEqual({
        from: [expect.stringContaining('a day that exists')],
        to: [expect.stringContaining('a day that exists')],
      });
      // Postgres refuses a NUL in any text: it is the recruiter's input to fix, never a 500.
      const control = await call('GET', '/api/recruiter/applications?q=mei%00lin&job=a%01b', recruiter).expect(400);
      expect(control.body.error.fields).toEqual({
        q: [expect.stringContaining('control characters')],
        job: [expect.stringContaining('control characters')],
      });
      await call('GET', '/api/recruiter/applications.csv?q=%00', recruiter).expect(400);
    });
  });

  describe('an application', () => {
    it('shows the answers by step, never the equal-opportunity or military answers', async () => {
      const { body } = await call('GET', `/api/recruiter/applications/${applications[0]!.id}`, recruiter).expect(200);
      expect(body.data.answers.contact.firstName).toBe('Mei');
      expect(body.data.answers.general).toEqual(validAnswers.general);
      expect(body.data.resume).toMatchObject({ fileName: 'resume.pdf' });
      expect(Object.keys(body.data.answers)).not.toEqual(expect.arrayContaining(['eeo']));
      expect(JSON.stringify(body)).not.toMatch(/"eeo"|"military"|exMilitary|indigenous/);
    });

    it('moves along the pipeline with who and when, takes private notes, and refuses an unknown status', async () => {
      const path = `/api/recruiter/applications/${applications[1]!.id}`;
      await request(app).patch(path).set('Cookie', recruiter).send({ status: 'in_review' }).expect(200);
      const { body } = await request(app)
        .patch(path)
        .set('Cookie', recruiter)
        .send({ status: 'interview', note: 'Strong portfolio.', notify: false })
        .expect(200);
      expect(body.data.status).toBe('interview');
      expect(
        body.data.history.map((event: { kind: string; toStatus: string | null; note: string | null }) => [
          event.kind,
          event.toStatus,
          event.note,
        ]),
      ).toEqual([
        ['status', 'in_review', null],
        ['status', 'interview', null],
        ['note', null, 'Strong portfolio.'],
        ['email', null, 'withheld'],
      ]);
      expect(body.data.history[0].actor).toBe(recruiterEmail);
      const refused = await request(app).patch(path).set('Cookie', recruiter).send({ status: 'maybe' }).expect(400);
      expect(refused.body.error.fields.status[0]).toContain('must be one of');
      await request(app).patch(path).set('Cookie', recruiter).send({ status: 'withdrawn' }).expect(400);
      await request(app).patch(path).set('Cookie', recruiter).send({}).expect(400);
      // A note keeps its paragraphs; a NUL (Postgres refuses it) or a bidi override is the recruiter's to remove.
      for (const note of ['Called.\u0000', 'Called \u202Eback']) {
        const invisible = await request(app).patch(path).set('Cookie', recruiter).send({ note }).expect(400);
        expect(invisible.body.error.fields.note).toEqual(['Please remove invisible control characters.']);
      }
      await request(app).patch(path).set('Cookie', recruiter).type('form').send('status=hired').expect(415);
      await request(app)
        .patch('/api/recruiter/applications/no-such-id')
        .set('Cookie', recruiter)
        .send({ note: 'x' })
        .expect(404);
      const counts = (await call('GET', '/api/recruiter/applications', recruiter)).body.meta.counts;
      expect(counts).toEqual({ new: 2, interview: 1 });
      const interviews = (await call('GET', '/api/recruiter/applications?status=interview', recruiter)).body;
      expect(interviews.meta.total).toBe(1);
      expect(interviews.meta.counts).toEqual({ new: 2, interview: 1 });
    });

    it('serves the resume to recruiters as a PDF download that cannot run in the site', async () => {
      const response = await call('GET', `/api/recruiter/applications/${applications[0]!.id}/resume`, recruiter)
        .buffer(true)
        .parse((res, done) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => done(null, Buffer.concat(chunks)));
        })
        .expect(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toMatch(/^attachment; filename\*=UTF-8''resume\.pdf$/);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-security-policy']).toContain('sandbox');
      expect((response.body as Buffer).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    });
  });

  it('answers each recruiter RECRUITER_RATE_LIMIT_PER_MINUTE requests a minute, then 429 with Retry-After', async () => {
    // Accounts of their own: the other tests' requests count in the same database's windows.
    const limitedEmail = recruiterEmail.replace('recruiter-', 'limited-');
    const colleagueEmail = recruiterEmail.replace('recruiter-', 'colleague-');
    const { app: limited } = await createTestApp({
      env: { ...env, RECRUITER_EMAILS: `${limitedEmail}, ${colleagueEmail}`, RECRUITER_RATE_LIMIT_PER_MINUTE: '3' },
    });
    const [mine, colleague] = [
      await sessionCookieFor(limited, limitedEmail),
      await sessionCookieFor(limited, colleagueEmail),
    ];
    for (let count = 0; count < 3; count++) await call('GET', '/api/recruiter/applications', mine, limited).expect(200);
    const refused = await call('GET', '/api/recruiter/applications', mine, limited).expect(429);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect(refused.body.error.code).toBe('too_many_requests');
    expectNoApplicationData(refused, 'the refusal');
    // Counted per account: a colleague at the same address is not refused.
    await call('GET', '/api/recruiter/applications', colleague, limited).expect(200);
  });

  it('exports the filtered list as CSV, formulas neutralised', async () => {
    const response = await call('GET', '/api/recruiter/applications.csv?status=new', recruiter).expect(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="applications-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const rows = csvRows(response.text);
    expect(rows).toHaveLength(3);
    const formula = rows.find((row) => row[0] === applications[2]!.reference)!;
    expect(formula[5]).toBe(`'=HYPERLINK("http://evil.example") +SUM(1;2)`);
    expect(response.text).toContain(`"'=HYPERLINK(""http://evil.example"") +SUM(1;2)"`);
  });

  it('exports for a spreadsheet: UTF-8 with a BOM, dates in the company time zone, the columns recruiters filter on', async () => {
    const response = await call('GET', '/api/recruiter/applications.csv', recruiter).expect(200);
    // Excel reads a file without it in a legacy code page: José Álvarez would come out garbled.
    expect(response.text.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = csvRows(response.text.slice(1));
    expect(header).toEqual([
      'Reference',
      'Submitted (Asia/Kolkata)',
      'Job id',
      'Job title',
      'Candidate location',
      'Name',
      'Email',
      'Phone',
      'Status',
      'Status changed (Asia/Kolkata)',
      'Source',
      'Resume',
    ]);
    expect(rows).toHaveLength(3);
    for (const application of applications) {
      const { data } = (await call('GET', `/api/recruiter/applications/${application.id}`, recruiter)).body;
      const contact = data.answers.contact;
      const statusChanges = data.history.filter((event: { kind: string }) => event.kind === 'status');
      expect(rows.find((row) => row[0] === application.reference)).toEqual([
        application.reference,
        inIndia(data.submittedAt),
        requisition.id,
        requisition.title,
        `${contact.city}, ${contact.state}, ${contact.country}`,
        data.name.startsWith('=') ? `'${data.name}` : data.name,
        application.email,
        // Stored as E.164: its leading + would make the cell a formula (and a spreadsheet would
        // read the number as 61,412,345,678), so it gets the leading ' like any cell starting with +.
        `'${contact.mobileNo}`,
        { new: 'New', interview: 'Interview' }[data.status as string],
        // The last move, or the submission for an application never moved.
        inIndia(statusChanges.at(-1)?.at ?? data.submittedAt),
        // Applied through the API without a landing's tags: came directly.
        '',
        `${PUBLIC_URL}/api/recruiter/applications/${application.id}/resume`,
      ]);
    }
    expect(rows.find((row) => row[0] === applications[1]!.reference)![8]).toBe('Interview');
  });

  it('reports voluntary answers as counts per job, hiding groups under five', async () => {
    const { body } = await call('GET', '/api/recruiter/reports/voluntary', recruiter).expect(200);
    expect(body.data).toEqual([expect.objectContaining({ jobId: requisition.id, applications: null })]);
    // Every option and "not answered": each group under five, so none is told.
    expect(Object.values(body.data[0].questions.gender)).toEqual([...genderOptions, 'Not answered'].map(() => null));
  });
});
