import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openJobQuestions } from '../support/apply-in-browser';
import { expectNoAxeViolations } from '../support/axe';
import {
  type AtsApplyUpstream,
  ashbyApplicationForm,
  smartRecruitersConfiguration,
  startAtsApplyUpstream,
} from '../support/ats-apply-upstream';
import {
  type AtsUpstream,
  ashbyJob,
  smartRecruitersDetail,
  smartRecruitersPosting,
  startAtsUpstream,
} from '../support/ats-upstream';
import { useSite } from '../support/e2e-site';
import { saveScreenshot } from '../support/screenshots';

// The job's own questions of Ashby, Recruitee and SmartRecruiters in Chromium, as their fixtures
// hold them (tests/fixtures/ats-boards/README.md): asked, refused while unanswered, answered and
// shown on the review page, with and without JavaScript. Their delivery: tests/integration/*-delivery.test.ts.

const recruiteeQuestionOffer = JSON.parse(
  readFileSync(new URL('../fixtures/ats-boards/recruitee-question-offer.json', import.meta.url), 'utf8'),
) as { id: number };
const KEYS = {
  greenhouse: 'unused',
  lever: 'unused',
  ashby: 'ashby-browser-key-0123',
  smartrecruiters: 'sr-browser-key-0123',
};
const ASHBY_JOB = 'e2e37ed8-3c2a-4b9b-9d3a-4f0d1b3c7a11';
const SR_POSTING = '744000133666057';

let feeds: AtsUpstream;
let ats: AtsApplyUpstream;
beforeAll(async () => {
  feeds = await startAtsUpstream();
  feeds.setRecruiteeOffers([recruiteeQuestionOffer]);
  feeds.setAshbyJobs([ashbyJob(ASHBY_JOB, { title: 'Data Engineer' })]);
  feeds.setSmartRecruiters([smartRecruitersPosting(SR_POSTING, { name: 'Lab Technician' })], {
    [SR_POSTING]: smartRecruitersDetail(SR_POSTING, { name: 'Lab Technician' }),
  });
  ats = await startAtsApplyUpstream(KEYS, { feedsFrom: feeds.url });
  ats.setAshbyForm(ASHBY_JOB, ashbyApplicationForm());
  ats.setSmartRecruitersConfiguration(`uuid-${SR_POSTING}`, smartRecruitersConfiguration());
});
afterAll(async () => {
  await ats?.close();
  await feeds?.close();
});

/**
 * Answers every question of the step as a candidate would: a line or paragraphs typed, the first
 * option of a list, the first box of a group. Gives the option labels it chose.
 */
async function answerEverything(page: Page): Promise<string[]> {
  const chosen: string[] = [];
  const form = page.locator('main');
  for (const input of await form.locator('input[type="text"], textarea').all()) await input.fill('42');
  for (const select of await form.locator('select').all()) {
    const [, first] = await select.locator('option').allTextContents();
    await select.selectOption({ label: first! });
    chosen.push(first!);
  }
  for (const group of await form.locator('fieldset.choice-group').all()) {
    const box = group.locator('input').first();
    await box.check();
    chosen.push((await group.locator('label').first().textContent())!.trim());
  }
  return chosen;
}

const boards = [
  {
    name: 'Recruitee',
    jobId: String(recruiteeQuestionOffer.id),
    asks: 'What is your level of proficiency in English?',
    env: () => ({ JOBS_SOURCE: 'recruitee:medinest', RECRUITEE_API_URL: ats.url }),
  },
  {
    name: 'Ashby',
    jobId: ASHBY_JOB,
    asks: 'Are you able to work in the UK without sponsorship?',
    env: () => ({ JOBS_SOURCE: 'ashby:medinest', ASHBY_API_URL: ats.url, ASHBY_API_KEY: KEYS.ashby }),
  },
  {
    name: 'SmartRecruiters',
    jobId: SR_POSTING,
    asks: 'What is your notice period?',
    env: () => ({
      JOBS_SOURCE: 'smartrecruiters:Medinest',
      SMARTRECRUITERS_API_URL: ats.url,
      SMARTRECRUITERS_API_KEY: KEYS.smartrecruiters,
    }),
  },
];

describe.each(boards)("a $name job's own questions in the browser", ({ name, jobId, asks, env }) => {
  const site = useSite({ env });

  for (const javaScriptEnabled of [true, false]) {
    it(`are asked, refused unanswered, answered and shown for review (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async () => {
      const { page, problems, close } = await site.open({ javaScriptEnabled });
      await openJobQuestions(page, jobId);
      await expect(page.locator('h1').textContent()).resolves.toBe('Questions for this job');
      await expect(page.getByText(asks, { exact: false }).count()).resolves.toBeGreaterThan(0);

      await page.getByRole('button', { name: 'Continue' }).click();
      await page.locator('.error-summary li').first().waitFor();
      if (javaScriptEnabled) await expectNoAxeViolations(page);
      await saveScreenshot(page, `job-questions-${name.toLowerCase()}-refused`, { fullPage: true });

      const chosen = await answerEverything(page);
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.waitForURL(/\/carrers\/Education$/);

      await page.goto('/ReveiwSubmit');
      const review = await page.locator('section[aria-labelledby="review-questions"]').textContent();
      for (const label of chosen) expect(review, label).toContain(label);
      if (javaScriptEnabled) expect(problems).toEqual([]);
      await close();
    });
  }
});
