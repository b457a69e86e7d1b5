import { type Kysely, sql } from 'kysely';
import type { DatabaseSchema, Dialect } from '../storage/database-schema';

/**
 * The sessions of one user on every device, as "sign out everywhere" and an erasure end them.
 * express-session keys its rows by session id only; both stores keep the session's data as JSON
 * text, where the sign-in put `user.uid`. Their tables: `sessions` (./sqlite-session-store.ts)
 * and connect-pg-simple's `session` (0001), which the typed schema leaves to them.
 */
export function createUserSessions(db: Kysely<DatabaseSchema>, dialect: Dialect) {
  return {
    /** Ends every session of the user; answers how many there were. */
    async endAll(uid: string): Promise<number> {
      const result =
        dialect === 'postgres'
          ? await sql`DELETE FROM session WHERE sess -> 'user' ->> 'uid' = ${uid}`.execute(db)
          : await sql`DELETE FROM sessions WHERE json_extract(sess, '$.user.uid') = ${uid}`.execute(db);
      return Number(result.numAffectedRows ?? 0);
    },
  };
}

export type UserSessions = ReturnType<typeof createUserSessions>;
