// `npm run migrate`: upgrades the configured database to this release's schema and exits, for
// operators who run schema changes as a step of their own (then set MIGRATE_ON_START=false).
import { loadConfigOrExit, loadMigrateConfig } from './config';
import { createLogger } from './logger';
import { migrateToLatest, pendingMigrations } from './storage/migrate';
import { openDatabase } from './storage/storage';

const config = loadConfigOrExit(loadMigrateConfig);
const logger = createLogger(config);
const { db, dialect } = await openDatabase(config, logger);
try {
  const pending = await pendingMigrations(db, dialect);
  await migrateToLatest(db, dialect, logger);
  logger.info({ applied: pending }, pending.length > 0 ? 'database upgraded' : 'database already up to date');
} catch (error) {
  logger.fatal({ err: error }, error instanceof Error ? error.message : 'migration failed');
  process.exitCode = 1;
} finally {
  await db.destroy();
}
