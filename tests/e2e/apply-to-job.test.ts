import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { draftSteps } from '../../shared/application/steps';
import { pdfOfSize, validAnswers } from '../support/application-answers';
import { pageReady, useSite } from '../support/e2e-site';
import { freshJobsFile } from '../support/example-jobs';
import { saveScreenshot } from '../support/screenshots';

// The example jobs file's jobs (with closing dates that never pass): two jobs applied for here
// (no applyUrl), one on the company's own site.
const site = useSite({ env: { JOBS_SOURCE: `file:${freshJobsFile()}` } });

/** The wizard's banner: the job being applied for. */
const banner = async (page: Page) => ({
  job: await page.locator('.wizard-job').textContent(),
  location: await page.locator('.wizard-location').textContent(),
});

/**
 * Saves every step and a resume through the wizard's API from this browser (its session cookie):
 * the steps' pages themselves are tested in application.test.ts; here the job is what matters.
 */
async function answerEveryStep(page: Page) {
  for (const step of draftSteps) {
    const response = await page.request.put(`/api/application/draft/${step}`, { data: validAnswers[step] });
    expect(response.status(), step).toBe(200);
  }
  const upload = await page.request.post('/api/application/resume', {
    multipart: { resume: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: pdfOfSize(2_000) } },
  });
  expect(upload.status()).toBe(201);
}

async function submitOnReview(page: Page): Promise<string> {
  await page.goto('/ReveiwSubmit');
  await pageReady(page);
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect.poll(() => page.getByRole('status').filter({ hasText: 'Thank you for applying' }).count()).toBe(1);
  return (await page.locator('.confirmation .reference').textContent()) ?? '';
}

describe('applying to jobs from the jobs file', () => {
  it('applies to a job from its page, then to a second job as the same candidate', { timeout: 120_000 }, async () => {
    const { page, problems, close } = await site.open();
    await page.goto('/joblistings');
    await pageReady(page);
    await page.getByRole('link', { name: 'Backend Engineer (Node.js)', exact: true }).click();
    await page.waitForURL('**/joblistings/backend-engineer');
    await expect.poll(() => page.locator('h1').textContent()).toBe('Backend Engineer (Node.js)');

    // Apply here: on to sign-in, with the local test account of the Auth emulator.
    await page.getByRole('button', { name: 'Apply Now for Backend Engineer (Node.js)' }).first().click();
    await page.waitForURL('**/carrer/sign-in');
    await pageReady(page);
    await page.getByLabel('Test account email').fill(`two.jobs.${Date.now()}@example.com`);
    await page.getByLabel('Test account name').fill('Ravi Kumar');
    await page.getByRole('button', { name: 'Sign in with the test account' }).click();
    await page.waitForURL('**/carrer/sign-up');
    await pageReady(page);
    expect(await banner(page)).toEqual({ job: 'Backend Engineer (Node.js)', location: 'Bengaluru, Karnataka' });

    await answerEveryStep(page);
    await page.goto('/carrer/Generalquestions');
    await pageReady(page);
    expect((await banner(page)).job).toBe('Backend Engineer (Node.js)');
    const first = await submitOnReview(page);
    expect(first).toMatch(/^MDN-[A-Z2-9]{8}$/);
    expect((await banner(page)).job).toBe('Backend Engineer (Node.js)');

    // A second job: Apply goes straight to the first step, signed in, with that job in the banner.
    await page.goto('/joblistings/pharmacy-operations-intern');
    await pageReady(page);
    await page.getByRole('button', { name: 'Apply Now for Pharmacy Operations Intern' }).first().click();
    await page.waitForURL('**/carrer/sign-up');
    await pageReady(page);
    expect(await banner(page)).toEqual({ job: 'Pharmacy Operations Intern', location: 'Pune, Maharashtra' });
    await answerEveryStep(page);
    const second = await submitOnReview(page);
    expect(second).toMatch(/^MDN-[A-Z2-9]{8}$/);
    expect(second).not.toBe(first);

    const mine = (await (await page.request.get('/api/me/applications')).json()) as {
      data: { applications: { reference: string; job: { id: string } }[] };
    };
    expect(mine.data.applications.map(({ reference, job }) => [reference, job.id]).sort()).toEqual(
      [
        [first, 'backend-engineer'],
        [second, 'pharmacy-operations-intern'],
      ].sort(),
    );
    await saveScreenshot(page, 'apply-to-job-confirmation-1280', { fullPage: true });
    expect(problems).toEqual([]);
    await close();
  });

  it("sends a job with its own application site there from its page's Apply", async () => {
    const { page, close } = await site.open();
    await page.goto('/joblistings/product-designer');
    await pageReady(page);
    const apply = page.getByRole('link', { name: 'Apply Now for Product Designer' }).first();
    expect(await apply.getAttribute('href')).toBe('https://jobs.medinest.example/apply/product-designer');
    await close();
  });

  it('applies without JavaScript: the Apply form posts and the wizard shows the job', async () => {
    const { page, close } = await site.open({ javaScriptEnabled: false });
    await page.goto('/joblistings/backend-engineer');
    await page.getByRole('button', { name: 'Apply Now for Backend Engineer (Node.js)' }).first().click();
    await page.waitForURL('**/carrer/sign-in');
    await page.goto('/carrer/sign-up');
    expect(await banner(page)).toEqual({ job: 'Backend Engineer (Node.js)', location: 'Bengaluru, Karnataka' });
    await close();
  });
});
