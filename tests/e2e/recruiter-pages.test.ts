import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../support/axe';
import { pageReady, signInToInbox, useSite } from '../support/e2e-site';
import { applyOverHttp, type HttpSubmission } from '../support/http-applicant';

const RECRUITER = 'hiring.lead@medinest.example';
// The server under test inherits FIREBASE_AUTH_EMULATOR_HOST from `npm test`'s emulator.
const site = useSite({ env: { RECRUITER_EMAILS: RECRUITER } });

const applications: HttpSubmission[] = [];

/** The text of the element that has the focus ('' for <body>: focus lost). */
const focusedText = (page: Page) =>
  page.evaluate(() => (document.activeElement === document.body ? '' : (document.activeElement?.textContent ?? '')));

beforeAll(async () => {
  for (const name of ['first', 'second']) {
    const submitted = await applyOverHttp(site.server.url, `e2e-${name}-${Date.now()}@example.com`);
    expect(submitted.status).toBe(201);
    applications.push(submitted);
  }
});

describe('a recruiter works an application in the browser', () => {
  it('signs in, filters the inbox, opens an application, moves it to interview and adds a note', async () => {
    const { page, problems, close } = await site.open();
    // Offline, as on our machines: sign in with the local test account, never through Google.
    await page
      .context()
      .route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort('internetdisconnected'));

    // Nobody is signed in: the inbox sends the browser to sign-in, which comes back to it.
    await signInToInbox(page, RECRUITER, 'Hiring Lead');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Applications');
    expect(await page.getByRole('status').first().textContent()).toMatch(/^\d+ applications? match$/);
    await expectNoAxeViolations(page);

    // Filter by the second application's reference: the URL carries it.
    const wanted = applications[1]!;
    await page.getByLabel('Name, email or reference').fill(wanted.reference!);
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await page.waitForURL(/[?&]q=/);
    expect(new URL(page.url()).searchParams.get('q')).toBe(wanted.reference);
    const rows = page.locator('.inbox-table tbody tr');
    await expect.poll(() => rows.count()).toBe(1);
    // The focus is on how many match, not lost to <body> with the form's button.
    await expect.poll(() => focusedText(page)).toBe('1 application matches');
    expect(await rows.first().textContent()).toContain(wanted.email);
    expect(await page.getByRole('link', { name: 'Download these as CSV' }).getAttribute('href')).toBe(
      `/api/recruiter/applications.csv?q=${wanted.reference}`,
    );

    // Its page: answers, the resume link and the pipeline at New.
    await rows.first().getByRole('link').click();
    await page.waitForURL(/\/recruiter\/applications\/[^/?]+$/);
    await expect.poll(() => page.getByText(`Reference${wanted.reference}`).count()).toBe(1);
    expect(await page.locator('.pipeline [aria-current="step"]').textContent()).toBe('New');
    const resume = await page.getByRole('link', { name: 'Download resume.pdf' }).getAttribute('href');
    const pdf = await page.request.get(resume!);
    expect([pdf.status(), pdf.headers()['content-type']]).toEqual([200, 'application/pdf']);
    await expectNoAxeViolations(page);

    // Before the move: the email the candidate would receive, and the choice, with the focus on it.
    await page.getByLabel('Move to').selectOption('interview');
    await page.getByRole('button', { name: 'Change status' }).click();
    await expect.poll(() => focusedText(page)).toBe('Move to Interview: the email the candidate would receive');
    const preview = page.locator('.status-email-preview');
    expect(await preview.locator('.email-preview-text').textContent()).toContain(
      `Your reference is ${wanted.reference}.`,
    );
    // This server has no SMTP_URL: the button says what it does.
    expect(await preview.locator('.form-hint').textContent()).toContain('not sent');
    expect(await page.locator('.pipeline [aria-current="step"]').textContent()).toBe('New');
    await expectNoAxeViolations(page);
    await preview.getByRole('button', { name: 'Move and write the email (not sent)' }).click();
    await expect.poll(() => focusedText(page)).toBe('Status changed to Interview.');
    expect(await page.locator('.pipeline [aria-current="step"]').textContent()).toBe('Interview');
    expect(await page.locator('.audit-trail').textContent()).toContain(`${RECRUITER} moved it from New to Interview`);

    // Undo takes the email back while it waits; the status stays.
    await page.getByRole('button', { name: 'Undo: do not send this email' }).click();
    await expect.poll(() => focusedText(page)).toBe('Email taken back: the candidate will not receive it.');
    expect(await page.getByRole('button', { name: 'Undo: do not send this email' }).count()).toBe(0);
    expect(await page.locator('.pipeline [aria-current="step"]').textContent()).toBe('Interview');

    await page.getByLabel('Add a note').fill('Strong portfolio; ask about the capstone project.');
    await page.getByRole('button', { name: 'Add note' }).click();
    await expect.poll(() => page.locator('.recruiter-done').textContent()).toBe('Note added.');
    expect(await page.locator('.notes').textContent()).toContain('Strong portfolio; ask about the capstone project.');
    // The box is empty again for the next note.
    expect(await page.getByLabel('Add a note').inputValue()).toBe('');
    await expectNoAxeViolations(page);

    // The report: counts only, small groups suppressed.
    await page
      .getByRole('navigation', { name: 'Recruiting' })
      .getByRole('link', { name: 'Equal-opportunity report' })
      .click();
    await page.waitForURL('**/recruiter/reports');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Equal-opportunity report');
    expect(await page.locator('main').textContent()).toContain('Not shown');
    await expectNoAxeViolations(page);

    // Back in the inbox, the application is found under Interview.
    await page.getByRole('navigation', { name: 'Recruiting' }).getByRole('link', { name: 'Applications' }).click();
    await page.waitForURL(/\/recruiter$/);
    await page
      .getByRole('navigation', { name: 'Applications by status' })
      .getByRole('link', { name: /^Interview/ })
      .click();
    await page.waitForURL(/status=interview/);
    await expect.poll(() => page.locator('.inbox-table tbody tr').count()).toBe(1);

    expect(problems).toEqual([]);
    await close();
    // The whole walk, five accessibility scans among it, on a shared 2-core machine: a bound, not a timing.
  }, 120_000);
});

describe('a recruiter moves an application as soon as its page loads', () => {
  it('chooses a status before the page is hydrated: the choice waits for the page, then shows its preview', async () => {
    const { page, problems, close } = await site.open();
    await page
      .context()
      .route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort('internetdisconnected'));
    await signInToInbox(page, RECRUITER, 'Hiring Lead');
    const wanted = applications[0]!;
    await page.goto(`/recruiter?q=${wanted.reference}`);
    const href = await page.locator('.inbox-table tbody tr a').first().getAttribute('href');

    // The recruiter's header: the recruiting links, not the candidate's own pages.
    const account = page.getByRole('navigation', { name: 'Account' });
    expect(await account.locator('a').allTextContents()).toEqual([
      'Applications',
      'Equal-opportunity report',
      'Job alerts',
    ]);

    // The page's scripts are held until the recruiter has the page in front of them: the moment
    // between the server's HTML and hydration, made as long as the test needs.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    const posted: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') posted.push(request.postData() ?? '');
    });
    await page.goto(href!, { waitUntil: 'commit' });
    const select = page.getByLabel('Move to');
    await select.waitFor();
    // Not yet answerable with the preview: the choice is not offered.
    expect([await select.isDisabled(), await page.getByRole('button', { name: 'Change status' }).isDisabled()]).toEqual(
      [true, true],
    );
    release();
    // Chosen the moment it can be: the preview of that move, nothing moved yet.
    await select.selectOption('interview');
    await page.getByRole('button', { name: 'Change status' }).click();
    await expect.poll(() => focusedText(page)).toBe('Move to Interview: the email the candidate would receive');
    expect(await page.locator('.pipeline [aria-current="step"]').textContent()).toBe('New');
    expect(posted).toEqual(['status=interview']);
    await pageReady(page);
    expect(await account.locator('a').allTextContents()).toEqual([
      'Applications',
      'Equal-opportunity report',
      'Job alerts',
    ]);

    expect(problems).toEqual([]);
    await close();
  }, 120_000);

  it('works without JavaScript: the header, and the move through the preview the server answers with', async () => {
    const signedIn = await site.open();
    await signInToInbox(signedIn.page, RECRUITER, 'Hiring Lead');
    const cookies = await signedIn.page.context().cookies();
    await signedIn.close();
    const { page, problems, close } = await site.open({ javaScriptEnabled: false });
    await page.context().addCookies(cookies);
    const wanted = applications[0]!;
    await page.goto(`/recruiter?q=${wanted.reference}`);
    expect(await page.getByRole('navigation', { name: 'Account' }).locator('a').allTextContents()).toEqual([
      'Applications',
      'Equal-opportunity report',
      'Job alerts',
    ]);
    await page.locator('.inbox-table tbody tr a').first().click();
    await page.waitForURL(/\/recruiter\/applications\/[^/?]+$/);
    await page.getByLabel('Move to').selectOption('interview');
    await page.getByRole('button', { name: 'Change status' }).click();
    await expect
      .poll(() => page.locator('#preview-heading').textContent())
      .toBe('Move to Interview: the email the candidate would receive');
    expect(await page.locator('.pipeline [aria-current="step"]').textContent()).toBe('New');
    await page.getByRole('button', { name: 'Move without emailing' }).click();
    await expect.poll(() => page.locator('.pipeline [aria-current="step"]').textContent()).toBe('Interview');
    expect(problems).toEqual([]);
    await close();
  }, 120_000);
});
