import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Webhook, WebhookVerificationError } from 'standardwebhooks';
import { afterAll, describe, expect, it } from 'vitest';
import { requisition } from '../../shared/application/requisition';
import { validAnswers } from '../support/application-answers';
import { emulatorHost } from '../support/auth-emulator';
import { candidate, uniqueEmail } from '../support/candidate-browser';
import { startSmtpSink } from '../support/smtp-sink';
import { eventually } from '../support/eventually';
import { quietPeriod } from '../support/quiet-period';
import { createTestApp, freshDataDir } from '../support/test-app';
import { databaseEnvFor } from '../support/test-database';
import { type ReceivedWebhook, startWebhookSink } from '../support/webhook-sink';

const cleanups: (() => Promise<void>)[] = [];
afterAll(() => Promise.all(cleanups.map((cleanup) => cleanup())));

const TEAM = ['hiring@medinest.example', 'lead@medinest.example'];
/** A Standard Webhooks secret, as docs/configuration.md (WEBHOOK_SECRET) shows how to make one. */
const WEBHOOK_SECRET = `whsec_${randomBytes(32).toString('base64')}`;
/** Retries and polls in tens of milliseconds, so an outage of a second is many attempts. */
const fastOutbox = { OUTBOX_POLL_MS: '50', OUTBOX_RETRY_MS: '50' };

/**
 * A receiver's check of a webhook call, as docs/jobs-and-ats.md shows it: the `standardwebhooks`
 * library (not the sender's code) given the raw body and the headers; the parsed body, or the
 * library's refusal.
 */
function verifiedBody(secret: string, call: Pick<ReceivedWebhook, 'body' | 'headers'>): unknown {
  const headers = Object.fromEntries(
    Object.entries(call.headers).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
  try {
    return new Webhook(secret).verify(call.body, headers);
  } catch (error) {
    if (error instanceof WebhookVerificationError) return error;
    throw error;
  }
}

/** An empty database of the kind, for counting messages without other tests' rows. */
async function emptyDatabase(kind: 'SQLite' | 'Postgres'): Promise<Record<string, string>> {
  return { DATA_DIR: freshDataDir(), ...(await databaseEnvFor(kind, cleanups)) };
}

async function applicant(app: Parameters<typeof candidate>[0], email = uniqueEmail()) {
  const browser = candidate(app);
  await browser.signIn(email);
  await browser.fillEverything({ contact: { ...validAnswers.contact, firstName: 'Mei', lastName: 'Lin', email } });
  const submitted = await browser.post('/api/application/submit');
  expect(submitted.status).toBe(201);
  return { email, reference: submitted.body.data.reference as string, id: submitted.body.data.id as string };
}

describe.each(['SQLite', 'Postgres'] as const)('notifications of a submission on %s', (kind) => {
  it('email the candidate and the team and call the signed webhook, each once with a stable id', async () => {
    const smtp = await startSmtpSink();
    const webhook = await startWebhookSink();
    cleanups.push(smtp.close, webhook.close);
    const { app } = await createTestApp({
      env: {
        ...(await emptyDatabase(kind)),
        ...fastOutbox,
        FIREBASE_AUTH_EMULATOR_HOST: emulatorHost(),
        SMTP_URL: smtp.url,
        MAIL_FROM: 'Medinest Careers <careers@medinest.example>',
        NOTIFY_EMAILS: TEAM.join(','),
        WEBHOOK_URL: webhook.url,
        WEBHOOK_SECRET,
      },
    });
    const { email, reference, id: appId } = await applicant(app);
    await eventually(() => smtp.received.length === 2 && webhook.received.length === 1);

    const [confirmation] = smtp.to(email);
    expect(confirmation!.subject).toBe(`We received your application: ${requisition.title}`);
    expect(confirmation!.from?.value).toEqual([{ name: 'Medinest Careers', address: 'careers@medinest.example' }]);
    expect(confirmation!.text).toContain(`Dear Mei,`);
    expect(confirmation!.text).toContain(`Your reference is ${reference}.`);
    expect(confirmation!.html).toContain(`<strong>${reference}</strong>`);
    expect(confirmation!.messageId).toMatch(/^<[0-9a-f-]{36}@medinest\.example>$/);

    const [notice] = smtp.to(TEAM[0]!);
    expect(smtp.to(TEAM[1]!)).toEqual([notice]);
    expect(notice!.subject).toBe(`New application: ${requisition.title} (${reference})`);
    expect(notice!.text).toContain(`Candidate: Mei Lin <${email}>`);
    // The equal-opportunity answers never travel with an application.
    for (const mail of smtp.received) expect(`${mail.text}${mail.html}`).not.toContain(validAnswers.eeo.gender);

    const [call] = webhook.received;
    const id = call!.headers['webhook-id'] as string;
    const timestamp = call!.headers['webhook-timestamp'] as string;
    expect(timestamp).toMatch(/^\d+$/);
    expect(Math.abs(Date.now() / 1000 - Number(timestamp))).toBeLessThan(60);
    expect(call!.headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]{43}=$/);
    const body = verifiedBody(WEBHOOK_SECRET, call!);
    expect(body).toEqual(JSON.parse(call!.body));
    // The id the receiver de-duplicates by: the same in the body and on every retry.
    expect(body).toMatchObject({
      id,
      event: 'application.submitted',
      data: { applicationId: appId, reference, jobId: requisition.id },
    });
    // What the signature protects: the body byte for byte, the message id, the time and the secret.
    const refused = (changed: Partial<ReceivedWebhook>, secret = WEBHOOK_SECRET) =>
      verifiedBody(secret, { ...call!, ...changed });
    const tampered = call!.body.replace(reference, 'R-TAMPERED');
    expect(tampered).not.toBe(call!.body);
    expect(refused({ body: tampered })).toBeInstanceOf(WebhookVerificationError);
    expect(refused({ body: JSON.stringify(JSON.parse(call!.body), null, 1) })).toBeInstanceOf(WebhookVerificationError);
    expect(refused({ headers: { ...call!.headers, 'webhook-id': `${id}-replayed` } })).toBeInstanceOf(
      WebhookVerificationError,
    );
    expect(
      refused({ headers: { ...call!.headers, 'webhook-timestamp': String(Number(timestamp) - 30) } }),
    ).toBeInstanceOf(WebhookVerificationError);
    expect(refused({}, `whsec_${randomBytes(32).toString('base64')}`)).toBeInstanceOf(WebhookVerificationError);
    expect(JSON.stringify(body)).not.toContain(email);
  });

  it('answer the candidate at once while SMTP and the webhook are down, and deliver once they are back, also after a restart', async () => {
    const smtp = await startSmtpSink();
    const webhook = await startWebhookSink();
    cleanups.push(smtp.close, webhook.close);
    await smtp.stop();
    webhook.state.failWith = 503;
    const env = {
      ...(await emptyDatabase(kind)),
      ...fastOutbox,
      FIREBASE_AUTH_EMULATOR_HOST: emulatorHost(),
      SMTP_URL: smtp.url,
      MAIL_FROM: 'careers@medinest.example',
      NOTIFY_EMAILS: TEAM[0]!,
      WEBHOOK_URL: webhook.url,
      WEBHOOK_SECRET,
    };
    const first = await createTestApp({ env });
    const before = await applicant(first.app);
    // Retried while down: the log says so, nothing is lost.
    await eventually(() => first.logLines.filter((line) => line.msg === 'delivery failed; will retry').length >= 6);
    await first.app.close();

    const second = await createTestApp({ env });
    const after = await applicant(second.app);
    await smtp.start();
    webhook.state.failWith = 0;
    await eventually(() => smtp.received.length === 4 && webhook.received.length === 2);
    expect(smtp.to(before.email)).toHaveLength(1);
    expect(smtp.to(after.email)).toHaveLength(1);
    expect(smtp.to(TEAM[0]!).map((mail) => mail.subject)).toEqual(
      expect.arrayContaining([expect.stringContaining(before.reference), expect.stringContaining(after.reference)]),
    );
    const ids = smtp.received.map((mail) => mail.messageId);
    expect(new Set(ids).size).toBe(4);
  });
});

describe('without SMTP_URL', () => {
  it('writes each email as an .eml file into DATA_DIR/outbox and logs where', async () => {
    const dataDir = freshDataDir();
    const { app, logLines } = await createTestApp({
      env: { DATA_DIR: dataDir, ...fastOutbox, FIREBASE_AUTH_EMULATOR_HOST: emulatorHost(), NOTIFY_EMAILS: TEAM[0]! },
    });
    const { email, reference } = await applicant(app);
    await eventually(
      () => logLines.filter((line) => line.msg?.toString().startsWith('no SMTP_URL: email written')).length === 2,
    );
    const files = readdirSync(join(dataDir, 'outbox'));
    expect(files).toHaveLength(2);
    const written = files.map((file) => readFileSync(join(dataDir, 'outbox', file), 'utf8'));
    expect(written.find((message) => message.includes(`To: ${email}`))).toContain(reference);
    const logged = logLines.filter((line) => line.msg?.toString().startsWith('no SMTP_URL: email written'));
    expect(logged.map((line) => line.file).sort()).toEqual(files.map((file) => join(dataDir, 'outbox', file)).sort());
  });
});

describe('two replicas delivering one Postgres outbox', () => {
  it('send each message once', async () => {
    const smtp = await startSmtpSink();
    cleanups.push(smtp.close);
    const env = {
      ...(await emptyDatabase('Postgres')),
      ...fastOutbox,
      FIREBASE_AUTH_EMULATOR_HOST: emulatorHost(),
      SMTP_URL: smtp.url,
      MAIL_FROM: 'careers@medinest.example',
      NOTIFY_EMAILS: TEAM[0]!,
    };
    const [one, two] = await Promise.all([createTestApp({ env }), createTestApp({ env })]);
    const applicants = await Promise.all(Array.from({ length: 10 }, (_, i) => applicant((i % 2 ? one! : two!).app)));
    await eventually(() => smtp.received.length >= 20);
    // A message both replicas took would come a second time after the first was recorded sent.
    await quietPeriod(500);
    expect(smtp.received).toHaveLength(20);
    expect(new Set(smtp.received.map((mail) => mail.messageId)).size).toBe(20);
    for (const { email } of applicants) expect(smtp.to(email)).toHaveLength(1);
  });
});
