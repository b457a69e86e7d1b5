import { type Kysely, type RawBuilder, sql } from 'kysely';
import { searchText } from '../../shared/application/search-text';
import type { DatabaseSchema, Dialect } from '../storage/database-schema';

/**
 * A search that matches fewer than one application in SELECTIVE (or than ALWAYS_INDEXED) reads its
 * matches through the index; a broader one scans the table, which is then quicker: a match read
 * through the index costs about as much as five rows scanned (at 100,000 applications a name takes
 * 4 ms through the index, 11,111 matches 120 ms, all of them 1.5 s against 0.3 s for the scan;
 * BENCHMARKS.md, "Storage").
 */
const SELECTIVE = 5;
const ALWAYS_INDEXED = 1_000;

/** A LIKE pattern for `text` anywhere, where `%`, `_` and the escape itself stand for themselves. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** An FTS5 query for `text` as one phrase: its trigrams in a row, `"` doubled inside the quotes. */
const phrase = (text: string) => `"${text.replaceAll('"', '""')}"`;

/**
 * The inbox's `q` as a condition on applications: its normalised text (shared/application/search-text.ts)
 * anywhere in search_text, by LIKE. Postgres speeds that LIKE up with its trigram index (0007).
 * On SQLite the trigram table of 0011 finds the candidates when `q` has the three characters of a
 * trigram and matches few enough applications to be worth it (a probe of the index, counting at
 * most that many); the LIKE still decides, so the answers are LIKE's exactly.
 */
export async function searchCondition(
  db: Kysely<DatabaseSchema>,
  dialect: Dialect,
  q: string,
): Promise<RawBuilder<boolean>> {
  const text = searchText(q);
  const like = sql<boolean>`search_text LIKE ${likePattern(text)} ESCAPE '\\'`;
  // Under three characters there is no trigram; FTS5 reads a query as a C string, ending at a NUL.
  if (dialect !== 'sqlite' || [...text].length < 3 || text.includes('\u0000')) return like;
  // The keys' largest number: how many applications there were, without counting them.
  const enough = sql`max(${sql.lit(ALWAYS_INDEXED)}, (SELECT coalesce(max(key), 0) FROM application_search_keys) / ${sql.lit(SELECTIVE)})`;
  const { rows } = await sql<{ selective: number }>`
    SELECT count(*) < ${enough} AS selective FROM (
      SELECT 1 FROM application_search WHERE application_search MATCH ${phrase(text)} LIMIT ${enough}
    )`.execute(db);
  if (!rows[0]?.selective) return like;
  return sql<boolean>`${like} AND id IN (
    SELECT application_id FROM application_search_keys WHERE key IN (
      SELECT rowid FROM application_search WHERE application_search MATCH ${phrase(text)}
    )
  )`;
}
