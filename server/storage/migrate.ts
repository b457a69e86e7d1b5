import { type Kysely, Migrator } from 'kysely';
import type { Logger } from '../logger';
import type { DatabaseSchema, Dialect } from './database-schema';
import { migrations } from './migrations';

/** The database was migrated by a newer release than this one: starting could corrupt it. */
export class DatabaseTooNewError extends Error {
  override name = 'DatabaseTooNewError';
  constructor(unknown: string[]) {
    super(
      `The database was upgraded by a newer release of this site (migrations this release does not know: ` +
        `${unknown.join(', ')}). Refusing to start: run that release or a newer one, or restore a backup ` +
        `made before the upgrade.`,
    );
  }
}

/** Names of the migrations this database has run, oldest first (none for a new database). */
async function executedMigrations(db: Kysely<DatabaseSchema>): Promise<string[]> {
  const tables = await db.introspection.getTables({ withInternalKyselyTables: true });
  if (!tables.some((table) => table.name === 'kysely_migration')) return [];
  const history = db.withTables<{ kysely_migration: { name: string } }>();
  const rows = await history.selectFrom('kysely_migration').select('name').orderBy('name').execute();
  return rows.map((row) => row.name);
}

function migrator(db: Kysely<DatabaseSchema>, dialect: Dialect) {
  const known = migrations(dialect);
  return {
    known: Object.keys(known),
    kysely: new Migrator({ db, provider: { getMigrations: async () => known } }),
  };
}

/** The migrations this release has that the database has not run yet. Throws DatabaseTooNewError. */
export async function pendingMigrations(db: Kysely<DatabaseSchema>, dialect: Dialect): Promise<string[]> {
  const { known } = migrator(db, dialect);
  const executed = await executedMigrations(db);
  const unknown = executed.filter((name) => !known.includes(name));
  if (unknown.length > 0) throw new DatabaseTooNewError(unknown);
  return known.filter((name) => !executed.includes(name));
}

/**
 * Brings the database to this release's schema: every pending migration in one transaction
 * (SQLite and Postgres both roll DDL back), under Kysely's lock, so replicas starting together
 * on one Postgres run each migration once. Idempotent: a database already there is untouched.
 */
export async function migrateToLatest(db: Kysely<DatabaseSchema>, dialect: Dialect, logger: Logger): Promise<void> {
  await pendingMigrations(db, dialect);
  const { error, results = [] } = await migrator(db, dialect).kysely.migrateToLatest();
  for (const result of results) {
    if (result.status === 'Success') logger.info({ migration: result.migrationName }, 'database migrated');
  }
  if (error) {
    const failed = results.find((result) => result.status === 'Error')?.migrationName;
    throw new Error(`Database migration ${failed ?? ''} failed; nothing of it was kept: ${String(error)}`, {
      cause: error,
    });
  }
}
