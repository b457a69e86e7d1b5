import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openJobQuestions } from '../support/apply-in-browser';
import { expectNoAxeViolations } from '../support/axe';
import { greenhouseJobQuestions } from '../support/ats-board-fixtures';
import { type AtsUpstream, greenhouseJob, startAtsUpstream } from '../support/ats-upstream';
import { useSite } from '../support/e2e-site';
import { saveScreenshot } from '../support/screenshots';

// Cleo's captured Greenhouse job (tests/fixtures/ats-boards/greenhouse-job-questions.json).
const CLEO = '4628944002';

let upstream: AtsUpstream;
beforeAll(async () => {
  upstream = await startAtsUpstream();
  upstream.setGreenhouseJobs([greenhouseJob(Number(CLEO), { title: 'Senior Backend Ruby Engineer' })]);
  upstream.setGreenhouseQuestions(greenhouseJobQuestions());
});
afterAll(() => upstream.close());

const site = useSite({
  env: () => ({ JOBS_SOURCE: 'greenhouse:cleoai', GREENHOUSE_API_URL: upstream.url, GREENHOUSE_API_KEY: 'test-key' }),
});

/** Answers the job's questions as a candidate would, by their labels. */
async function answer(page: Page) {
  await page.getByLabel('What are your salary expectations for the role?').fill('£95,000');
  await page.getByLabel('Do you require sponsorship to work in the UK?').fill('No');
  await page.getByLabel(/What location are you looking to work from/).fill('London');
  await page.getByRole('checkbox', { name: /I've read it/ }).check();
  await page.getByRole('checkbox', { name: 'LinkedIn Jobs' }).check();
  await page.getByRole('checkbox', { name: 'Referred by a friend' }).check();
}

describe("a Greenhouse job's own questions in the browser", () => {
  for (const javaScriptEnabled of [true, false]) {
    it(`are asked after General questions, refused with their messages and saved (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async () => {
      const { page, problems, close } = await site.open({ javaScriptEnabled });
      await openJobQuestions(page, CLEO);
      await expect(page.locator('h1').textContent()).resolves.toBe('Questions for this job');
      await expect(page.locator('.progress-toggle span').first().textContent()).resolves.toBe('Step 3 of 10');
      // The progress menu lists the step after General questions.
      const steps = await page.locator('#wizard-steps a').allTextContents();
      expect(steps.slice(0, 3).map((text) => text.replace(' (completed)', ''))).toEqual([
        'Contact information',
        'General questions',
        'Questions for this job',
      ]);
      // The contact and resume fields are our own steps': not asked again.
      await expect(page.locator('[name="first_name"], [name="resume_text"]').count()).resolves.toBe(0);

      await page.getByRole('button', { name: 'Continue' }).click();
      const summary = page.locator('.error-summary li');
      await summary.first().waitFor();
      await expect(summary.count()).resolves.toBe(5);
      await expect(page.locator('#field-question_27737478002-error').textContent()).resolves.toBe(
        'Please answer this question.',
      );
      if (javaScriptEnabled) await expectNoAxeViolations(page);

      await answer(page);
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.waitForURL(/\/carrers\/Education$/);
      await page.locator('h1', { hasText: 'Education' }).waitFor();
      await expect(page.locator('.progress-toggle span').first().textContent()).resolves.toBe('Step 4 of 10');

      await page.goto('/ReveiwSubmit');
      const review = await page.locator('section[aria-labelledby="review-questions"]').textContent();
      expect(review).toContain('£95,000');
      expect(review).toContain('LinkedIn Jobs, Referred by a friend');
      if (javaScriptEnabled) expect(problems).toEqual([]);
      await close();
    });
  }

  it('fits phones, tablets and desktops (screenshots with SCREENSHOTS=1)', async () => {
    for (const width of [375, 768, 1280]) {
      const { page, close } = await site.open({ width });
      await openJobQuestions(page, CLEO);
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.locator('.error-summary li').first().waitFor();
      // Nothing wider than the screen: no sideways scrolling on a phone.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await saveScreenshot(page, `job-questions-${width}`, { fullPage: true });
      // And the first screen as the candidate sees it, once the questions are answered.
      await answer(page);
      await page.locator('h1').scrollIntoViewIfNeeded();
      await saveScreenshot(page, `job-questions-${width}-answered`);
      await close();
    }
  });
});
