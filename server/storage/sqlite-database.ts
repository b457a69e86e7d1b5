import { join } from 'node:path';
import Database from 'better-sqlite3';
import { Kysely, SqliteAdapter, type SqliteDatabase, SqliteDialect, sql } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { DatabaseSchema } from './database-schema';
import { narrowIfPresentSync, privateFileSync, privateFolderSync } from './private-files';

/** SQLite rolls schema changes back like any other, so migrations run in a transaction here too. */
class TransactionalDdlSqliteAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true;
  }
}

class CareersSqliteDialect extends SqliteDialect {
  override createAdapter(): SqliteAdapter {
    return new TransactionalDdlSqliteAdapter();
  }
}

/**
 * Each statement compiled once: Kysely prepares one per query, and the site runs the same few dozen
 * all day (the session's read alone on every page). Reusing one is safe because Kysely gives the
 * single connection to one query or stream at a time, so a statement is never still iterating.
 */
function withStatementCache(database: Database.Database): SqliteDatabase {
  const statements = new LRUCache<string, Database.Statement>({ max: 500 });
  return {
    close: () => database.close(),
    prepare(sql) {
      let statement = statements.get(sql);
      if (!statement) statements.set(sql, (statement = database.prepare(sql)));
      return statement;
    },
  };
}

/**
 * The embedded database in DATA_DIR. WAL lets readers run beside the writer; with
 * `synchronous = NORMAL` in WAL mode a committed write survives a crash of this process (only a
 * power loss can take the last commits). A writer waits up to 5 s for a lock instead of failing.
 * `secure_delete` overwrites what a delete frees with zeros, so an erased candidate's answers and
 * resume do not stay in the file's free pages (its WAL is emptied by `emptyWal`, below).
 * The file is made 0600 before SQLite opens it: SQLite gives its -wal and -shm files the database's
 * mode, and would create the database itself 0644 (less the umask).
 * Every query, the session store's too, goes through this one Kysely instance: it hands the single
 * connection to one transaction at a time, so no statement can slip into another's transaction.
 */
export function openSqlite(dataDir: string): Kysely<DatabaseSchema> {
  privateFolderSync(dataDir);
  const file = join(dataDir, 'careers.db');
  privateFileSync(file);
  // Left by an earlier release or a crash, SQLite opens them as they are.
  for (const companion of [`${file}-wal`, `${file}-shm`, `${file}-journal`]) narrowIfPresentSync(companion);
  const database = new Database(file);
  database.pragma('journal_mode = WAL');
  database.pragma('synchronous = NORMAL');
  database.pragma('busy_timeout = 5000');
  database.pragma('foreign_keys = ON');
  database.pragma('secure_delete = ON');
  return new Kysely<DatabaseSchema>({ dialect: new CareersSqliteDialect({ database: withStatementCache(database) }) });
}

/**
 * Copies the WAL into the database and truncates it to nothing. Until then the WAL holds every
 * page a transaction wrote, deleted rows' earlier versions too (an erased candidate's uid a
 * hundred times over, their resume's bytes): a checkpoint alone copies the pages but leaves the
 * WAL's bytes in place for reuse. Answers false when a reader kept it from completing (another
 * process on the file); the next one completes it.
 */
export async function emptyWal(db: Kysely<DatabaseSchema>): Promise<boolean> {
  const { rows } = await sql<{ busy: number }>`PRAGMA wal_checkpoint(TRUNCATE)`.execute(db);
  return rows[0]?.busy === 0;
}
