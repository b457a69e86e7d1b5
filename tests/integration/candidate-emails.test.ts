import { afterAll, describe, expect, it } from 'vitest';
import { validAnswers } from '../support/application-answers';
import { emulatorHost } from '../support/auth-emulator';
import { candidate, uniqueEmail } from '../support/candidate-browser';
import { eventually } from '../support/eventually';
import { startSmtpSink } from '../support/smtp-sink';
import { createTestApp } from '../support/test-app';

const cleanups: (() => Promise<void>)[] = [];
afterAll(() => Promise.all(cleanups.map((cleanup) => cleanup())));

const PUBLIC_URL = 'https://careers.example.test';

/** A server that emails through a real SMTP sink on loopback, delivering at once. */
async function mailingServer(env: Record<string, string> = {}) {
  const smtp = await startSmtpSink();
  cleanups.push(smtp.close);
  const { app, logLines } = await createTestApp({
    env: {
      FIREBASE_AUTH_EMULATOR_HOST: emulatorHost(),
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Medinest Careers <careers@medinest.example>',
      OUTBOX_POLL_MS: '50',
      ...env,
    },
  });
  return { app, smtp, logLines };
}

/** Signs in as `account` and applies with `typed` in the contact step. */
async function applyAs(app: Parameters<typeof candidate>[0], account: string, typed: string) {
  const browser = candidate(app);
  await browser.signIn(account);
  await browser.fillEverything({ contact: { ...validAnswers.contact, email: typed } });
  expect((await browser.post('/api/application/submit')).status).toBe(201);
}

describe("a candidate's confirmation email", () => {
  it("goes to the signed-in account's verified address, never to one typed in the contact step", async () => {
    const { app, smtp } = await mailingServer({ PUBLIC_URL });
    const account = uniqueEmail();
    const typed = `someone-else-${Date.now()}@victim.example`;
    await applyAs(app, account, typed);
    await eventually(() => smtp.received.length >= 1);

    expect(smtp.to(account)).toHaveLength(1);
    expect(smtp.to(typed)).toEqual([]);
    const recipients = smtp.received.flatMap((mail) => [mail.to ?? []].flat().flatMap((to) => to.value));
    expect(recipients.map((to) => to.address)).toEqual([account]);
  });

  it('links to My applications on PUBLIC_URL, in the text and the HTML', async () => {
    const { app, smtp, logLines } = await mailingServer({ PUBLIC_URL });
    const account = uniqueEmail();
    await applyAs(app, account, account);
    await eventually(() => smtp.to(account).length === 1);
    const [confirmation] = smtp.to(account);
    expect(confirmation!.text).toContain(`${PUBLIC_URL}/applications`);
    expect(confirmation!.html).toContain(`<a href="${PUBLIC_URL}/applications">${PUBLIC_URL}/applications</a>`);
    expect(logLines.filter((line) => String(line.msg).includes('PUBLIC_URL'))).toEqual([]);
  });

  it('has no link without PUBLIC_URL, and the server says so in the log at start', async () => {
    const { app, smtp, logLines } = await mailingServer();
    expect(logLines).toContainEqual(
      expect.objectContaining({
        level: 40,
        msg: 'no PUBLIC_URL: emails to candidates carry no link to their applications (set PUBLIC_URL)',
      }),
    );
    const account = uniqueEmail();
    await applyAs(app, account, account);
    await eventually(() => smtp.to(account).length === 1);
    const [confirmation] = smtp.to(account);
    expect(confirmation!.text).not.toContain('/applications');
    expect(String(confirmation!.html)).not.toContain('<a ');
  });
});
