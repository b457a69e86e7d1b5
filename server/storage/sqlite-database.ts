import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { Kysely, SqliteAdapter, type SqliteDatabase, SqliteDialect } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { DatabaseSchema } from './database-schema';

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
 * Every query, the session store's too, goes through this one Kysely instance: it hands the single
 * connection to one transaction at a time, so no statement can slip into another's transaction.
 */
export function openSqlite(dataDir: string): Kysely<DatabaseSchema> {
  mkdirSync(dataDir, { recursive: true });
  const database = new Database(join(dataDir, 'careers.db'));
  database.pragma('journal_mode = WAL');
  database.pragma('synchronous = NORMAL');
  database.pragma('busy_timeout = 5000');
  database.pragma('foreign_keys = ON');
  return new Kysely<DatabaseSchema>({ dialect: new CareersSqliteDialect({ database: withStatementCache(database) }) });
}
