import session from 'express-session';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../storage/database-schema';

type Callback = (error?: unknown) => void;

/**
 * express-session's store on the embedded SQLite database (no maintained package fits
 * better-sqlite3 12). It queries through the app's one Kysely instance, so a session write
 * waits for a running transaction instead of joining it. A session lives until its cookie's
 * expiry; expired rows are purged every `purgeEveryMs` and never returned.
 */
export class SqliteSessionStore extends session.Store {
  private readonly purgeTimer: NodeJS.Timeout;

  constructor(
    private readonly db: Kysely<DatabaseSchema>,
    private readonly defaultMaxAgeMs: number,
    purgeEveryMs = 15 * 60_000,
  ) {
    super();
    this.purgeTimer = setInterval(() => void this.purgeExpired().catch(() => {}), purgeEveryMs);
    this.purgeTimer.unref();
  }

  private expiresAt(data: session.SessionData): number {
    const expires = data.cookie?.expires;
    return expires ? new Date(expires).getTime() : Date.now() + this.defaultMaxAgeMs;
  }

  /** Deletes expired sessions; answers how many. */
  async purgeExpired(): Promise<number> {
    const result = await this.db.deleteFrom('sessions').where('expires_at', '<=', Date.now()).executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  override get(sid: string, callback: (error: unknown, data?: session.SessionData | null) => void): void {
    this.db
      .selectFrom('sessions')
      .select('sess')
      .where('sid', '=', sid)
      .where('expires_at', '>', Date.now())
      .executeTakeFirst()
      .then((row) => callback(null, row ? (JSON.parse(row.sess) as session.SessionData) : null), callback);
  }

  override set(sid: string, data: session.SessionData, callback?: Callback): void {
    const row = { sid, sess: JSON.stringify(data), expires_at: this.expiresAt(data) };
    this.db
      .insertInto('sessions')
      .values(row)
      .onConflict((conflict) => conflict.column('sid').doUpdateSet({ sess: row.sess, expires_at: row.expires_at }))
      .execute()
      .then(() => callback?.(), callback);
  }

  override touch(sid: string, data: session.SessionData, callback?: Callback): void {
    this.db
      .updateTable('sessions')
      .set({ expires_at: this.expiresAt(data) })
      .where('sid', '=', sid)
      .execute()
      .then(() => callback?.(), callback);
  }

  override destroy(sid: string, callback?: Callback): void {
    this.db
      .deleteFrom('sessions')
      .where('sid', '=', sid)
      .execute()
      .then(() => callback?.(), callback);
  }

  close(): void {
    clearInterval(this.purgeTimer);
  }
}
