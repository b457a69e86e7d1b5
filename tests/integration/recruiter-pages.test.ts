import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { requisition } from '../../shared/application/requisition';
import { openDatabase } from '../../server/storage/storage';
import { validAnswers } from '../support/application-answers';
import { emulatorHost } from '../support/auth-emulator';
import { appliedCandidate, candidate, sessionCookieFor, uniqueEmail } from '../support/candidate-browser';
import { escapeHtml } from '../support/html-escape';
import { htmlProblemsOf } from '../support/html-validity';
import { createTestApp, freshDataDir } from '../support/test-app';
import { silentLogger } from '../support/test-database';
import { visibleHtml } from '../support/visible-html';

const SECRET = 'the-secret-of-the-recruiter-page-tests';
const recruiterEmail = `recruiter-pages-${Date.now()}@medinest.example`;
const OTHER_JOB = 'R-2027-DATA-ANALYST';
const OTHER_JOB_TITLE = 'Data Analyst (Graduate)';
/** Applications written straight into the database, older than the real ones, for paging and filters. */
const SEEDED = 55;
// Ten days ago (UTC): within the retention period, which purges older applications at every start.
const SEED_DAY = new Date(Date.now() - 10 * 86_400_000).toISOString().slice(0, 10);

let env: Record<string, string>;
let app: Awaited<ReturnType<typeof createTestApp>>['app'];
let recruiter: string;
let asCandidate: string;
const real: { id: string; reference: string; email: string }[] = [];
let withdrawable: { id: string; browser: ReturnType<typeof candidate> };

const signIn = (email: string) => sessionCookieFor(app, email);

/** Older applications: every third of another job, every fourth in review, on SEED_DAY and the day after (UTC). */
async function seedApplications() {
  const { db } = await openDatabase({ DATA_DIR: env.DATA_DIR! }, silentLogger);
  try {
    const start = Date.parse(`${SEED_DAY}T08:00:00Z`);
    const rows = Array.from({ length: SEEDED }, (_, n) => ({
      id: randomUUID(),
      reference: `SEED-${String(n).padStart(4, '0')}`,
      uid: `seeded-${n}`,
      requisition_id: n % 3 === 0 ? OTHER_JOB : requisition.id,
      job_title: n % 3 === 0 ? OTHER_JOB_TITLE : requisition.title,
      email: `seeded-${n}@example.com`,
      first_name: `Seeded${n}`,
      last_name: 'Person',
      search_text: `seeded${n} person seeded-${n}@example.com seed-${String(n).padStart(4, '0')}`,
      answers: JSON.stringify({ contact: validAnswers.contact }),
      resume_id: null,
      // Half an hour apart from 08:00 UTC: the first 32 on SEED_DAY, the rest on the day after.
      submitted_at: start + n * 30 * 60_000,
      status: n % 4 === 0 ? 'in_review' : 'new',
    }));
    await db.insertInto('applications').values(rows).execute();
  } finally {
    await db.destroy();
  }
}

const page = (path: string, cookie?: string) => {
  const test = request(app).get(path);
  return cookie ? test.set('Cookie', cookie) : test;
};
const post = (path: string, form: string, cookie?: string) => {
  const test = request(app).post(path).type('form').send(form);
  return cookie ? test.set('Cookie', cookie) : test;
};
const applicationPage = (id: string) => `/recruiter/applications/${id}`;
const historyOf = async (id: string) =>
  (await page(`/api/recruiter/applications/${id}`, recruiter).expect(200)).body.data.history as {
    kind: string;
    actor: string;
    toStatus: string | null;
    note: string | null;
  }[];

beforeAll(async () => {
  env = { DATA_DIR: freshDataDir(), SESSION_SECRET: SECRET, FIREBASE_AUTH_EMULATOR_HOST: emulatorHost() };
  ({ app } = await createTestApp({ env: { ...env, RECRUITER_EMAILS: recruiterEmail } }));
  await seedApplications();
  for (const [firstName, lastName] of [
    ['Mei', 'Lin'],
    ['José', 'Álvarez'],
    ['Wren', 'Withdrawn'],
  ] as const) {
    const applied = await appliedCandidate(app, firstName, lastName);
    if (lastName === 'Withdrawn') withdrawable = { id: applied.id, browser: applied };
    else real.push(applied);
  }
  recruiter = await signIn(recruiterEmail);
  asCandidate = await signIn(uniqueEmail());
});

// Who may open these pages and their data (anonymous, candidate, unverified, removed from the
// list), on SQLite and Postgres: recruiter-page-access.test.ts.

describe('the inbox', () => {
  /** The references of the inbox's rows, in order. */
  const referencesIn = (html: string) =>
    [...html.matchAll(/<td data-label="Reference">([^<]+)<\/td>/g)].map((m) => m[1]);

  it('lists the newest first, 50 a page, with the counts per status and pages in the URL', async () => {
    const first = visibleHtml((await page('/recruiter', recruiter).expect(200)).text);
    const rows = referencesIn(first);
    expect(rows).toHaveLength(50);
    expect(rows.slice(0, 3)).toEqual([
      expect.any(String), // the withdrawn one, newest
      real[1]!.reference,
      real[0]!.reference,
    ]);
    expect(rows[3]).toBe(`SEED-${String(SEEDED - 1).padStart(4, '0')}`);
    expect(first).toContain(`${SEEDED + 3} applications match`);
    expect(first).toContain('Page 1 of 2');
    expect(first).toContain('<a rel="next" href="/recruiter?page=2"');
    // Counts per status: 14 seeded in review, the rest new.
    expect(first).toMatch(/href="\/recruiter\?status=in_review"[^>]*>In review <span class="status-count">14<\/span>/);
    expect(first).toMatch(/href="\/recruiter\?status=new"[^>]*>New <span class="status-count">44<\/span>/);

    const second = (await page('/recruiter?page=2', recruiter).expect(200)).text;
    expect(referencesIn(second)).toEqual(Array.from({ length: 8 }, (_, i) => `SEED-${String(7 - i).padStart(4, '0')}`));
    expect(second).toContain('<a rel="prev" href="/recruiter"');
  });

  it('finds a name by its words in any order', async () => {
    for (const q of ['mei', 'mei+lin', 'lin+mei', 'Lin++MEI']) {
      expect([q, referencesIn((await page(`/recruiter?q=${q}`, recruiter).expect(200)).text)]).toEqual([
        q,
        [real[0]!.reference],
      ]);
    }
  });

  it('filters by name, email or reference, job, status and day, keeping the filters in the form and the CSV link', async () => {
    const mei = (await page('/recruiter?q=mei+lin&job=&status=&from=&to=', recruiter).expect(200)).text;
    expect(referencesIn(mei)).toEqual([real[0]!.reference]);
    expect(mei).toContain('value="mei lin"');
    expect(mei).toContain(`href="/api/recruiter/applications.csv?q=mei+lin"`);
    expect(referencesIn((await page(`/recruiter?q=${real[1]!.email}`, recruiter)).text)).toEqual([real[1]!.reference]);

    const other = (await page(`/recruiter?job=${OTHER_JOB}&status=in_review`, recruiter).expect(200)).text;
    // Seeded n with n % 3 == 0 and n % 4 == 0: 0, 12, 24, 36, 48.
    expect(referencesIn(other)).toEqual(['SEED-0048', 'SEED-0036', 'SEED-0024', 'SEED-0012', 'SEED-0000']);
    // The job by the title its applications recorded, in the filter and in each row.
    expect(other).toContain(`<option value="${OTHER_JOB}" selected="">${escapeHtml(OTHER_JOB_TITLE)}</option>`);
    expect(other).toContain(`<td data-label="Job">${escapeHtml(OTHER_JOB_TITLE)}</td>`);
    expect(other).toContain(`href="/api/recruiter/applications.csv?job=${OTHER_JOB}&amp;status=in_review"`);

    const firstDay = visibleHtml(
      (await page(`/recruiter?from=${SEED_DAY}&to=${SEED_DAY}`, recruiter).expect(200)).text,
    );
    expect(firstDay).toContain('32 applications match');
    expect(referencesIn((await page('/recruiter?to=2020-01-01', recruiter)).text)).toEqual([]);
    expect((await page('/recruiter?to=2020-01-01', recruiter)).text).toContain('No applications match these filters.');
  });

  it("writes moments and reads day filters in the company's time zone (TIMEZONE), as the CSV export does", async () => {
    const seed = (n: number) => `SEED-${String(n).padStart(4, '0')}`;
    const rowOf = (html: string, reference: string) =>
      visibleHtml(html).match(new RegExp(`<td data-label="Reference">${reference}</td>[\\s\\S]*?</tr>`))?.[0];
    // UTC by default: SEED-0000 was submitted at 08:00 UTC on SEED_DAY.
    const inUtc = (await page(`/recruiter?job=${OTHER_JOB}&status=in_review`, recruiter).expect(200)).text;
    expect(rowOf(inUtc, seed(0))).toContain(`>${SEED_DAY} 08:00 UTC</time>`);

    // The same database seen by a server of a company in India (UTC+5:30).
    const { app: inIndia } = await createTestApp({
      env: { ...env, RECRUITER_EMAILS: recruiterEmail, TIMEZONE: 'Asia/Kolkata' },
    });
    const indiaPage = (path: string) => request(inIndia).get(path).set('Cookie', recruiter).expect(200);
    const listed = (await indiaPage(`/recruiter?job=${OTHER_JOB}&status=in_review`)).text;
    expect(rowOf(listed, seed(0))).toContain(`>${SEED_DAY} 13:30 Asia/Kolkata</time>`);
    // Seeded half an hour apart from 08:00 UTC: the 22nd (18:30 UTC) is already the next day in India.
    const firstDay = visibleHtml((await indiaPage(`/recruiter?from=${SEED_DAY}&to=${SEED_DAY}`)).text);
    expect(firstDay).toContain('21 applications match');
    expect(referencesIn(firstDay).at(0)).toBe(seed(20));
    const [{ id }] = (
      await request(inIndia)
        .get(`/api/recruiter/applications?q=${seed(21)}`)
        .set('Cookie', recruiter)
    ).body.data;
    const application = visibleHtml((await indiaPage(`/recruiter/applications/${id}`)).text);
    const nextDay = new Date(Date.parse(`${SEED_DAY}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    expect(application).toContain(`>${nextDay} 00:00 Asia/Kolkata</time>`);
  });

  it('the CSV link downloads the same filtered list', async () => {
    const csv = await page(`/api/recruiter/applications.csv?job=${OTHER_JOB}&status=in_review`, recruiter).expect(200);
    expect(csv.text.trimEnd().split('\r\n')).toHaveLength(1 + 5);
  });

  it('answers refused filters with 400 and their messages, in the form', async () => {
    const response = await page('/recruiter?status=maybe&from=yesterday&q=mei', recruiter).expect(400);
    expect(response.text).toContain('Some filters are not valid.');
    expect(response.text).toContain('must be a day that exists, written YYYY-MM-DD');
    expect(response.text).toContain('value="mei"');
    expect(response.text).not.toContain(real[0]!.reference);
  });
});

describe("an application's page", () => {
  it('sends its status form usable to a browser without JavaScript, with the script that holds it until hydration', async () => {
    const { text, headers } = await page(applicationPage(real[0]!.id), recruiter).expect(200);
    // Enabled in the HTML: without JavaScript it posts and the server answers with the preview.
    expect(text).toContain('<fieldset id="status-fields" class="status-fields"><legend');
    const nonce = /script-src[^;]*'nonce-([^']+)'/.exec(String(headers['content-security-policy']))?.[1];
    expect(text).toContain(
      `</fieldset><script nonce="${nonce}">document.getElementById("status-fields").disabled=true</script>`,
    );
  });

  it('shows the answers by step and the resume link, never the equal-opportunity or military answers', async () => {
    const { text } = await page(applicationPage(real[0]!.id), recruiter).expect(200);
    expect(text).toContain('<h1>Mei Lin</h1>');
    expect(text).toContain(`<title>Application ${real[0]!.reference} | Recruiting | Medinest</title>`);
    expect(text).toContain(escapeHtml(validAnswers.contact.city));
    expect(text).toContain(`href="/api/recruiter/applications/${real[0]!.id}/resume"`);
    for (const hidden of ['Gender', 'armed forces', 'Torres Strait', 'Reserve Forces'])
      expect(text).not.toContain(hidden);
    expect(text).toContain('aria-current="step">New</li>');
    // Without SMTP_URL no move is emailed: the page says what happens instead (a file, not sent).
    expect(visibleHtml(text)).toContain('This server sends no email (no SMTP_URL).');
    expect(visibleHtml(text)).toContain(
      'if you choose to send it, it is written as a file into the server&#x27;s DATA_DIR/outbox folder, not sent.',
    );
    expect(text).not.toContain('emails the candidate');
  });

  it('answers an unknown application with the 404 page', async () => {
    const response = await page(applicationPage('no-such-application'), recruiter).expect(404);
    expect(response.text).toContain('Application not found');
  });

  /** The application's status emails in the outbox (written, not yet sent or written as a file). */
  const statusEmails = async (id: string) => {
    const { db } = await openDatabase({ DATA_DIR: env.DATA_DIR! }, silentLogger);
    try {
      const rows = await db
        .selectFrom('outbox')
        .select(['payload', 'sent_at'])
        .where('application_id', '=', id)
        .where('kind', '=', 'email')
        .execute();
      return rows
        .map((row) => ({ ...(JSON.parse(row.payload) as { subject: string; topic?: string }), sentAt: row.sent_at }))
        .filter((email) => email.topic === 'status');
    } finally {
      await db.destroy();
    }
  };

  it('shows the email a move would send before making it, then moves with or without it (303), as PATCH does', async () => {
    const path = applicationPage(real[1]!.id);
    // The move alone changes nothing yet: the page shows what the candidate would read.
    const asked = visibleHtml((await post(path, 'status=interview', recruiter).expect(200)).text);
    expect(asked).toContain('Move to Interview: the email the candidate would receive');
    expect(asked).toContain(`Invitation to interview: ${escapeHtml(requisition.title)}`);
    expect(asked).toContain('Dear José,');
    expect(asked).toContain(`Your reference is ${real[1]!.reference}.`);
    expect(asked).toContain('value="true" name="notify">Move and write the email (not sent)</button>');
    expect(asked).toContain('value="false" name="notify">Move without emailing</button>');
    expect(await historyOf(real[1]!.id)).toEqual([]);
    expect(await htmlProblemsOf(asked)).toEqual([]);

    const moved = await post(path, 'status=interview&notify=true', recruiter).expect(303);
    expect(moved.headers.location).toBe(`${path}?done=status`);
    expect(moved.headers['cache-control']).toBe('private, no-store');
    expect(await historyOf(real[1]!.id)).toEqual([
      expect.objectContaining({ kind: 'status', toStatus: 'interview', actor: recruiterEmail }),
      expect.objectContaining({ kind: 'email', note: 'scheduled', actor: recruiterEmail }),
    ]);
    expect(await statusEmails(real[1]!.id)).toEqual([
      expect.objectContaining({ subject: `Invitation to interview: ${requisition.title}`, sentAt: null }),
    ]);

    const after = visibleHtml((await page(moved.headers.location!, recruiter).expect(200)).text);
    expect(after).toContain('Status changed to Interview.');
    expect(after).toContain('aria-current="step">Interview</li>');
    expect(after).toContain(`moved it from New to Interview`);
    expect(after).toContain('chose to send the candidate the email about it');
    // Without SMTP_URL it will be written to a file, never sent: the Undo says so.
    expect(after).toContain('is written as a file into DATA_DIR/outbox (not sent) at');
    expect(after).toContain('Undo: do not send this email');

    const undone = await post(path, 'intent=undo', recruiter).expect(303);
    expect(undone.headers.location).toBe(`${path}?done=undo`);
    expect(await statusEmails(real[1]!.id)).toEqual([]);
    const back = visibleHtml((await page(undone.headers.location!, recruiter).expect(200)).text);
    expect(back).toContain('Email taken back: the candidate will not receive it.');
    expect(back).toContain('took back the email to the candidate before it left');
    expect(back).not.toContain('Undo: do not send this email');
    expect(back).toContain('aria-current="step">Interview</li>');
    // Nothing left to take back: 409 and why, on the page.
    const late = visibleHtml((await post(path, 'intent=undo', recruiter).expect(409)).text);
    expect(late).toContain('Too late to undo');

    await post(path, 'status=offer', recruiter).expect(200);
    await post(path, 'status=offer&notify=false', recruiter).expect(303);
    expect(await statusEmails(real[1]!.id)).toEqual([]);
    expect((await historyOf(real[1]!.id)).at(-1)).toMatchObject({ kind: 'email', note: 'withheld' });
    // A move that emails nobody needs no choice.
    await post(path, 'status=in_review', recruiter).expect(303);
  });

  it('adds a private note by a plain form post (303) and shows it with who and when', async () => {
    const path = applicationPage(real[1]!.id);
    const noted = await post(
      path,
      `note=${encodeURIComponent('Strong <portfolio> & clear writing.')}`,
      recruiter,
    ).expect(303);
    expect(noted.headers.location).toBe(`${path}?done=note`);
    const text = visibleHtml((await page(noted.headers.location!, recruiter).expect(200)).text);
    expect(text).toContain('Note added.');
    expect(text).toContain('Strong &lt;portfolio&gt; &amp; clear writing.');
    expect(text).toContain(`${recruiterEmail} added a note`);
    expect((await historyOf(real[1]!.id)).at(-1)).toMatchObject({
      kind: 'note',
      note: 'Strong <portfolio> & clear writing.',
    });
  });

  it('refuses an empty note or an unknown status with 400 and the page again, storing nothing', async () => {
    const path = applicationPage(real[0]!.id);
    const empty = await post(path, 'note=+++', recruiter).expect(400);
    expect(empty.text).toContain('must not be empty');
    const unknown = await post(path, 'status=withdrawn', recruiter).expect(400);
    expect(unknown.text).toContain('must be one of');
    expect(await historyOf(real[0]!.id)).toEqual([]);
    await post(applicationPage('no-such-application'), 'note=x', recruiter).expect(404);
  });

  it('keeps the status of an application its candidate withdrew (409), and says so', async () => {
    expect((await withdrawable.browser.post(`/api/me/applications/${withdrawable.id}/withdraw`)).status).toBe(200);
    const path = applicationPage(withdrawable.id);
    const refused = await post(path, 'status=offer', recruiter).expect(409);
    expect(refused.text).toContain('The candidate withdrew this application');
    const { text } = await page(path, recruiter).expect(200);
    expect(text).not.toContain('Change status');
  });
});

describe('the equal-opportunity report', () => {
  it('shows counts per job only, small groups suppressed', async () => {
    const { text } = await page('/recruiter/reports', recruiter).expect(200);
    expect(text).toContain(`<h2 id="report-${requisition.id}">${escapeHtml(requisition.title)}</h2>`);
    expect(text).toContain('Not shown');
    for (const application of real) expect(text).not.toContain(application.reference);
    expect(text).not.toContain('Mei');
  });
});

describe('the header of the recruiter pages, as rendered for a browser without JavaScript', () => {
  /** The link texts of the App header's Account navigation. */
  const accountLinksIn = (html: string) => {
    const nav = /<nav aria-label="Account"[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? '';
    return [...nav.matchAll(/<a [^>]*>([^<]+)<\/a>/g)].map((link) => link[1]);
  };

  it("shows a recruiter the recruiting links, not the candidate's My applications and Profile", async () => {
    for (const path of ['/recruiter', applicationPage(real[0]!.id), '/recruiter/reports']) {
      const { text } = await page(path, recruiter).expect(200);
      expect([path, accountLinksIn(text)]).toEqual([path, ['Applications', 'Equal-opportunity report', 'Job alerts']]);
    }
  });

  it("leaves the candidates' header as it was, also a recruiter's on their own pages", async () => {
    const candidateHeader = accountLinksIn((await page('/applications', asCandidate).expect(200)).text);
    expect(candidateHeader).toEqual(['My applications', 'Profile', 'Job alerts']);
    // A recruiter who applied too finds their applications where every candidate does.
    const recruiterHeader = accountLinksIn((await page('/applications', recruiter).expect(200)).text);
    expect(recruiterHeader).toEqual(['My applications', 'Profile', 'Recruiting', 'Job alerts']);
    // Someone without recruiter access sees no recruiting links on the 403 page.
    expect(accountLinksIn((await page('/recruiter', asCandidate).expect(403)).text)).toEqual(candidateHeader);
  });
});

describe('the HTML of the recruiter pages', () => {
  it('is valid: the inbox (also with refused filters), an application, the report and the 403 page', async () => {
    const pages = [
      (await page('/recruiter?q=mei', recruiter).expect(200)).text,
      (await page('/recruiter?page=2', recruiter).expect(200)).text,
      (await page('/recruiter?from=yesterday', recruiter).expect(400)).text,
      (await page(applicationPage(real[1]!.id), recruiter).expect(200)).text,
      (await post(applicationPage(real[0]!.id), 'note=', recruiter).expect(400)).text,
      (await page('/recruiter/reports', recruiter).expect(200)).text,
      (await page('/recruiter', asCandidate).expect(403)).text,
    ];
    for (const html of pages) expect(await htmlProblemsOf(html)).toEqual([]);
  });
});

describe('other methods', () => {
  it('answers PUT at a recruiter page with 405, allowing the form post where there is one', async () => {
    const response = await request(app).put(applicationPage(real[0]!.id)).set('Cookie', recruiter).expect(405);
    expect(response.headers.allow).toBe('GET, HEAD, POST');
    expect((await request(app).post('/recruiter/reports').set('Cookie', recruiter)).status).toBe(405);
  });
});
