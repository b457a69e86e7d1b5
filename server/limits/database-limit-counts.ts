import { type Kysely, sql } from 'kysely';
import type { DatabaseSchema } from '../storage/database-schema';
import { type LimitCounts, storedLimitKey } from './limit-counts';

/** Deletes the windows of `limit_windows` that ended by `now`; answers how many. */
export async function sweepEndedWindows(db: Kysely<DatabaseSchema>, now: number): Promise<number> {
  const deleted = await db.deleteFrom('limit_windows').where('ends_at', '<=', now).executeTakeFirst();
  return Number(deleted.numDeletedRows);
}

/**
 * Counts in the database's `limit_windows` (0017), which every replica on it shares: a limit of N
 * per client is N across replicas and across a restart. Each event is one statement, an upsert
 * that starts a new window when the stored one has ended and otherwise adds one, so that two
 * replicas counting at the same moment both count. `sweep()` deletes the windows that ended.
 * Keys are stored as their HMACs under `secret` (storedLimitKey).
 */
export function databaseLimitCounts(
  db: Kysely<DatabaseSchema>,
  secret: string,
  now: () => number = Date.now,
): LimitCounts & { sweep(): Promise<number> } {
  return {
    async add(key, windowMs) {
      const at = now();
      const row = await db
        .insertInto('limit_windows')
        .values({ key: storedLimitKey(secret, key, windowMs), count: 1, ends_at: at + windowMs })
        .onConflict((conflict) =>
          conflict.column('key').doUpdateSet({
            // Both read the row as it was: an ended window starts again at 1.
            count: sql<number>`CASE WHEN limit_windows.ends_at <= ${at} THEN 1 ELSE limit_windows.count + 1 END`,
            ends_at: sql<number>`CASE WHEN limit_windows.ends_at <= ${at} THEN ${at + windowMs} ELSE limit_windows.ends_at END`,
          }),
        )
        .returning(['count', 'ends_at'])
        .executeTakeFirstOrThrow();
      return { count: Number(row.count), endsInMs: Number(row.ends_at) - at };
    },
    async takeBack(key, windowMs) {
      await db
        .updateTable('limit_windows')
        .set({ count: sql<number>`count - 1` })
        .where('key', '=', storedLimitKey(secret, key, windowMs))
        .where('count', '>', 0)
        .execute();
    },
    async forget(key, windowMs) {
      await db
        .deleteFrom('limit_windows')
        .where('key', '=', storedLimitKey(secret, key, windowMs))
        .execute();
    },
    sweep: () => sweepEndedWindows(db, now()),
  };
}
