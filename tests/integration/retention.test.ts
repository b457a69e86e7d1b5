import { mkdirSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApplicationStore } from '../../server/application/application-store';
import { createCandidateStore } from '../../server/candidate/candidate-store';
import { openDatabase } from '../../server/storage/storage';
import { pdfOfSize, storedApplication, validAnswers } from '../support/application-answers';
import { filesHolding } from '../support/data-dir-files';
import { eventually } from '../support/eventually';
import { createTestApp } from '../support/test-app';
import { migratedTestDatabase, silentLogger, type TestDatabaseKind } from '../support/test-database';

const DAY = 86_400_000;
const email = { kind: 'email' as const, to: ['x@example.com'], subject: 'Hello', text: 'Hello', html: '<p>Hello</p>' };

/** An application submitted `daysAgo`, with a resume uploaded `resumeDaysAgo` and its confirmation sent. */
async function seed(database: Awaited<ReturnType<typeof migratedTestDatabase>>, uid: string, daysAgo: number) {
  const store = createApplicationStore(database.db, database.dialect);
  await store.replaceResume(`user:${uid}`, { fileName: `${uid}.pdf`, size: 1024, content: pdfOfSize() });
  await store.submit(`user:${uid}`, storedApplication(uid, { submittedAt: Date.now() - daysAgo * DAY }), [email]);
  await database.db
    .updateTable('outbox')
    .set({ created_at: Date.now() - daysAgo * DAY, sent_at: Date.now() - daysAgo * DAY })
    .where('application_id', '=', `app-${uid}`)
    .execute();
}

const ids = async (
  db: Awaited<ReturnType<typeof migratedTestDatabase>>['db'],
  table: 'applications' | 'voluntary_answers' | 'application_events' | 'outbox' | 'resumes',
) => (await db.selectFrom(table).selectAll().execute()) as Record<string, unknown>[];

describe.each<TestDatabaseKind>(['SQLite', 'Postgres'])('the retention purge on %s', (kind) => {
  let database: Awaited<ReturnType<typeof migratedTestDatabase>>;
  beforeAll(async () => {
    database = await migratedTestDatabase(kind);
  });
  afterAll(() => database.close());

  it('erases applications, resumes and sent messages older than the period, and nothing else', async () => {
    const { db } = database;
    await seed(database, 'old', 400);
    await seed(database, 'recent', 10);
    // A recent application whose resume was uploaded long before it was submitted keeps its resume.
    await db
      .updateTable('resumes')
      .set({ uploaded_at: Date.now() - 500 * DAY })
      .where('owner', '=', 'application:app-recent')
      .execute();
    // A message of the recent application written long ago and sent: goes. One still unsent: stays.
    const old = Date.now() - 400 * DAY;
    await db
      .insertInto('outbox')
      .values([
        {
          id: 'sent-long-ago',
          kind: 'email',
          payload: JSON.stringify(email),
          application_id: 'app-recent',
          created_at: old,
          next_attempt_at: old,
          locked_until: null,
          sent_at: old,
          last_error: null,
        },
        {
          id: 'never-sent',
          kind: 'email',
          payload: JSON.stringify(email),
          application_id: 'app-recent',
          created_at: old,
          next_attempt_at: old,
          locked_until: null,
          sent_at: null,
          last_error: null,
        },
      ])
      .execute();
    await db
      .insertInto('application_events')
      .values({
        id: 'old-note',
        application_id: 'app-old',
        at: old,
        actor: 'r@example.com',
        kind: 'note',
        from_status: null,
        to_status: null,
        note: 'n',
      })
      .execute();
    // Drafts of signed-in candidates: a resume uploaded long ago goes, its steps and a fresh resume stay.
    const store = createApplicationStore(db, database.dialect);
    await store.replaceResume('user:drafter', { fileName: 'cv.pdf', size: 10, content: pdfOfSize(10) });
    await store.saveStep('user:drafter', 'contact', validAnswers.contact, old);
    await store.replaceResume('user:fresh', { fileName: 'cv.pdf', size: 10, content: pdfOfSize(10) });
    await db.updateTable('resumes').set({ uploaded_at: old }).where('owner', '=', 'user:drafter').execute();

    const purged = await createCandidateStore(db, database.dialect).purgeExpired(Date.now() - 365 * DAY);
    // Counted apart from what went with the old application: the draft's resume, the message sent long ago.
    expect(purged).toMatchObject({ applications: 1, resumes: 1, messages: 1 });
    // Every message deleted is named, so that its .eml file goes too: the old application's and the one sent long ago.
    expect(purged.messageIds).toHaveLength(2);
    expect(purged.messageIds).toContain('sent-long-ago');

    expect((await ids(db, 'applications')).map((row) => row.id)).toEqual(['app-recent']);
    expect((await ids(db, 'voluntary_answers')).map((row) => row.application_id)).toEqual(['app-recent']);
    expect(await ids(db, 'application_events')).toEqual([]);
    // The recent application's confirmation (sent 10 days ago) and the message never sent stay.
    const messages = await ids(db, 'outbox');
    expect(messages.map((row) => row.application_id)).toEqual(['app-recent', 'app-recent']);
    expect(messages.map((row) => row.id)).toContain('never-sent');
    expect(messages.map((row) => row.id)).not.toContain('sent-long-ago');
    expect((await ids(db, 'resumes')).map((row) => row.owner).sort()).toEqual(['application:app-recent', 'user:fresh']);
    expect(await store.readSteps('user:drafter')).toHaveLength(1);
  });
});

describe('the retention schedule', () => {
  it('erases what APPLICATION_RETENTION_DAYS says is due when the server starts', async () => {
    const database = await migratedTestDatabase('SQLite');
    try {
      await seed(database, 'stale', 40);
      await seed(database, 'current', 20);
    } finally {
      await database.db.destroy();
    }
    const stale = { email: Buffer.from('stale@example.com'), resume: Buffer.from('stale.pdf') };
    expect((await filesHolding(database.config.DATA_DIR, stale)).map(({ file }) => file)).toEqual(['careers.db']);
    const { logLines } = await createTestApp({ env: { ...database.config, APPLICATION_RETENTION_DAYS: '30' } });
    await eventually(() => logLines.some((line) => line.msg === 'retention purge'));
    expect(logLines.find((line) => line.msg === 'retention purge')).toMatchObject({ applications: 1 });
    // Nor in the database's free pages or its WAL (secure_delete, then the WAL emptied).
    expect(await filesHolding(database.config.DATA_DIR, stale)).toEqual([]);
    const { db } = await openDatabase(database.config, silentLogger);
    try {
      expect((await db.selectFrom('applications').select('id').execute()).map((row) => row.id)).toEqual([
        'app-current',
      ]);
    } finally {
      await db.destroy();
    }
  });
});

describe.each<TestDatabaseKind>(['SQLite', 'Postgres'])('the .eml files of the retention purge on %s', (kind) => {
  it('go with the messages it deletes, as do files whose message is gone; the others stay', async () => {
    const database = await migratedTestDatabase(kind);
    try {
      await seed(database, 'stale', 40);
      await seed(database, 'current', 20);
      const messageIdsOf = async (applicationId: string) =>
        (await database.db.selectFrom('outbox').select('id').where('application_id', '=', applicationId).execute()).map(
          (row) => row.id,
        );
      const stale = await messageIdsOf('app-stale');
      const current = await messageIdsOf('app-current');
      expect(stale).toHaveLength(1);
      expect(current).toHaveLength(1);
      // As a server without SMTP_URL wrote them; one left by an erasure before this release removed files.
      const folder = join(database.config.DATA_DIR, 'outbox');
      mkdirSync(folder, { recursive: true });
      const fileOf = (id: string) => join(folder, `${id}.eml`);
      for (const id of [...stale, ...current, 'erased-before-an-upgrade'])
        writeFileSync(fileOf(id), 'To: x@example.com');

      const { logLines } = await createTestApp({ env: { ...database.config, APPLICATION_RETENTION_DAYS: '30' } });
      await eventually(() => logLines.some((line) => line.msg === 'retention purge'));
      expect(logLines.find((line) => line.msg === 'retention purge')).toMatchObject({
        applications: 1,
        leftOverFiles: 1,
      });
      expect(existsSync(fileOf(stale[0]!))).toBe(false);
      expect(existsSync(fileOf('erased-before-an-upgrade'))).toBe(false);
      expect(existsSync(fileOf(current[0]!))).toBe(true);
    } finally {
      await database.close();
    }
  });
});
