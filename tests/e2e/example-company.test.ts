import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfOfSize } from '../support/application-answers';
import { applyInBrowser } from '../support/apply-in-browser';
import { expectNoAxeViolations } from '../support/axe';
import { atEachWidth, designWidths, overflowOf, pageReady, useSite } from '../support/e2e-site';
import { eventually } from '../support/eventually';
import { exampleJobs, freshJobsFile, harbourClinics } from '../support/example-jobs';
import { saveScreenshot } from '../support/screenshots';
import { type SmtpSink, startSmtpSink } from '../support/smtp-sink';

/**
 * The second example company (examples/harbour-clinics) through the browser checks the seed's
 * company has: its pages with and without JavaScript at the three design widths, its cards and
 * filters on its own jobs, and an application whose emails carry its brand. Nothing a visitor or
 * candidate sees says the seed's name or links to its addresses.
 */
const TEAM = 'hiring@harbourclinics.example';
const JOB = { id: 'lab-technician-chennai', title: 'Lab Technician (DMLT)' };
const CANDIDATE = { firstName: 'Lakshmi', lastName: 'Iyer', email: `lakshmi.iyer.${Date.now()}@example.com` };

let smtp: SmtpSink;
beforeAll(async () => {
  smtp = await startSmtpSink();
});
afterAll(() => smtp?.close());

const site = useSite({
  env: () => ({
    SITE_DIR: harbourClinics.siteDir,
    JOBS_SOURCE: `file:${freshJobsFile(exampleJobs(harbourClinics.jobsFile))}`,
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Harbour Clinics Careers <careers@harbourclinics.example>',
    NOTIFY_EMAILS: TEAM,
    OUTBOX_POLL_MS: '50',
  }),
});

const pagesOfTheFolder = ['/', '/culture', '/support', '/diversity', '/leadership', '/how-we-hire'];
const jobPages = ['/jobcategory', '/jobteam', '/joblistings', `/joblistings/${JOB.id}`];

/** Text or link of the page that names the seed's company. */
const seedMentions = (page: Page) =>
  page.evaluate(() =>
    [document.title, document.body.innerText, ...[...document.querySelectorAll('a')].map((link) => link.href)].filter(
      (text) => /medinest/i.test(text),
    ),
  );

describe('Harbour Clinics, a second company from its own folder', () => {
  it(
    'shows every page in its brand at 375, 768 and 1280 px, without a console error, sideways scrolling or a word of the seed',
    { timeout: 180_000 },
    async () => {
      const { page, problems, close } = await site.open();
      for (const path of [...pagesOfTheFolder, ...jobPages]) {
        await page.goto(path);
        await pageReady(page);
        expect(await seedMentions(page), path).toEqual([]);
        // The brand's primary colour (examples/harbour-clinics/site/site.yaml) is the pages' own.
        expect(
          await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--brand').trim()),
          path,
        ).toBe('#0e6b6b');
        await atEachWidth(page, designWidths, async (width) => {
          expect(await overflowOf(page), `${path} at ${width} px`).toEqual({ sideways: 0, cutOff: [] });
          await saveScreenshot(page, `harbour-${path === '/' ? 'home' : path.slice(1).replaceAll('/', '-')}-${width}`, {
            fullPage: true,
          });
        });
      }
      expect(problems).toEqual([]);
      await close();
    },
  );

  it('serves its pages complete without JavaScript, its own page in the header', async () => {
    const { page, problems, close } = await site.open({ javaScriptEnabled: false });
    await page.goto('/');
    expect(await page.locator('h1').textContent()).toBe('Care close to home, and a career close to yours');
    expect(await page.title()).toBe('Careers at Harbour Clinics: care close to home');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'How we hire' }).click();
    await page.waitForURL('**/how-we-hire');
    expect(await page.title()).toBe('How we hire | Harbour Clinics Careers');
    expect(await seedMentions(page)).toEqual([]);
    expect(problems).toEqual([]);
    await close();
  });

  it('leads from a category or team card to the jobs it counts, and filters by its places', async () => {
    const { page, problems, close } = await site.open();
    for (const [path, card, filter, count] of [
      ['/jobcategory', 'Nursing', /\?department=Nursing$/, 3],
      ['/jobteam', 'Dispensary', /\?team=Dispensary$/, 2],
    ] as const) {
      await page.goto(path);
      await pageReady(page);
      const found = page.locator('.job-card-grid > li').filter({ has: page.getByRole('heading', { name: card }) });
      expect(await found.locator('p').last().textContent()).toMatch(new RegExp(`^${count} `));
      await found.locator('article').click();
      await page.waitForURL(filter);
      await expect.poll(() => page.getByRole('status').textContent()).toBe(`Showing ${count} of 11 jobs`);
    }

    await page.goto('/joblistings');
    await pageReady(page);
    const places = await page.getByLabel('Location').locator('option').allTextContents();
    expect(places.slice(0, 3)).toEqual(['All', 'Remote', 'Onsite']);
    expect(places).toContain('Pune');
    await page.getByLabel('Location').selectOption('Pune');
    await expect.poll(() => page.getByRole('status').textContent()).toBe('Showing 3 of 11 jobs');
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
    await close();
  });

  it(
    'takes an application whose emails come from Harbour Clinics and never name the seed',
    { timeout: 180_000 },
    async () => {
      const { page, problems, close } = await site.open();
      // The folder says the company is in India: the wizard asks India's questions (no military step).
      const reference = await applyInBrowser(
        page,
        JOB,
        CANDIDATE,
        { name: 'Lakshmi Iyer CV.pdf', content: pdfOfSize() },
        'IN',
      );
      const subject = `We received your application: ${JOB.title}`;
      await eventually(() => smtp.to(CANDIDATE.email).some((mail) => mail.subject === subject));
      await eventually(() =>
        smtp.to(TEAM).some((mail) => mail.subject === `New application: ${JOB.title} (${reference})`),
      );
      const [confirmation] = smtp.to(CANDIDATE.email);
      expect(confirmation!.text).toContain(reference);
      // The band in the brand's colour and name (server/notifications/email-brand.ts).
      expect(String(confirmation!.html)).toContain('background-color:#0e6b6b');
      expect(confirmation!.text).toContain('The Harbour Clinics hiring team');
      for (const mail of [...smtp.to(CANDIDATE.email), ...smtp.to(TEAM)])
        expect(`${mail.subject} ${mail.from?.text} ${mail.text} ${mail.html}`).not.toMatch(/medinest/i);
      expect(await seedMentions(page)).toEqual([]);
      expect(problems).toEqual([]);
      await close();
    },
  );
});
