import { type Kysely, type RawBuilder, sql } from 'kysely';
import { searchText } from '../../shared/application/search-text';
import type { DatabaseSchema, Dialect } from '../storage/database-schema';

/**
 * A search that matches fewer than one application in SELECTIVE (or than ALWAYS_INDEXED) reads its
 * matches through the index; a broader one scans the table, which is then quicker: a match read
 * through the index costs about as much as five rows scanned (at 100,000 applications a name takes
 * 4 ms through the index, 11,111 matches 120 ms, all of them 1.5 s against 0.3 s for the scan;
 * bench/storage-queries.ts).
 */
const SELECTIVE = 5;
const ALWAYS_INDEXED = 1_000;

/** A LIKE pattern for `text` anywhere, where `%`, `_` and the escape itself stand for themselves. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** An FTS5 query for `text` as one phrase: its trigrams in a row, `"` doubled inside the quotes. */
const phrase = (text: string) => `"${text.replaceAll('"', '""')}"`;

/**
 * The words of `q` as the inbox searches them: its normalised text (shared/application/search-text.ts)
 * split at spaces, so "Verma Asha" is `verma` and `asha`. A `q` of spaces alone has none.
 */
export const searchWords = (q: string) => searchText(q).split(/\s+/u).filter(Boolean);

/** A word FTS5 can look up: three characters or more (a trigram) and no NUL (FTS5 reads a query as a C string). */
const indexable = (word: string) => [...word].length >= 3 && !word.includes('\u0000');

/**
 * The inbox's `q` as a condition on applications: each of its words (searchWords) anywhere in
 * search_text, by LIKE, in any order, so a name is found first name first or last name first. Postgres
 * speeds each LIKE up with its trigram index (0007). On SQLite the trigram table of 0011 finds the
 * candidates when a word has the three characters of a trigram and the words together match few
 * enough applications to be worth it (a probe of the index, counting at most that many); the LIKEs
 * still decide, so the answers are LIKE's exactly. A `q` without words matches every application.
 */
export async function searchCondition(
  db: Kysely<DatabaseSchema>,
  dialect: Dialect,
  q: string,
): Promise<RawBuilder<boolean>> {
  const words = searchWords(q);
  if (words.length === 0) return sql<boolean>`1 = 1`;
  const like = sql<boolean>`(${sql.join(
    words.map((word) => sql`search_text LIKE ${likePattern(word)} ESCAPE '\\'`),
    sql` AND `,
  )})`;
  // Words under three characters have no trigram: their LIKE alone decides.
  const phrases = words.filter(indexable).map(phrase);
  if (dialect !== 'sqlite' || phrases.length === 0) return like;
  // Every word's trigrams in a row: the FTS5 query of the applications holding all of them.
  const match = phrases.join(' AND ');
  // The keys' largest number: how many applications there were, without counting them.
  const enough = sql`max(${sql.lit(ALWAYS_INDEXED)}, (SELECT coalesce(max(key), 0) FROM application_search_keys) / ${sql.lit(SELECTIVE)})`;
  const { rows } = await sql<{ selective: number }>`
    SELECT count(*) < ${enough} AS selective FROM (
      SELECT 1 FROM application_search WHERE application_search MATCH ${match} LIMIT ${enough}
    )`.execute(db);
  if (!rows[0]?.selective) return like;
  return sql<boolean>`${like} AND id IN (
    SELECT application_id FROM application_search_keys WHERE key IN (
      SELECT rowid FROM application_search WHERE application_search MATCH ${match}
    )
  )`;
}
