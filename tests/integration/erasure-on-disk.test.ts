import { randomBytes } from 'node:crypto';
import { stat } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { draftSteps } from '../../shared/application/steps';
import { pdfOfSize, validAnswers } from '../support/application-answers';
import { emulatorHost, mintGoogleUser } from '../support/auth-emulator';
import { appliedCandidate, candidate, uniqueEmail } from '../support/candidate-browser';
import { filesHolding, walk } from '../support/data-dir-files';
import { eventually } from '../support/eventually';
import { createTestApp, freshDataDir } from '../support/test-app';
import { databaseEnvFor, type TestDatabaseKind } from '../support/test-database';

const cleanups: (() => Promise<void>)[] = [];
afterAll(() => Promise.all(cleanups.map((cleanup) => cleanup())));

describe.each<TestDatabaseKind>(['SQLite', 'Postgres'])('an erased candidate on disk, on %s', (kind) => {
  const dataDir = freshDataDir();
  let app: Awaited<ReturnType<typeof createTestApp>>['app'];
  beforeAll(async () => {
    const env = {
      DATA_DIR: dataDir,
      FIREBASE_AUTH_EMULATOR_HOST: emulatorHost(),
      NOTIFY_EMAILS: 'hiring@medinest.example',
      OUTBOX_POLL_MS: '50',
      ...(await databaseEnvFor(kind, cleanups)),
    };
    ({ app } = await createTestApp({ env }));
  });

  it('leaves no file under DATA_DIR holding their name, emails, uid or resume', async () => {
    const firstName = `Ysolde${randomBytes(3).toString('hex')}`;
    const lastName = `Brackenridge${randomBytes(3).toString('hex')}`;
    const accountEmail = uniqueEmail();
    const contactEmail = `typed-${randomBytes(4).toString('hex')}@example.org`;
    // A PDF with a line of its own that nothing else on the site writes.
    const resumeMark = `resume-body-${randomBytes(12).toString('hex')}`;
    const pdf = pdfOfSize(40_000);
    pdf.write(resumeMark, 20_000, 'latin1');

    const browser = candidate(app);
    const user = await mintGoogleUser(accountEmail, `${firstName} ${lastName}`);
    expect((await browser.post('/api/session', { idToken: user.idToken })).status).toBe(200);
    for (const step of draftSteps) {
      const body =
        step === 'contact' ? { ...validAnswers.contact, firstName, lastName, email: contactEmail } : validAnswers[step];
      expect((await browser.put(`/api/application/draft/${step}`, body)).status).toBe(200);
    }
    expect((await browser.upload(pdf)).status).toBe(201);
    expect((await browser.post('/api/application/submit')).status).toBe(201);

    const secrets = {
      firstName: Buffer.from(firstName),
      lastName: Buffer.from(lastName),
      accountEmail: Buffer.from(accountEmail),
      contactEmail: Buffer.from(contactEmail),
      uid: Buffer.from(user.uid),
      resume: Buffer.from(resumeMark, 'latin1'),
    };
    // The confirmation and the team's notice written as .eml files (no SMTP_URL): the candidate is on disk.
    await eventually(
      async () => (await filesHolding(dataDir, secrets)).some(({ file }) => file.endsWith('.eml')),
      15_000,
      'the emails of the submission',
    );

    expect((await browser.delete('/api/me')).status).toBe(204);

    expect(await filesHolding(dataDir, secrets)).toEqual([]);
  });

  it("keeps every file under DATA_DIR the server's alone: files 0600, folders 0700", async () => {
    await appliedCandidate(app, 'Mei', 'Lin');
    await eventually(async () => (await walk(dataDir)).some(({ path }) => path.endsWith('.eml')), 15_000, 'an email');
    const entries = await walk(dataDir);
    const modes = await Promise.all(
      entries.map(async ({ path, isFolder }) => ({
        path: path.slice(dataDir.length),
        mode: ((await stat(path)).mode & 0o777).toString(8),
        expected: isFolder ? '700' : '600',
      })),
    );
    expect(modes.filter(({ mode, expected }) => mode !== expected)).toEqual([]);
  });
});
