import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../database-schema';

/**
 * The recruiter inbox's search on SQLite through a trigram index, as 0007 gave Postgres:
 * an FTS5 table `application_search` with the `trigram` tokenizer over each application's
 * search_text, which server/recruiter/inbox-search.ts queries. FTS5 keys its rows by an integer,
 * and `VACUUM` may renumber the rowids of `applications` (a text primary key), so each application
 * gets a key of its own in `application_search_keys`, an INTEGER PRIMARY KEY that VACUUM keeps.
 * Triggers keep both in step with every insert, change of search_text (an erasure rewrites it to
 * the reference alone) and delete (the retention purge). The FTS5 table keeps its own copy of the
 * text (a contentless table would leave an erased name in its segments until a merge), and
 * `secure-delete` removes a changed or deleted row's tokens from the index at once rather than
 * marking them deleted, so an erased candidate's name does not linger in the file. Postgres: nothing.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  if (dialect !== 'sqlite') return;
  await sql`
    CREATE TABLE application_search_keys (
      key INTEGER PRIMARY KEY,
      application_id TEXT NOT NULL UNIQUE
    )`.execute(db);
  await sql`CREATE VIRTUAL TABLE application_search USING fts5(search_text, tokenize = 'trigram')`.execute(db);
  await sql`INSERT INTO application_search (application_search, rank) VALUES ('secure-delete', 1)`.execute(db);

  await sql`
    CREATE TRIGGER application_search_insert AFTER INSERT ON applications BEGIN
      INSERT INTO application_search_keys (application_id) VALUES (new.id);
      INSERT INTO application_search (rowid, search_text)
        SELECT key, new.search_text FROM application_search_keys WHERE application_id = new.id;
    END`.execute(db);
  await sql`
    CREATE TRIGGER application_search_update AFTER UPDATE OF search_text ON applications BEGIN
      UPDATE application_search SET search_text = new.search_text
        WHERE rowid = (SELECT key FROM application_search_keys WHERE application_id = new.id);
    END`.execute(db);
  await sql`
    CREATE TRIGGER application_search_delete AFTER DELETE ON applications BEGIN
      DELETE FROM application_search
        WHERE rowid = (SELECT key FROM application_search_keys WHERE application_id = old.id);
      DELETE FROM application_search_keys WHERE application_id = old.id;
    END`.execute(db);

  await sql`INSERT INTO application_search_keys (application_id) SELECT id FROM applications ORDER BY submitted_at`.execute(
    db,
  );
  await sql`
    INSERT INTO application_search (rowid, search_text)
      SELECT keys.key, applications.search_text
      FROM application_search_keys AS keys JOIN applications ON applications.id = keys.application_id`.execute(db);
}
