import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { validAnswers } from '../support/application-answers';
import { useSite } from '../support/e2e-site';

const site = useSite();

/** Every URL the page asked the server for, so a test can look for answers in any of them. */
function recordUrls(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

describe('the wizard without JavaScript (a click before hydration)', () => {
  it('posts each step, so no answer reaches a URL or the server log', async () => {
    const { page, close } = await site.open({ javaScriptEnabled: false });
    const urls = recordUrls(page);
    await page.goto('/carrer/sign-up');
    for (const [name, value] of Object.entries(validAnswers.contact)) await page.fill(`#field-${name}`, value);
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await page.waitForURL(/\/carrer\/Generalquestions$/);

    await page.fill('#field-preferredStartDate', validAnswers.general.preferredStartDate);
    await page.getByRole('radio', { name: 'Yes' }).check();
    await page.selectOption('#field-howHeard', validAnswers.general.howHeard);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/carrers\/Education$/);

    await page.goto('/VoluntaryEqual');
    await page.getByRole('radio', { name: 'Female' }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/VoluntarySelf$/);

    await page.goto('/ReveiwSubmit');
    // The answers arrived: the review shows them.
    await expect(page.locator('main').textContent()).resolves.toContain('1 George Street');
    await expect(page.locator('main').textContent()).resolves.toContain('Female');

    const answers = [...Object.values(validAnswers.contact), 'LinkedIn', 'Female', '2027-02-01'];
    for (const url of urls) {
      const query = new URL(url).search;
      for (const answer of answers) expect(decodeURIComponent(query)).not.toContain(answer);
    }
    const log = site.server.output.join('\n');
    for (const answer of ['Asha', 'asha.rao@example.com', '61412345678', '1 George Street', 'LinkedIn'])
      expect(log).not.toContain(answer);
    await close();
  });

  it('shows refused answers again with their messages, and keeps them out of the URL', async () => {
    const { page, close } = await site.open({ javaScriptEnabled: false });
    await page.goto('/carrer/sign-up');
    await page.fill('#field-firstName', 'Mei');
    const response = page.waitForResponse((answer) => answer.request().method() === 'POST');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    expect((await response).status()).toBe(400);
    expect(new URL(page.url()).search).toBe('');
    await expect(page.locator('#field-lastName-error').textContent()).resolves.toBe('Please enter your last name.');
    await expect(page.locator('#field-firstName').inputValue()).resolves.toBe('Mei');
    await close();
  });

  it('lets the candidate confirm the Acknowledge step (its button is not disabled before the script runs)', async () => {
    const { page, close } = await site.open({ javaScriptEnabled: false });
    await page.goto('/Acknowledge');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/VoluntaryEqual$/);
    await close();
  });

  it('takes the sign-in page’s email to the contact step by post, not in the URL, and starts the form with it', async () => {
    const { page, close } = await site.open({ javaScriptEnabled: false });
    const urls = recordUrls(page);
    await page.goto('/carrer/sign-in');
    await page.fill('#sign-in-email', 'mei.lin@example.com');
    const response = page.waitForResponse((answer) => answer.request().method() === 'POST');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    expect((await response).status()).toBe(200);
    await expect(page.locator('#field-email').inputValue()).resolves.toBe('mei.lin@example.com');
    // Nothing was refused: the form starts without messages.
    await expect(page.locator('#field-firstName-error').count()).resolves.toBe(0);
    for (const url of urls) expect(decodeURIComponent(url)).not.toContain('mei.lin@example.com');
    await close();
  });
});
