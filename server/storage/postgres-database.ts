import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Logger } from '../logger';
import type { DatabaseSchema } from './database-schema';

const INT8 = 20;
const JSON_TYPE = 114;
const JSONB = 3802;

/**
 * Values as SQLite returns them, so one query layer reads both: BIGINT milliseconds as numbers
 * (they stay far below 2^53) and JSON as its text. For this pool only, not for every pg user.
 */
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    if (oid === INT8) return Number;
    if (oid === JSON_TYPE || oid === JSONB) return (text: string) => text;
    return pg.types.getTypeParser(oid, format);
  }) as typeof pg.types.getTypeParser,
};

/** A connection pool to DATABASE_URL, shared by the query layer and the session store. */
export function openPostgres(databaseUrl: string, logger: Logger): { pool: pg.Pool; db: Kysely<DatabaseSchema> } {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, connectionTimeoutMillis: 5_000, types });
  // A connection that breaks (a database restart, an administrator ending it) emits an error; unheard,
  // it would crash the process. The pool hears its idle connections; each connection gets its own
  // listener for the time it is lent out between queries (a query under way fails on its own).
  pool.on('error', (error) => logger.warn({ err: error }, 'an idle Postgres connection failed'));
  pool.on('connect', (client) =>
    client.on('error', (error) => logger.warn({ err: error }, 'a Postgres connection in use failed')),
  );
  return { pool, db: new Kysely<DatabaseSchema>({ dialect: new PostgresDialect({ pool }) }) };
}
