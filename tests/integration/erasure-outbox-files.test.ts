import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/storage/storage';
import { emulatorHost } from '../support/auth-emulator';
import { appliedCandidate, uniqueEmail } from '../support/candidate-browser';
import { emlFiles } from '../support/data-dir-files';
import { eventually } from '../support/eventually';
import { createTestApp, freshDataDir } from '../support/test-app';
import { databaseEnvFor, silentLogger, type TestDatabaseKind } from '../support/test-database';
import { sessionCookieFrom } from '../support/session-cookie';
import { askLink, linkingSite, signInWithLink } from '../support/sign-in-links';

const cleanups: (() => Promise<void>)[] = [];
afterAll(() => Promise.all(cleanups.map((cleanup) => cleanup())));

describe.each<TestDatabaseKind>(['SQLite', 'Postgres'])('a server without SMTP_URL, on %s', (kind) => {
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

  it("removes the candidate's .eml files with their erasure, and leaves another candidate's", async () => {
    const mei = await appliedCandidate(app, 'Mei', 'Lin');
    const jose = await appliedCandidate(app, 'Zephyrine', 'Quillfeather');
    const about = (files: { text: string }[], who: { email: string; reference: string }) =>
      files.filter((file) => file.text.includes(who.email) || file.text.includes(who.reference));
    // Each submission: the candidate's confirmation and the team's notice.
    await eventually(async () => about(await emlFiles(dataDir), jose).length === 2, 15_000, "Zephyrine's emails");
    await eventually(async () => about(await emlFiles(dataDir), mei).length === 2, 15_000, "Mei's emails");

    expect((await jose.delete('/api/me')).status).toBe(204);

    const left = await emlFiles(dataDir);
    expect(about(left, jose)).toEqual([]);
    expect(left.filter((file) => /Zephyrine|Quillfeather/.test(file.text))).toEqual([]);
    expect(about(left, mei)).toHaveLength(2);
  });
});

describe.each<TestDatabaseKind>(['SQLite', 'Postgres'])(
  'erasure after signing in by an emailed link, on %s',
  (kind) => {
    it("removes the sign-in email's outbox row and .eml, and leaves another address's", async () => {
      const env = await databaseEnvFor(kind, cleanups);
      const { app, config, files, emails } = await linkingSite(env);
      const [asha, other] = [uniqueEmail(), uniqueEmail()];
      await askLink(app, { email: asha }).expect(202);
      await askLink(app, { email: other }, '198.51.100.22').expect(202);
      const mails = await emails(2);
      const link = /^http\S+$/m.exec(String(mails.find((mail) => mail.text?.includes(asha))!.text))![0];
      const signedIn = await signInWithLink(link, asha);
      const session = await request(app).post('/api/session').send({ idToken: signedIn.body.idToken }).expect(200);
      const cookie = sessionCookieFrom(session.headers['set-cookie'])!;

      await request(app).delete('/api/me').set('Cookie', cookie).expect(204);

      const left = await emlFiles(config.DATA_DIR);
      expect(files()).toHaveLength(1);
      expect(left.filter((file) => file.text.includes(asha))).toEqual([]);
      expect(left.filter((file) => file.text.includes(other))).toHaveLength(1);
      const { db } = await openDatabase(config, silentLogger);
      try {
        const payloads = (await db.selectFrom('outbox').select('payload').execute()).map((row) => row.payload);
        expect(payloads.filter((payload) => payload.includes(asha))).toEqual([]);
        expect(payloads.filter((payload) => payload.includes(other))).toHaveLength(1);
      } finally {
        await db.destroy();
      }
    });
  },
);
