import type { Kysely, SelectQueryBuilder, Transaction } from 'kysely';
import type { DatabaseSchema, Dialect } from './database-schema';

/** Where a table module's queries run: the connection, or the caller's transaction. */
export type Executor = Kysely<DatabaseSchema> | Transaction<DatabaseSchema>;

/**
 * Holds the rows a query reads until the transaction ends (`FOR UPDATE`), so a concurrent change
 * of them waits. Postgres only: SQLite's one connection runs one transaction at a time anyway.
 * Use as `query.$call(heldOn(dialect))`.
 */
export const heldOn =
  (dialect: Dialect) =>
  <TB extends keyof DatabaseSchema, O>(
    query: SelectQueryBuilder<DatabaseSchema, TB, O>,
  ): SelectQueryBuilder<DatabaseSchema, TB, O> =>
    dialect === 'postgres' ? query.forUpdate() : query;
