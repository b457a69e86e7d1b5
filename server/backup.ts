// `npm run backup -- FILE`: a consistent copy of the SQLite database (applications, resumes,
// drafts, sessions, the outbox: every table) while the site keeps running, through SQLite's online
// backup, checked and written 0600. Postgres is copied with pg_dump (docs/operations.md says which
// tables). To restore: stop the site, put the copy in DATA_DIR as careers.db (remove careers.db-wal
// and careers.db-shm beside it), start the site.
import { existsSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { loadConfigOrExit, loadMigrateConfig } from './config';
import { privateFileSync } from './storage/private-files';

const target = process.argv[2];
if (!target) {
  console.error('Usage: npm run backup -- FILE (a new file for the copy of the SQLite database)');
  process.exit(2);
}
const config = loadConfigOrExit(loadMigrateConfig);
if (config.DATABASE_URL) {
  console.error(
    'DATABASE_URL is set: this site keeps its data in Postgres. Copy it with pg_dump (docs/operations.md, "Backups").',
  );
  process.exit(2);
}
const source = join(config.DATA_DIR, 'careers.db');
if (!existsSync(source)) {
  console.error(`No database at ${source}: is DATA_DIR (${config.DATA_DIR}) the site's?`);
  process.exit(1);
}
const file = resolve(target);
if (existsSync(file)) {
  console.error(`${file} exists: name a new file, so that no earlier copy is overwritten.`);
  process.exit(1);
}

// Read-only beside the running site; the backup copies pages while writers go on (it restarts a
// step a writer changed), and the copy is one consistent moment of the database, WAL included.
const database = new Database(source, { readonly: true, fileMustExist: true });
database.pragma('busy_timeout = 5000');
try {
  privateFileSync(file);
  const started = Date.now();
  await database.backup(file);
  const copy = new Database(file, { readonly: true });
  try {
    const check = copy.pragma('integrity_check', { simple: true });
    if (check !== 'ok') throw new Error(`the copy does not pass SQLite's integrity check: ${String(check)}`);
    const count = (table: string) => (copy.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;
    console.log(
      `${file}: ${count('applications')} applications, ${count('resumes')} resumes, ${count('drafts')} drafts ` +
        `(${Date.now() - started} ms). Restore: stop the site, copy it to ${source} and remove careers.db-wal and careers.db-shm beside it.`,
    );
  } finally {
    copy.close();
  }
} catch (error) {
  console.error(`The backup failed: ${error instanceof Error ? error.message : String(error)}`);
  // No half-made file that looks like a backup (and would make the next run refuse the name).
  rmSync(file, { force: true });
  process.exitCode = 1;
} finally {
  database.close();
}
