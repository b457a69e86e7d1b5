import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { wizardScreens } from '../../shared/application/steps';
import { pathOf } from '../../shared/route-paths';
import { validAnswers } from '../support/application-answers';
import { mintGoogleUser } from '../support/auth-emulator';
import { atEachWidth, designWidths, pageReady, useSite } from '../support/e2e-site';
import { saveScreenshot } from '../support/screenshots';

const site = useSite({ env: { PARTNER_DOCTORS_URL: 'https://doctors.example.test/' } });

async function signIn(page: Page) {
  const user = await mintGoogleUser(`layout-${Date.now()}-${Math.random()}@example.com`, 'Mei Lin');
  expect((await page.request.post('/api/session', { data: { idToken: user.idToken } })).status()).toBe(200);
}

/** Where the step's first question (or the review's first section) starts, and the header's height. */
const layoutOf = (page: Page) =>
  page.evaluate(() => {
    const first = document.querySelector('main form .field, main form .choice, #resume-file, .review-section');
    return {
      headerHeight: document.querySelector('header')!.getBoundingClientRect().height,
      firstQuestionTop: first!.getBoundingClientRect().top,
      viewportHeight: window.innerHeight,
    };
  });

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? null);

describe('the application steps on a phone, signed in', () => {
  // Each step loaded once and widened (atEachWidth), a phone's screen shorter than the others'.
  it('at 375, 768 and 1280 px show the form on the first screen under a one-row header', async () => {
    const { page, close } = await site.open({ width: 375 });
    await signIn(page);
    for (const { screen } of wizardScreens) {
      await page.goto(pathOf(screen));
      await pageReady(page);
      await atEachWidth(
        page,
        designWidths,
        async (width) => {
          await saveScreenshot(page, `wizard-${screen}-${width}`);
          const layout = await layoutOf(page);
          expect(layout.headerHeight, `${screen} at ${width}px`).toBeLessThan(72);
          expect(layout.firstQuestionTop, `${screen} at ${width}px`).toBeLessThan(layout.viewportHeight - 48);
        },
        (width) => (width < 500 ? 667 : 900),
      );
    }
    await close();
  });

  it('folds the progress into "Step 1 of 9", which opens the list of steps', async () => {
    const { page, close } = await site.open({ width: 375 });
    await page.goto('/carrer/sign-up');
    await pageReady(page);
    const toggle = page.getByRole('button', { name: /Step 1 of 9/ });
    const steps = page.getByRole('navigation', { name: 'My progress' }).getByRole('link');
    expect(await steps.first().isVisible()).toBe(false);
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await steps.count()).toBe(9);
    expect(await steps.first().isVisible()).toBe(true);
    await close();
  });
});

describe('focus on moving between pages', () => {
  it("after Continue, is on the next step's heading, with the form in view", async () => {
    const { page, problems, close } = await site.open({ width: 375 });
    await page.setViewportSize({ width: 375, height: 667 });
    await page.goto('/carrer/sign-up');
    await pageReady(page);
    for (const [name, value] of Object.entries(validAnswers.contact)) await page.fill(`#field-${name}`, value);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/Generalquestions$/);
    await expect.poll(() => focusedText(page)).toBe('General questions');
    const layout = await layoutOf(page);
    expect(layout.firstQuestionTop).toBeGreaterThan(layout.headerHeight);
    expect(layout.firstQuestionTop).toBeLessThan(layout.viewportHeight - 48);

    // A failed Continue: the summary lists each message, each a link to its field.
    await page.getByRole('button', { name: 'Continue' }).click();
    const summary = page.locator('.error-summary');
    expect(await summary.getByRole('link').allTextContents()).toEqual([
      'Please select a preferred start date.',
      'Please select an option.',
      'Please select an option.',
    ]);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('field-preferredStartDate');
    // The focused field is not under the sticky header.
    const fieldTop = await page
      .locator('#field-preferredStartDate')
      .evaluate((field) => field.getBoundingClientRect().top);
    expect(fieldTop).toBeGreaterThanOrEqual(layout.headerHeight);
    await summary.getByRole('link').nth(1).click();
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).name)).toBe('relocate');
    const radio = page.locator('#field-relocate');
    expect(await radio.getAttribute('aria-describedby')).toBe('field-relocate-error');
    expect(await page.getByRole('group', { name: 'Are you willing to relocate?' }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(new URL(page.url()).hash).toBe('');
    expect(problems).toEqual([]);
    await close();
  });

  it("after following a link, is on the new page's heading; a filter change keeps it on the control", async () => {
    const { page, close } = await site.open();
    // Between pages that hydrate, React Router changes the page in place: the focus goes to its
    // heading. Public pages load each other as documents, where the browser starts over.
    await page.goto('/ReveiwSubmit');
    await pageReady(page);
    await page.getByRole('main').getByRole('link', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(/\/carrer\/sign-in$/);
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H1');

    await page.goto('/joblistings');
    await pageReady(page);
    await page.getByLabel('Sort').focus();
    await page.getByLabel('Sort').selectOption({ label: 'Title A-Z' });
    await page.waitForURL(/sort=title-asc/);
    expect(await page.evaluate(() => (document.activeElement as HTMLSelectElement).name)).toBe('sort');
    await close();
  });

  it('explains why Continue is disabled on Acknowledge', async () => {
    const { page, close } = await site.open();
    await page.goto('/Acknowledge');
    await pageReady(page);
    const button = page.getByRole('button', { name: 'Continue' });
    expect(await button.isDisabled()).toBe(true);
    const reason = await button.getAttribute('aria-describedby');
    expect(await page.locator(`#${reason}`).textContent()).toBe(
      'Tick the box above to confirm your answers, then continue.',
    );
    await page.getByRole('checkbox').check();
    expect(await button.isDisabled()).toBe(false);
    await close();
  });
});
