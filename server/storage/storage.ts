import session from 'express-session';
import type { Kysely } from 'kysely';
import { type AlertsStore, createAlertsStore } from '../alerts/alerts-store';
import { type ApplicationStore, createApplicationStore } from '../application/application-store';
import { type AtsDeliveryStore, createAtsDeliveryStore } from '../ats-delivery/ats-delivery-store';
import { type CandidateStore, createCandidateStore } from '../candidate/candidate-store';
import type { Environment } from '../config';
import { databaseLimitCounts, sweepEndedWindows } from '../limits/database-limit-counts';
import { type LimitCounts, memoryLimitCounts } from '../limits/limit-counts';
import type { Logger } from '../logger';
import { createOutboxStore, type OutboxStore } from '../notifications/outbox-store';
import { createRecruiterStore, type RecruiterStore } from '../recruiter/recruiter-store';
import { SqliteSessionStore } from '../session/sqlite-session-store';
import { createUserSessions, type UserSessions } from '../session/user-sessions';
import type { DatabaseSchema, Dialect } from './database-schema';
import { migrateToLatest, pendingMigrations } from './migrate';
import { emptyWal, openSqlite } from './sqlite-database';

/** Where sessions, drafts, resumes and applications are kept. */
export interface Storage {
  sessionStore: session.Store;
  /** Every session of one user, in the session store's table. */
  userSessions: UserSessions;
  applications: ApplicationStore;
  outbox: OutboxStore;
  /** Applications' deliveries into the company's ATS (their outbox rows) and Lever's shared rate slot. */
  atsDeliveries: AtsDeliveryStore;
  recruiter: RecruiterStore;
  candidate: CandidateStore;
  /** Job alerts' subscriptions, suppressions and job sightings (server/alerts). */
  alerts: AlertsStore;
  /**
   * Where the request limits count: on Postgres its `limit_windows`, which every replica shares
   * and a restart keeps, each key an HMAC under `secret`; on SQLite (one container) this
   * process's memory. One instance per storage.
   */
  limitCounts(secret: string): LimitCounts;
  /**
   * Deletes the ended windows of Postgres's `limit_windows`, also when the counts have moved to
   * Redis (REDIS_URL) and left rows there (nothing to do in memory, which sweeps itself).
   */
  sweepLimits(): Promise<void>;
  /**
   * Run after rows about a candidate were deleted (an erasure, the retention purge): the database
   * drops its other copies of them on disk where it can. SQLite: its WAL emptied into the file, whose
   * pages the deletes freed `secure_delete` has zeroed. Postgres keeps deleted rows until its vacuum
   * (docs/api.md, "Erasure on disk"), which the app leaves to autovacuum. Answers false when it could not
   * complete now.
   */
  clearDeleted(): Promise<boolean>;
  /** Resolves when the database answers; behind `/readyz`. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

type ClosableStore = session.Store & { close(): unknown };

type StorageConfig = Pick<Environment, 'DATABASE_URL' | 'DATA_DIR' | 'SESSION_MAX_AGE_MS' | 'MIGRATE_ON_START'> &
  Partial<Pick<Environment, 'TIMEZONE'>>;

/** The database of the configuration: Postgres when DATABASE_URL is set, else SQLite in DATA_DIR. */
export async function openDatabase(
  config: Pick<Environment, 'DATABASE_URL' | 'DATA_DIR'>,
  logger: Logger,
): Promise<{
  db: Kysely<DatabaseSchema>;
  dialect: Dialect;
  sessionStore(maxAgeMs: number): ClosableStore;
  clearDeleted(): Promise<boolean>;
}> {
  if (config.DATABASE_URL) {
    // The Postgres driver loads only when it is used (a quarter of a second at start-up).
    const [{ openPostgres }, { default: connectPgSimple }] = await Promise.all([
      import('./postgres-database'),
      import('connect-pg-simple'),
    ]);
    const { pool, db } = openPostgres(config.DATABASE_URL, logger);
    const PgStore = connectPgSimple(session);
    return {
      db,
      dialect: 'postgres',
      clearDeleted: () => Promise.resolve(true),
      sessionStore: () =>
        new PgStore({
          pool,
          tableName: 'session',
          pruneSessionInterval: 15 * 60,
          errorLog: (...details: unknown[]) => logger.error({ details }, 'Postgres session store failed'),
        }),
    };
  }
  const db = openSqlite(config.DATA_DIR);
  return {
    db,
    dialect: 'sqlite',
    clearDeleted: () => emptyWal(db),
    sessionStore: (maxAgeMs) => new SqliteSessionStore(db, maxAgeMs),
  };
}

/**
 * Opens the database, brings its schema to this release (or, with MIGRATE_ON_START=false,
 * refuses to start on a database that `npm run migrate` has not upgraded yet) and builds the
 * stores on its one connection (pool).
 */
export async function openStorage(config: StorageConfig, logger: Logger): Promise<Storage> {
  const { db, dialect, sessionStore: makeSessionStore, clearDeleted } = await openDatabase(config, logger);
  try {
    if (config.MIGRATE_ON_START) {
      await migrateToLatest(db, dialect, logger);
    } else {
      const pending = await pendingMigrations(db, dialect);
      if (pending.length > 0) {
        throw new Error(
          `The database needs migrations this release brings (${pending.join(', ')}): run \`npm run migrate\` ` +
            'first, or unset MIGRATE_ON_START to migrate at start.',
        );
      }
    }
  } catch (error) {
    await db.destroy();
    throw error;
  }
  const sessionStore = makeSessionStore(config.SESSION_MAX_AGE_MS);
  let counts: LimitCounts | undefined;
  return {
    sessionStore,
    userSessions: createUserSessions(db, dialect),
    applications: createApplicationStore(db, dialect),
    outbox: createOutboxStore(db, dialect),
    atsDeliveries: createAtsDeliveryStore(db, dialect),
    recruiter: createRecruiterStore(db, dialect, config.TIMEZONE),
    candidate: createCandidateStore(db, dialect),
    alerts: createAlertsStore(db),
    limitCounts: (secret) =>
      (counts ??= dialect === 'postgres' ? databaseLimitCounts(db, secret) : memoryLimitCounts()),
    sweepLimits: async () => void (dialect === 'postgres' && (await sweepEndedWindows(db, Date.now()))),
    clearDeleted,
    ping: async () => void (await db.selectNoFrom((select) => select.lit(1).as('one')).execute()),
    close: async () => {
      await sessionStore.close();
      await db.destroy();
    },
  };
}
