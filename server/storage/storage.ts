import session from 'express-session';
import type { ApplicationStore } from '../application/application-store';
import { createSqliteApplicationStore } from '../application/sqlite-application-store';
import type { Config } from '../config';
import type { Logger } from '../logger';
import { SqliteSessionStore } from '../session/sqlite-session-store';
import { openSqlite } from './sqlite-database';

/** Where sessions, drafts, resumes and applications are kept. */
export interface Storage {
  kind: 'sqlite' | 'postgres';
  sessionStore: session.Store;
  applications: ApplicationStore;
  /** Resolves when the database answers; behind `/readyz`. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** SQLite in DATA_DIR by default; Postgres when DATABASE_URL is set. */
export async function openStorage(
  config: Pick<Config, 'DATABASE_URL' | 'DATA_DIR' | 'SESSION_MAX_AGE_MS'>,
  logger: Logger,
): Promise<Storage> {
  if (config.DATABASE_URL) {
    // The Postgres driver loads only when it is used (a quarter of a second at start-up).
    const [{ openPostgres }, { default: connectPgSimple }, { createPostgresApplicationStore }] = await Promise.all([
      import('./postgres-database'),
      import('connect-pg-simple'),
      import('../application/postgres-application-store'),
    ]);
    const pool = await openPostgres(config.DATABASE_URL, logger);
    const PgStore = connectPgSimple(session);
    const sessionStore = new PgStore({
      pool,
      tableName: 'session',
      pruneSessionInterval: 15 * 60,
      errorLog: (...details: unknown[]) => logger.error({ details }, 'Postgres session store failed'),
    });
    return {
      kind: 'postgres',
      sessionStore,
      applications: createPostgresApplicationStore(pool),
      ping: async () => void (await pool.query('SELECT 1')),
      close: async () => {
        sessionStore.close();
        await pool.end();
      },
    };
  }
  const db = openSqlite(config.DATA_DIR);
  const sessionStore = new SqliteSessionStore(db, config.SESSION_MAX_AGE_MS);
  return {
    kind: 'sqlite',
    sessionStore,
    applications: createSqliteApplicationStore(db),
    ping: async () => void db.prepare('SELECT 1').get(),
    close: async () => {
      sessionStore.close();
      db.close();
    },
  };
}
