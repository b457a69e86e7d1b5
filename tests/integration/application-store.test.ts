import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AlreadyAppliedError,
  createApplicationStore,
  ResumeQuotaError,
} from '../../server/application/application-store';
import { createLogger } from '../../server/logger';
import { openDatabase } from '../../server/storage/storage';
import { pdfOfSize, storedApplication, validAnswers } from '../support/application-answers';
import { eventually } from '../support/eventually';
import { migratedTestDatabase, type TestDatabaseKind } from '../support/test-database';

// The one store implementation, on each database the server supports, each test on an empty one.
describe.each<TestDatabaseKind>(['SQLite', 'Postgres'])('the application store on %s', (kind) => {
  let database: Awaited<ReturnType<typeof migratedTestDatabase>>;
  let store: ReturnType<typeof createApplicationStore>;
  beforeAll(async () => {
    database = await migratedTestDatabase(kind);
    store = createApplicationStore(database.db, database.dialect);
  });
  afterAll(() => database.close());

  /** Sets when an owner's resume was uploaded, as if it happened then. */
  const uploadedAt = (owner: string, at: number) =>
    database.db.updateTable('resumes').set({ uploaded_at: at }).where('owner', '=', owner).execute();

  const application = (uid: string, id?: string) => storedApplication(uid, { id });

  describe('drafts of visitors who never signed in', () => {
    it('are purged once their session has long expired', async () => {
      await store.saveStep('draft:old', 'general', validAnswers.general, 1_000);
      await store.saveStep('draft:recent', 'general', validAnswers.general, Date.now());
      await store.saveStep('user:someone', 'general', validAnswers.general, 1_000);
      await store.replaceResume('draft:old', { fileName: 'a.pdf', size: 4, content: pdfOfSize(4) });
      await uploadedAt('draft:old', 1_000);
      // A draft emptied of everything (its only resume deleted) has nothing to keep it.
      await store.replaceResume('draft:emptied', { fileName: 'a.pdf', size: 4, content: pdfOfSize(4) });
      await store.deleteResume('draft:emptied');
      expect(await store.purgeAbandonedDrafts(Date.now() - 60_000)).toBe(2);
      expect(await store.readSteps('draft:old')).toEqual([]);
      expect(await store.readResume('draft:old')).toBeNull();
      expect(await store.readSteps('draft:recent')).toHaveLength(1);
      expect(await store.readSteps('user:someone')).toHaveLength(1);
      const drafts = await database.db.selectFrom('drafts').select('owner').orderBy('owner').execute();
      expect(drafts.map((row) => row.owner)).toEqual(['draft:recent', 'user:someone']);
    });

    it('are kept whole while the visitor is still active, however old their first steps are', async () => {
      const day = 86_400_000;
      const now = Date.now();
      // Started nine days ago, still saving today: a purge age of a week must not take step one.
      await store.saveStep('draft:long-visit', 'contact', validAnswers.contact, now - 9 * day);
      await store.saveStep('draft:long-visit', 'general', validAnswers.general, now - 8 * day);
      await store.replaceResume('draft:long-visit', { fileName: 'cv.pdf', size: 4, content: pdfOfSize(4) });
      await uploadedAt('draft:long-visit', now - 9 * day);
      await store.saveStep('draft:long-visit', 'education', validAnswers.education, now - 60_000);
      // Only a resume uploaded today keeps an old draft too.
      await store.saveStep('draft:resume-today', 'contact', validAnswers.contact, now - 9 * day);
      await store.replaceResume('draft:resume-today', { fileName: 'cv.pdf', size: 4, content: pdfOfSize(4) });

      expect(await store.purgeAbandonedDrafts(now - 7 * day)).toBe(0);
      expect((await store.readSteps('draft:long-visit')).map((saved) => saved.step).sort()).toEqual([
        'contact',
        'education',
        'general',
      ]);
      expect(await store.readResume('draft:long-visit')).not.toBeNull();
      expect(await store.readSteps('draft:resume-today')).toHaveLength(1);
    });
  });

  describe('a draft made before signing in, joined to the account at sign-in', () => {
    it('keeps the account’s own answers and resume on a conflict, and takes what the account lacks', async () => {
      const account = 'user:merge-conflict' as const;
      const visitor = 'draft:merge-conflict' as const;
      const mine = { ...validAnswers.contact, firstName: 'Mei' };
      const planted = { ...validAnswers.contact, firstName: 'Mallory', email: 'mallory@example.com' };
      await store.saveStep(account, 'contact', mine, 1_000);
      await store.replaceResume(account, { fileName: 'mine.pdf', size: 4, content: pdfOfSize(4) });
      await uploadedAt(account, 1_000);
      // Newer than the account's: under "newer wins" these would replace the candidate's own.
      await store.saveStep(visitor, 'contact', planted, Date.now());
      await store.saveStep(visitor, 'general', validAnswers.general, Date.now());
      await store.replaceResume(visitor, { fileName: 'planted.pdf', size: 4, content: pdfOfSize(4) });

      await store.adoptDraft(visitor, account);

      const steps = Object.fromEntries((await store.readSteps(account)).map((saved) => [saved.step, saved.answers]));
      expect(steps).toEqual({ contact: mine, general: validAnswers.general });
      expect((await store.readResume(account))?.fileName).toBe('mine.pdf');
      expect(await store.readSteps(visitor)).toEqual([]);
      expect(await store.readResume(visitor)).toBeNull();
      // The visitor's draft went with what was not taken over (the planted resume and answers).
      expect(await database.db.selectFrom('drafts').where('owner', '=', visitor).selectAll().execute()).toEqual([]);
      const plantedResumes = await database.db
        .selectFrom('resumes')
        .select('id')
        .where('file_name', '=', 'planted.pdf')
        .execute();
      expect(plantedResumes).toEqual([]);
    });

    it('takes the visitor’s resume when the account has none', async () => {
      await store.replaceResume('draft:merge-resume', { fileName: 'new.pdf', size: 4, content: pdfOfSize(4) });
      await store.adoptDraft('draft:merge-resume', 'user:merge-resume');
      expect((await store.readResume('user:merge-resume'))?.fileName).toBe('new.pdf');
      expect(await store.readResume('draft:merge-resume')).toBeNull();
    });
  });

  describe('submitting', () => {
    it('moves the resume to the application and empties the draft', async () => {
      await store.saveStep('user:submits', 'contact', validAnswers.contact, Date.now());
      await store.replaceResume('user:submits', { fileName: 'cv.pdf', size: 4, content: pdfOfSize(4) });
      const submitted = await store.submit('user:submits', application('submits'));
      expect(submitted.reference).toBe(application('submits').reference);
      expect(await store.readSteps('user:submits')).toEqual([]);
      expect((await store.readResume(`application:${submitted.id}`))?.fileName).toBe('cv.pdf');
      expect(await store.findApplication('submits', 'R-2024-GRAD-SDE')).toEqual(submitted);
    });

    it('refuses a second application to the same job, also when both arrive at once', async () => {
      await store.submit('user:twice', application('twice', 'first'));
      await expect(store.submit('user:twice', application('twice', 'second'))).rejects.toBeInstanceOf(
        AlreadyAppliedError,
      );
      const together = await Promise.allSettled([
        store.submit('user:together', application('together', 'one')),
        store.submit('user:together', application('together', 'two')),
      ]);
      expect(together.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
      const refused = together.find((outcome) => outcome.status === 'rejected');
      expect((refused as PromiseRejectedResult).reason).toBeInstanceOf(AlreadyAppliedError);
      const rows = await database.db.selectFrom('applications').select('id').where('uid', '=', 'together').execute();
      expect(rows).toHaveLength(1);
    });
  });

  describe('a returning candidate’s last application', () => {
    const backend = 'backend-engineer';
    const designer = 'product-designer';

    it('is the newest of theirs, with its answers and resume; none for a first application', async () => {
      expect(await store.lastApplication('first-timer')).toBeNull();
      await store.replaceResume('user:returns', { fileName: 'old.pdf', size: 4, content: pdfOfSize(4) });
      await store.submit('user:returns', storedApplication('returns', { id: 'returns-a', submittedAt: 1_000 }));
      await store.replaceResume('user:returns', { fileName: 'new.pdf', size: 8, content: pdfOfSize(8) });
      await store.submit(
        'user:returns',
        storedApplication('returns', { id: 'returns-b', requisitionId: backend, submittedAt: 2_000 }),
      );
      // Another candidate's newer application is not theirs.
      await store.submit('user:someone-else', storedApplication('someone-else', { submittedAt: 3_000 }));
      const last = await store.lastApplication('returns');
      expect(last).toMatchObject({
        reference: storedApplication('returns', { id: 'returns-b' }).reference,
        jobTitle: `Title of ${backend}`,
        submittedAt: new Date(2_000).toISOString(),
        answers: JSON.parse(JSON.stringify(validAnswers)),
        resume: { fileName: 'new.pdf', size: 8, id: expect.any(String) },
      });
    });

    it('is never an erased one, and has no resume when it was sent without one', async () => {
      await store.submit('user:no-file', storedApplication('no-file', { id: 'no-file-a', submittedAt: 1_000 }));
      expect((await store.lastApplication('no-file'))?.resume).toBeNull();
      await store.submit(
        'user:no-file',
        storedApplication('no-file', { id: 'no-file-b', requisitionId: designer, submittedAt: 2_000 }),
      );
      // A tombstone that still named the candidate would not count either (erasure also changes its uid).
      await database.db.updateTable('applications').set({ status: 'erased' }).where('id', '=', 'no-file-b').execute();
      expect((await store.lastApplication('no-file'))?.reference).toBe(
        storedApplication('no-file', { id: 'no-file-a' }).reference,
      );
    });

    it('gives a copy of its resume to the new draft: deleting either file leaves the other', async () => {
      const content = pdfOfSize(5_000);
      await store.replaceResume('user:copies', { fileName: 'cv.pdf', size: content.length, content });
      await store.submit('user:copies', storedApplication('copies', { id: 'copies-a' }));
      const source = (await store.lastApplication('copies'))!.resume!;
      const copied = await store.copyResume(source.id, 'user:copies');
      expect(copied).toMatchObject({ fileName: 'cv.pdf', size: 5_000 });
      const rows = await database.db
        .selectFrom('resumes')
        .select(['id', 'owner', 'content'])
        .where('owner', 'in', ['user:copies', 'application:copies-a'])
        .orderBy('owner')
        .execute();
      expect(rows.map((row) => row.owner)).toEqual(['application:copies-a', 'user:copies']);
      expect(rows[0]!.id).not.toBe(rows[1]!.id);
      expect(Buffer.compare(Buffer.from(rows[1]!.content), content)).toBe(0);

      await database.db.deleteFrom('resumes').where('owner', '=', 'application:copies-a').execute();
      expect(await store.readResume('user:copies')).toMatchObject({ fileName: 'cv.pdf', size: 5_000 });
      // Gone already: nothing to copy.
      expect(await store.copyResume(source.id, 'user:copies')).toBeNull();
      expect(await store.readResume('user:copies')).not.toBeNull();
    });

    it('copies within the storage quota, as an upload is stored', async () => {
      const content = pdfOfSize(3_000);
      await store.replaceResume('user:quota-copy', { fileName: 'cv.pdf', size: content.length, content });
      await store.submit('user:quota-copy', storedApplication('quota-copy', { id: 'quota-copy-a' }));
      const source = (await store.lastApplication('quota-copy'))!.resume!;
      const used = await database.db
        .selectFrom('resumes')
        .select((select) => select.fn.sum<number>('size').as('bytes'))
        .executeTakeFirstOrThrow();
      const quota = {
        totalBytes: Number(used.bytes) + 2_999,
        anonymousBytes: Number.MAX_SAFE_INTEGER,
        perAddressBytes: Number.MAX_SAFE_INTEGER,
        uploadedFrom: null,
      };
      await expect(store.copyResume(source.id, 'user:quota-copy', quota)).rejects.toBeInstanceOf(ResumeQuotaError);
      expect(await store.readResume('user:quota-copy')).toBeNull();
      expect(
        await store.copyResume(source.id, 'user:quota-copy', { ...quota, totalBytes: quota.totalBytes + 1 }),
      ).not.toBeNull();
    });
  });

  describe('the job a draft applies to (0008)', () => {
    const backend = { id: 'backend-engineer', title: 'Backend Engineer', location: 'Bengaluru' };
    const designer = { id: 'product-designer', title: 'Product Designer', location: 'Remote (India)' };

    it('is none (the sample requisition) until chosen, then the last one chosen, kept after a submission', async () => {
      expect(await store.readJob('user:chooses')).toBeNull();
      await store.chooseJob('user:chooses', backend, 1_000);
      await store.chooseJob('user:chooses', designer, 2_000);
      expect(await store.readJob('user:chooses')).toEqual(designer);
      await store.submit('user:chooses', storedApplication('chooses', { requisitionId: designer.id }));
      expect(await store.readJob('user:chooses')).toEqual(designer);
      expect(await store.findApplication('chooses', designer.id)).not.toBeNull();
    });

    it('follows the candidate at sign-in, replacing the account’s, and is purged with an abandoned draft', async () => {
      await store.chooseJob('draft:visitor', designer, Date.now());
      await store.chooseJob('user:signs-in', backend, Date.now());
      await store.adoptDraft('draft:visitor', 'user:signs-in');
      expect(await store.readJob('user:signs-in')).toEqual(designer);
      expect(await store.readJob('draft:visitor')).toBeNull();

      await store.chooseJob('draft:gone', backend, 1_000);
      await store.chooseJob('draft:here', backend, Date.now());
      expect(await store.purgeAbandonedDrafts(Date.now() - 60_000)).toBeGreaterThanOrEqual(1);
      expect(await store.readJob('draft:gone')).toBeNull();
      expect(await store.readJob('draft:here')).toEqual(backend);
    });

    it('lets one candidate apply to two jobs, and to each once', async () => {
      await store.submit(
        'user:two-jobs',
        storedApplication('two-jobs', { id: 'two-jobs-a', requisitionId: backend.id }),
      );
      await store.submit(
        'user:two-jobs',
        storedApplication('two-jobs', { id: 'two-jobs-b', requisitionId: designer.id }),
      );
      await expect(
        store.submit('user:two-jobs', storedApplication('two-jobs', { id: 'two-jobs-c', requisitionId: designer.id })),
      ).rejects.toBeInstanceOf(AlreadyAppliedError);
    });
  });

  it('describes an owner’s resume the same way on every database: the newest one', async () => {
    // Two rows for one owner cannot come from the store itself; a database from an older release may hold them.
    await database.db.insertInto('drafts').values({ owner: 'user:two-resumes' }).execute();
    for (const [id, at] of [
      ['older', 1_000],
      ['newer', 2_000],
    ] as const) {
      await database.db
        .insertInto('resumes')
        .values({
          id,
          owner: 'user:two-resumes',
          file_name: `${id}.pdf`,
          size: 4,
          content: pdfOfSize(4),
          uploaded_at: at,
        })
        .execute();
    }
    expect((await store.readResume('user:two-resumes'))?.fileName).toBe('newer.pdf');
  });
});

describe('a Postgres connection that breaks while the app holds it between two queries', () => {
  it('fails that work only, and the process and the pool go on', async () => {
    const pg = (await import('pg')).default;
    const { testDatabaseUrl } = await import('../support/test-app');
    const database = await migratedTestDatabase('Postgres');
    // The app's pool on it, its warnings kept: the error of the broken connection is logged as one.
    const warnings: string[] = [];
    const logger = createLogger(
      { LOG_LEVEL: 'warn' },
      { write: (line: string) => warnings.push(JSON.parse(line).msg) },
    );
    const { db } = await openDatabase(database.config, logger);
    try {
      let release!: () => void;
      const paused = new Promise<void>((resolve) => (release = resolve));
      let started!: (backend: number) => void;
      const backend = new Promise<number>((resolve) => (started = resolve));
      const work = db.transaction().execute(async (trx) => {
        const { rows } = await sql<{ pid: number }>`SELECT pg_backend_pid() AS pid`.execute(trx);
        started(rows[0]!.pid);
        await paused;
        await sql`SELECT 1`.execute(trx);
      });
      const admin = new pg.Client({ connectionString: testDatabaseUrl });
      await admin.connect();
      await admin.query('SELECT pg_terminate_backend($1)', [await backend]);
      await admin.end();
      // The connection's error arrives while no query runs on it: unheard, it would end the process.
      await eventually(
        () => warnings.includes('a Postgres connection in use failed'),
        15_000,
        'the broken connection heard',
      );
      release();
      await expect(work).rejects.toThrow();
      const after = await sql<{ one: number }>`SELECT 1 AS one`.execute(db);
      expect(after.rows[0]!.one).toBe(1);
    } finally {
      await db.destroy();
      await database.close();
    }
  });
});
