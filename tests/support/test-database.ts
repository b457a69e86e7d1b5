import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll } from 'vitest';
import type { DatabaseSchema, Dialect } from '../../server/storage/database-schema';
import { migrateToLatest } from '../../server/storage/migrate';
import { openDatabase } from '../../server/storage/storage';
import { createLogger } from '../../server/logger';
import { closeTestApps, freshDataDir, testDatabaseUrl } from './test-app';

export const silentLogger = createLogger({ LOG_LEVEL: 'silent' });

/**
 * A Postgres database of its own on the test server (a test that counts or purges rows cannot
 * share one), dropped with `drop()`. Its URL differs from TEST_DATABASE_URL in the name only.
 */
export async function freshPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `careers_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: testDatabaseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(testDatabaseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      // The file's apps first: a database dropped under an open pool breaks its connections.
      await closeTestApps();
      const client = new pg.Client({ connectionString: testDatabaseUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/**
 * One fresh Postgres database for the calling test file, made before its tests and dropped after
 * them: files run in parallel, and one that purges sessions or counts rows must not meet another's.
 */
export function usePostgresDatabaseOfFile(): { readonly url: string } {
  let database: Awaited<ReturnType<typeof freshPostgresDatabase>> | undefined;
  beforeAll(async () => {
    database = await freshPostgresDatabase();
  });
  afterAll(() => database?.drop());
  return {
    get url() {
      if (!database)
        throw new Error('The Postgres database of this file is made in beforeAll: read its url in a test.');
      return database.url;
    },
  };
}

/** Where a store test keeps its data: an empty SQLite folder, or an empty Postgres database. */
export type TestDatabaseKind = 'SQLite' | 'Postgres';

/**
 * A new empty database of the kind, migrated to this release, and how to remove it. `db` is the
 * app's own query layer on it.
 */
export async function migratedTestDatabase(kind: TestDatabaseKind): Promise<{
  db: Kysely<DatabaseSchema>;
  dialect: Dialect;
  config: { DATA_DIR: string } | { DATABASE_URL: string; DATA_DIR: string };
  close(): Promise<void>;
}> {
  const postgres = kind === 'Postgres' ? await freshPostgresDatabase() : undefined;
  const config = postgres ? { DATABASE_URL: postgres.url, DATA_DIR: freshDataDir() } : { DATA_DIR: freshDataDir() };
  const { db, dialect } = await openDatabase(config, silentLogger);
  await migrateToLatest(db, dialect, silentLogger);
  return {
    db,
    dialect,
    config,
    async close() {
      await db.destroy();
      await postgres?.drop();
    },
  };
}

/**
 * What puts a test app on `kind`: nothing more for SQLite (it keeps to its DATA_DIR), a fresh
 * Postgres database's URL otherwise, dropped by one of `cleanups`.
 */
export async function databaseEnvFor(
  kind: TestDatabaseKind,
  cleanups: (() => Promise<void>)[],
): Promise<Record<string, string>> {
  if (kind !== 'Postgres') return {};
  const database = await freshPostgresDatabase();
  cleanups.push(database.drop);
  return { DATABASE_URL: database.url };
}
