import { once } from 'node:events';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { validAnswers } from '../support/application-answers';
import { emulatorHost } from '../support/auth-emulator';
import { candidate, uniqueEmail } from '../support/candidate-browser';
import { eventually } from '../support/eventually';
import { applyOverHttp } from '../support/http-applicant';
import { outboxRows } from '../support/outbox-rows';
import { type ServerProcess, startServer } from '../support/server-process';
import { type SmtpSink, startSmtpSink } from '../support/smtp-sink';
import { createTestApp, freshDataDir } from '../support/test-app';
import { databaseEnvFor } from '../support/test-database';
import { withConcurrency } from '../support/with-concurrency';

// Notifications are never lost: the outbox against an SMTP service that is down for
// the whole of 200 submissions, and against a kill -9 of the server in the middle of delivering.
// Figures in RELIABILITY.md.

const cleanups: (() => Promise<void>)[] = [];
afterAll(() => Promise.all(cleanups.map((cleanup) => cleanup())));
let servers: ServerProcess[] = [];
afterEach(async () => {
  await Promise.all(servers.map((server) => server.stop().catch(() => null)));
  servers = [];
});

const TEAM = 'hiring@medinest.example';
const notificationEnv = () => ({
  FIREBASE_AUTH_EMULATOR_HOST: emulatorHost(),
  MAIL_FROM: 'Medinest Careers <careers@medinest.example>',
  NOTIFY_EMAILS: TEAM,
  // Retries and polls in tens of milliseconds, so an outage of seconds is many attempts.
  OUTBOX_POLL_MS: '50',
  OUTBOX_RETRY_MS: '50',
  // Every candidate here comes from one address, far faster than a person: no limit may refuse them.
  AUTH_RATE_LIMIT_PER_MINUTE: '10000',
  APPLICATION_RATE_LIMIT_PER_MINUTE: '1000000',
});

/** What the mail server received: messages, distinct Message-IDs, and the ids that came more than once. */
function deliveries(smtp: SmtpSink) {
  const ids = smtp.received.map((mail) => mail.messageId ?? '');
  const distinct = new Set(ids);
  return { received: ids.length, distinct: distinct.size, duplicates: ids.length - distinct.size, ids };
}

/** The references in the team's notices ("New application: <title> (<reference>)"). */
const referencesNoticed = (smtp: SmtpSink) =>
  smtp.to(TEAM).map((mail) => /\(([^()]+)\)$/.exec(mail.subject ?? '')?.[1]);

async function emptyDatabase(kind: 'SQLite' | 'Postgres'): Promise<{ DATA_DIR: string; DATABASE_URL?: string }> {
  return { DATA_DIR: freshDataDir(), ...(await databaseEnvFor(kind, cleanups)) };
}

const seconds = (ms: number) => (ms / 1000).toFixed(1);

describe.each(['SQLite', 'Postgres'] as const)('SMTP down during 200 submissions on %s', (kind) => {
  it(
    'answers every submission 201 at once, and once SMTP is back delivers 200 confirmations and 200 notices, each once',
    { timeout: 600_000 },
    async () => {
      const smtp = await startSmtpSink();
      cleanups.push(smtp.close);
      await smtp.stop();
      const database = await emptyDatabase(kind);
      const { app, logLines } = await createTestApp({ env: { ...database, ...notificationEnv(), SMTP_URL: smtp.url } });

      const started = Date.now();
      const submitMs: number[] = [];
      const applicants = await withConcurrency(200, 10, async () => {
        const browser = candidate(app);
        const email = uniqueEmail();
        await browser.signIn(email);
        await browser.fillEverything({ contact: { ...validAnswers.contact, email } });
        const before = performance.now();
        const submitted = await browser.post('/api/application/submit');
        submitMs.push(performance.now() - before);
        return { email, status: submitted.status, reference: submitted.body.data?.reference as string };
      });
      const submittedIn = Date.now() - started;
      // Every candidate was answered while the mail server was down: the answer waited for no email.
      expect(applicants.map((applicant) => applicant.status)).toEqual(Array(200).fill(201));
      expect(smtp.received).toHaveLength(0);
      // Each of the 400 messages was tried, and failed, while it was down.
      const failedIds = () =>
        new Set(logLines.filter((line) => line.msg === 'delivery failed; will retry').map((line) => line.outboxId));
      await eventually(() => failedIds().size === 400, 30_000, 'a failed attempt of every message');
      const outageMs = Date.now() - started;

      await smtp.start();
      const upAt = Date.now();
      // Retries back off exponentially while SMTP is down: the oldest messages' next attempt can be
      // about as far after the outage as the outage was long.
      // The bound follows the outage's length (a loaded machine makes both longer): a bound against a
      // hang, not a timing.
      await eventually(
        () => smtp.received.length >= 400,
        Math.max(90_000, 2 * outageMs + 30_000),
        '400 emails delivered',
      );
      const deliveredIn = Date.now() - upAt;
      // Closing waits for the delivery pass under way: what has arrived now is all that ever will.
      await app.close();

      const { received, distinct } = deliveries(smtp);
      expect(received).toBe(400);
      expect(distinct).toBe(400);
      for (const { email } of applicants) expect(smtp.to(email), email).toHaveLength(1);
      expect(referencesNoticed(smtp).sort()).toEqual(applicants.map((applicant) => applicant.reference).sort());
      const rows = await outboxRows(database);
      expect(rows).toMatchObject({ sent: 400, unsent: 0 });
      const failures = logLines.filter((line) => line.msg === 'delivery failed; will retry').length;
      console.log(
        `outbox, SMTP down on ${kind}: 200 submissions in ${seconds(submittedIn)} s (slowest submit ` +
          `${Math.round(Math.max(...submitMs))} ms), ${failures} failed attempts during ${seconds(outageMs)} s down ` +
          `(at most ${rows.mostFailures} for one message); SMTP up: ${received} emails, ${distinct} distinct ` +
          `Message-IDs, in ${seconds(deliveredIn)} s`,
      );
    },
  );
});

describe('a kill -9 of the server while it delivers', () => {
  it('delivers every message after a restart on the same data, each at least once', { timeout: 120_000 }, async () => {
    const smtp = await startSmtpSink();
    cleanups.push(smtp.close);
    // A slow mail server: each message is held 2 s before it is acknowledged.
    smtp.state.ackDelayMs = 2_000;
    mkdirSync('tests/.tmp/data', { recursive: true });
    const env = {
      ...notificationEnv(),
      DATA_DIR: mkdtempSync(resolve('tests/.tmp/data/outbox-crash-')),
      SESSION_SECRET: 'a-secret-that-outlives-a-crash!!!',
      SMTP_URL: smtp.url,
      // A message leased by the killed process is another's to send a second after the kill.
      OUTBOX_LEASE_MS: '1000',
    };
    const first = await startServer({ env });
    servers.push(first);
    const applicants = await withConcurrency(40, 10, () => applyOverHttp(first.url, uniqueEmail()));
    expect(applicants.map((applicant) => applicant.status)).toEqual(Array(40).fill(201));
    const expected = 80;

    // In the middle of delivering: some messages acknowledged, some at the mail server still
    // unacknowledged (in flight), the rest not yet sent.
    const acknowledged = () => smtp.received.length - smtp.state.awaitingAck;
    await eventually(() => acknowledged() > 0 && smtp.state.awaitingAck >= 10, 30_000, 'messages sent and in flight');
    const exited = once(first.child, 'exit');
    first.child.kill('SIGKILL');
    await exited;
    const atKill = { received: smtp.received.length, inFlight: smtp.state.awaitingAck };
    const receivedBeforeKill = new Set(deliveries(smtp).ids);
    expect(atKill.received).toBeLessThan(expected);

    smtp.state.ackDelayMs = 0;
    const second = await startServer({ env });
    servers.push(second);
    await eventually(() => deliveries(smtp).distinct === expected, 60_000, 'every message delivered');
    // A message that reached the mail server before the kill was never recorded as sent: the
    // restarted server sends it again once its lease has run out, and only then is the outbox empty.
    await eventually(async () => (await outboxRows(env)).unsent === 0, 60_000, 'every outbox row sent');
    // A graceful stop waits for the delivery pass under way: nothing arrives after it.
    expect(await second.stop()).toBe(0);

    const { received, distinct, duplicates, ids } = deliveries(smtp);
    expect(distinct).toBe(expected);
    for (const { email } of applicants) expect(smtp.to(email).length, email).toBeGreaterThanOrEqual(1);
    expect(new Set(referencesNoticed(smtp))).toEqual(new Set(applicants.map((applicant) => applicant.reference)));
    // Only a message that had reached the mail server before the kill can come twice.
    const twice = ids.filter((id, index) => ids.indexOf(id) !== index);
    for (const id of twice) expect(receivedBeforeKill.has(id), id).toBe(true);
    expect(await outboxRows(env)).toMatchObject({ sent: expected, unsent: 0 });
    console.log(
      `outbox crash test: ${expected} emails; at the kill -9 ${atKill.received - atKill.inFlight} acknowledged, ` +
        `${atKill.inFlight} in flight, ${expected - atKill.received} not yet sent; after the restart ` +
        `${distinct} distinct Message-IDs delivered in ${received} messages (${duplicates} duplicates)`,
    );
  });
});
