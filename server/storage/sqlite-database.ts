import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';

export type SqliteDatabase = Database.Database;

/**
 * The embedded database in DATA_DIR. WAL lets readers run beside the writer; with
 * `synchronous = NORMAL` in WAL mode a committed write survives a crash of this process (only a
 * power loss can take the last commits). A writer waits up to 5 s for a lock instead of failing.
 */
export function openSqlite(dataDir: string): SqliteDatabase {
  mkdirSync(dataDir, { recursive: true });
  const db = new Database(join(dataDir, 'careers.db'));
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('busy_timeout = 5000');
  db.pragma('foreign_keys = ON');
  db.exec(`
    CREATE TABLE IF NOT EXISTS sessions (
      sid TEXT PRIMARY KEY,
      sess TEXT NOT NULL,
      expires_at INTEGER NOT NULL
    );
    CREATE INDEX IF NOT EXISTS sessions_expires_at ON sessions (expires_at);
    CREATE TABLE IF NOT EXISTS draft_steps (
      owner TEXT NOT NULL,
      step TEXT NOT NULL,
      answers TEXT NOT NULL,
      saved_at INTEGER NOT NULL,
      PRIMARY KEY (owner, step)
    );
    CREATE TABLE IF NOT EXISTS resumes (
      id TEXT PRIMARY KEY,
      owner TEXT NOT NULL,
      file_name TEXT NOT NULL,
      size INTEGER NOT NULL,
      content BLOB NOT NULL,
      uploaded_at INTEGER NOT NULL
    );
    CREATE INDEX IF NOT EXISTS resumes_owner ON resumes (owner);
    CREATE TABLE IF NOT EXISTS applications (
      id TEXT PRIMARY KEY,
      reference TEXT NOT NULL UNIQUE,
      uid TEXT NOT NULL,
      requisition_id TEXT NOT NULL,
      email TEXT NOT NULL,
      answers TEXT NOT NULL,
      resume_id TEXT,
      submitted_at INTEGER NOT NULL,
      UNIQUE (uid, requisition_id)
    );
  `);
  return db;
}
