import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchText } from '../../shared/application/search-text';
import { createCandidateStore } from '../../server/candidate/candidate-store';
import type { InboxQuery } from '../../server/recruiter/inbox-query';
import { createRecruiterStore, type RecruiterStore } from '../../server/recruiter/recruiter-store';
import type { DatabaseSchema, Dialect } from '../../server/storage/database-schema';
import { migratedTestDatabase } from '../support/test-database';

type Row = { id: string; uid: string; job: string; status: string; submittedAt: number; searchText: string };

/**
 * The inbox's search (`q`) answers as a LIKE '%…%' of each of its words on the normalised text,
 * whether it reads SQLite's trigram table (0011, server/recruiter/inbox-search.ts), Postgres'
 * trigram index or scans: checked against the same rule written here in JavaScript.
 */
describe.each(['SQLite', 'Postgres'] as const)('the inbox search on %s', (kind) => {
  let db: Kysely<DatabaseSchema>;
  let dialect: Dialect;
  let close: () => Promise<void>;
  let store: RecruiterStore;
  const rows: Row[] = [];
  let submittedAt = Date.UTC(2026, 0, 1);

  async function apply(firstName: string, lastName: string, email: string, extra: Partial<Row> = {}) {
    const id = randomUUID();
    const reference = `MDN-${id.slice(0, 8).toUpperCase()}`;
    const row: Row = {
      id,
      uid: `uid-${id}`,
      job: 'job-a',
      status: 'new',
      submittedAt: (submittedAt += 60_000),
      searchText: searchText(firstName, lastName, email, reference),
      ...extra,
    };
    await db
      .insertInto('applications')
      .values({
        id,
        reference,
        uid: row.uid,
        requisition_id: row.job,
        job_title: `The job ${row.job}`,
        email,
        first_name: firstName,
        last_name: lastName,
        search_text: row.searchText,
        answers: '{}',
        resume_id: null,
        submitted_at: row.submittedAt,
        status: row.status,
      })
      .execute();
    rows.push(row);
    return { ...row, reference };
  }

  /** Whether each word of `q` is in `text`, in any order: a LIKE '%word%' each, with `%` and `_` literal. */
  const hasEveryWord = (text: string, q: string) =>
    searchText(q)
      .split(/\s+/u)
      .every((word) => text.includes(word));

  /** What the search answers by that rule on the normalised text: a page of 50, newest first. */
  function expected(query: InboxQuery) {
    const anyStatus = rows.filter(
      (row) => (!query.q || hasEveryWord(row.searchText, query.q)) && (!query.job || row.job === query.job),
    );
    const counts: Record<string, number> = {};
    for (const row of anyStatus) counts[row.status] = (counts[row.status] ?? 0) + 1;
    const matching = anyStatus.filter((row) => !query.status || row.status === query.status);
    const newestFirst = matching.sort((a, b) => b.submittedAt - a.submittedAt);
    return {
      ids: newestFirst.slice((query.page - 1) * 50, query.page * 50).map((row) => row.id),
      total: matching.length,
      counts,
    };
  }

  async function search(query: Omit<InboxQuery, 'page'> & { page?: number }) {
    const { data, total, counts } = await store.list({ page: 1, ...query });
    return { ids: data.map((row) => row.id), total, counts };
  }

  /** The texts SQLite's trigram table holds, by application: the same as the applications' own. */
  async function indexedTexts() {
    const { rows: indexed } = await sql<{ id: string; text: string }>`
      SELECT keys.application_id AS id, search.search_text AS text
      FROM application_search AS search JOIN application_search_keys AS keys ON keys.key = search.rowid
      ORDER BY 1`.execute(db);
    return indexed;
  }
  const ownTexts = () => db.selectFrom('applications').select(['id', 'search_text as text']).orderBy('id').execute();

  beforeAll(async () => {
    ({ db, dialect, close } = await migratedTestDatabase(kind));
    store = createRecruiterStore(db, dialect);
    await apply('Mei', 'Lin', 'mei.lin@example.com');
    await apply('José', 'Álvarez-Núñez', 'JOSE.ALVAREZ@Example.org', { job: 'job-b' });
    await apply('Hundred%', 'Sure_Thing', 'percent_under@example.com', { status: 'in_review' });
    await apply('Ann "Annie"', "O'Hara", 'ann@example.com');
    await apply('Linus', 'Lindqvist', 'linus@example.net', { job: 'job-b', status: 'in_review' });
    await apply('Asha', 'Verma', 'a.verma@example.com');
  });
  afterAll(() => close());

  it('finds names, emails and references anywhere in them, without case or accents', async () => {
    const jose = rows[1]!;
    const { reference } = await db
      .selectFrom('applications')
      .select('reference')
      .where('id', '=', jose.id)
      .executeTakeFirstOrThrow();
    for (const q of [
      'mei lin',
      'MEI.LIN@',
      'lin',
      'alvarez-nunez',
      'ÁLVAREZ',
      'núñez jose',
      'example.org',
      reference.toLowerCase(),
      reference.slice(4, 10),
      'ez-',
      'Lindqvist',
      'nobody at all',
    ]) {
      expect([q, await search({ q })]).toEqual([q, expected({ q, page: 1 })]);
    }
    expect((await search({ q: 'núñez' })).ids).toEqual([jose.id]);
  });

  it('finds a name by its words in any order, as one word alone finds it', async () => {
    const asha = rows.find((row) => row.searchText.startsWith('asha verma'))!;
    for (const q of ['Asha', 'Verma', 'Asha Verma', 'Verma Asha', 'verma  ASHA', 'Verma a.verma@', 'ash ver']) {
      expect([q, (await search({ q })).ids]).toEqual([q, [asha.id]]);
    }
    const jose = rows[1]!;
    for (const q of ['alvarez nunez', 'Núñez José', 'nunez jose']) {
      expect([q, (await search({ q })).ids]).toEqual([q, [jose.id]]);
    }
    // Every word must be there: one word of another candidate's name is not enough.
    for (const q of ['Verma Lin', 'Asha Nobody', 'verma asha zz'])
      expect([q, (await search({ q })).ids]).toEqual([q, []]);
  });

  it('takes `%`, `_`, quotes and the backslash as themselves', async () => {
    for (const q of [
      '%',
      '_',
      '100%',
      'd%',
      'hundred%',
      'sure_thing',
      'sure-thing',
      'su_e',
      'percent%under',
      '"annie"',
      'ann "a',
      "o'hara",
      '\\',
      'a\\n',
    ]) {
      expect([q, await search({ q })]).toEqual([q, expected({ q, page: 1 })]);
    }
    expect((await search({ q: 'sure_thing' })).total).toBe(1);
    expect((await search({ q: 'su_e' })).total).toBe(0);
    expect((await search({ q: '"annie"' })).total).toBe(1);
  });

  // Checks of SQLite's own trigram table (migration 0011); Postgres has none.
  if (kind === 'SQLite') {
    it('answers a query with a NUL character by LIKE, without failing', async () => {
      // FTS5 would refuse it (it reads the query as a C string, so the quoted phrase never ends).
      for (const q of ['mei\u0000lin', 'lin\u0000', '\u0000abc']) {
        await expect(search({ q })).resolves.toMatchObject({ total: expect.any(Number) });
      }
    });
  }

  it('answers queries of one and two characters', async () => {
    for (const q of ['m', 'L', 'é', 'li', 'ÁL', '@e', '%', '_t']) {
      expect([q, await search({ q })]).toEqual([q, expected({ q, page: 1 })]);
    }
  });

  it('combines the search with the job, the status, the counts per status and the pages', async () => {
    for (let n = 0; n < 60; n++) {
      await apply(`Pat${n}`, 'Moreno', `pat${n}@example.com`, {
        job: n % 2 ? 'job-a' : 'job-b',
        status: n % 3 ? 'new' : 'rejected',
      });
    }
    for (const query of [
      { q: 'moreno', page: 1 },
      { q: 'moreno', page: 2 },
      { q: 'pat1', page: 1 },
      { q: 'moreno', job: 'job-a', page: 1 },
      { q: 'moreno', status: 'rejected' as const, page: 1 },
      { q: 'example', job: 'job-b', status: 'new' as const, page: 1 },
      { q: 'moreno', job: 'job-b', status: 'new' as const, page: 2 },
    ]) {
      expect([query, await search(query)]).toEqual([query, expected(query)]);
    }
  });

  it('answers as LIKE for any text and query over a small alphabet (a property, 300 queries)', async () => {
    const alphabet = fc.constantFrom('a', 'b', ' ', '%', '_', '"', 'É', 'é', '\\');
    const texts = fc.sample(fc.string({ unit: alphabet, minLength: 0, maxLength: 12 }), { numRuns: 120, seed: 17 });
    for (const [i, text] of texts.entries()) await apply(text, '', `random${i}`, { job: 'random' });
    const queries = fc.sample(fc.string({ unit: alphabet, minLength: 1, maxLength: 5 }), { numRuns: 300, seed: 18 });
    for (const q of queries) {
      const query = { q, job: 'random', page: 1 };
      expect([q, await search(query)]).toEqual([q, expected(query)]);
    }
  });

  it('no longer finds an erased candidate by name or email, only by the reference', async () => {
    const { id, uid, reference } = await apply('Quixotic', 'Zephyrine', 'qz@wolfgang.example');
    expect((await search({ q: 'zephyrine' })).ids).toEqual([id]);
    await createCandidateStore(db, dialect).erase(uid);
    rows.find((row) => row.id === id)!.searchText = searchText(reference);
    for (const q of ['quixotic', 'zephyrine', 'wolfgang', 'qz@']) expect((await search({ q })).ids).toEqual([]);
    expect((await search({ q: reference })).ids).toEqual([id]);
  });

  // Checks of SQLite's own trigram table (migration 0011); Postgres has none.
  if (kind === 'SQLite') {
    it('leaves no trace of an erased name in the trigram table’s storage', async () => {
      const { uid, reference } = await apply('Xavierpq', 'Yzmundo', 'xy@kwqjv.example');
      const traces = async () => {
        const trigrams = ['xav', 'vie', 'erp', 'rpq', 'yzm', 'zmu', 'mun', 'kwq', 'wqj', 'qjv'];
        const found = [];
        for (const trigram of trigrams) {
          const { rows: hits } = await sql<{ n: number }>`
            SELECT (SELECT count(*) FROM application_search_data WHERE instr(block, ${Buffer.from(trigram)}) > 0) +
              (SELECT count(*) FROM application_search_content WHERE instr(c0, ${trigram}) > 0) AS n`.execute(db);
          if (hits[0]!.n > 0) found.push(trigram);
        }
        return found;
      };
      expect((await traces()).length).toBeGreaterThan(0);
      await createCandidateStore(db, dialect).erase(uid);
      rows.find((row) => row.uid === uid)!.searchText = searchText(reference);
      expect(await traces()).toEqual([]);
      const { rows: config } = await sql<{ v: number }>`
        SELECT v FROM application_search_config WHERE k = 'secure-delete'`.execute(db);
      expect(config).toEqual([{ v: 1 }]);
    });
  }

  it('finds a changed application by its new text, not its old', async () => {
    const { id } = await apply('Oldname', 'Before', 'before@example.com');
    const renamed = searchText('Newname', 'After', 'after@example.com');
    await db.updateTable('applications').set({ search_text: renamed }).where('id', '=', id).execute();
    rows.find((row) => row.id === id)!.searchText = renamed;
    expect((await search({ q: 'oldname' })).ids).toEqual([]);
    expect((await search({ q: 'newname after' })).ids).toEqual([id]);
  });

  it('forgets deleted applications (the retention purge)', async () => {
    const { id } = await apply('Purged', 'Longago', 'purged@example.com', { submittedAt: Date.UTC(2000, 0, 1) });
    expect((await search({ q: 'longago' })).ids).toEqual([id]);
    await createCandidateStore(db, dialect).purgeExpired(Date.UTC(2001, 0, 1));
    rows.splice(
      rows.findIndex((row) => row.id === id),
      1,
    );
    expect((await search({ q: 'longago' })).ids).toEqual([]);
  });

  // Checks of SQLite's own trigram table (migration 0011); Postgres has none.
  if (kind === 'SQLite') {
    it('keeps the trigram table in step with every application', async () => {
      const indexed = await indexedTexts();
      expect(indexed).toEqual(await ownTexts());
      expect(indexed.length).toBe(rows.length);
    });
  }
});
