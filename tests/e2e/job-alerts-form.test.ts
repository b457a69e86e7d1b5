import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../support/axe';
import { uniqueEmail } from '../support/candidate-browser';
import { pageReady, useSite } from '../support/e2e-site';
import { eventually } from '../support/eventually';
import { type SmtpSink, startSmtpSink } from '../support/smtp-sink';

const PUBLIC_URL = 'https://careers.example.test';
const SENT = 'Check your inbox: we sent a link to confirm this alert.';

let smtp: SmtpSink;
beforeAll(async () => {
  smtp = await startSmtpSink();
});
afterAll(() => smtp?.close());

// The server under test inherits FIREBASE_AUTH_EMULATOR_HOST from `npm test`'s emulator.
const site = useSite({
  env: () => ({
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Medinest Careers <careers@medinest.example>',
    PUBLIC_URL,
    OUTBOX_POLL_MS: '50',
  }),
});

/** The path of the confirmation link in the latest email to `email`. */
function confirmPathOf(email: string): string {
  const text = smtp.to(email).at(-1)?.text ?? '';
  const found = new RegExp(`${PUBLIC_URL}(/alerts/confirm\\?token=[^\\s]+)`).exec(text)?.[1];
  expect(found, text).toBeDefined();
  return found as string;
}

describe('“Email me jobs like these” on /joblistings', () => {
  it('subscribes a visitor to the search on screen without JavaScript, and the email’s link confirms it', async () => {
    const { page, close } = await site.open({ javaScriptEnabled: false });
    await page.goto('/joblistings?q=engineer&location=onsite');
    const email = uniqueEmail();
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('How often').selectOption('daily');
    const response = page.waitForResponse((answer) => answer.request().method() === 'POST');
    await page.getByRole('button', { name: 'Email me' }).click();
    expect((await response).status()).toBe(200);
    await expect(page.getByRole('status').filter({ hasText: SENT }).count()).resolves.toBe(1);
    // The search stays on screen, and the address never reaches a URL.
    expect(new URL(page.url()).search).toBe('?q=engineer&location=onsite');

    await eventually(() => smtp.to(email).length === 1, 10_000, 'the confirmation email');
    // The search is shown by the page the link opens, never in an email to an unverified address.
    expect(smtp.to(email)[0]?.text).not.toContain('engineer');
    await page.goto(confirmPathOf(email));
    await expect(page.locator('h1').textContent()).resolves.toBe('Confirm your job alert');
    await expect(
      page.getByText('Jobs matching “engineer”, on-site, emailed to you once a day when there are new ones.').count(),
    ).resolves.toBe(1);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.locator('h1', { hasText: 'Your job alert is confirmed' }).waitFor();
    await close();
  });

  it('answers in place with JavaScript, with no console problems or axe violations', async () => {
    const { page, problems, close } = await site.open();
    await page.goto('/joblistings?q=designer');
    await pageReady(page);
    const email = uniqueEmail();
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Email me' }).click();
    await page.getByText(SENT).waitFor();
    await expectNoAxeViolations(page);
    await eventually(() => smtp.to(email).length === 1, 10_000, 'the confirmation email');
    expect(smtp.to(email)[0]?.text).not.toContain('designer');
    expect(problems).toEqual([]);
    await close();
  });
});
