import session from 'express-session';
import type { Kysely } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { DatabaseSchema } from '../storage/database-schema';

type Callback = (error?: unknown) => void;

/**
 * A session's stored expiry moves forward at most once a minute: express-session touches the
 * store on every response (rolling cookies), a database write on every page of a session. The
 * stored expiry lags the cookie's by under a minute of a lifetime of days.
 */
const TOUCH_STEP_MS = 60_000;

/**
 * express-session's store on the embedded SQLite database (no maintained package fits
 * better-sqlite3 12). It queries through the app's one Kysely instance, so a session write
 * waits for a running transaction instead of joining it. A session lives until its cookie's
 * expiry; expired rows are purged every `purgeEveryMs` and never returned.
 */
export class SqliteSessionStore extends session.Store {
  private readonly purgeTimer: NodeJS.Timeout;
  /** The expiry this process last wrote per session, to skip touches that would barely move it. */
  private readonly writtenExpiry = new LRUCache<string, number>({ max: 10_000 });

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
    this.writtenExpiry.set(sid, row.expires_at);
    this.db
      .insertInto('sessions')
      .values(row)
      .onConflict((conflict) => conflict.column('sid').doUpdateSet({ sess: row.sess, expires_at: row.expires_at }))
      .execute()
      .then(() => callback?.(), callback);
  }

  override touch(sid: string, data: session.SessionData, callback?: Callback): void {
    const expiresAt = this.expiresAt(data);
    if (expiresAt - (this.writtenExpiry.get(sid) ?? 0) < TOUCH_STEP_MS) {
      callback?.();
      return;
    }
    this.writtenExpiry.set(sid, expiresAt);
    this.db
      .updateTable('sessions')
      .set({ expires_at: expiresAt })
      .where('sid', '=', sid)
      .execute()
      .then(() => callback?.(), callback);
  }

  override destroy(sid: string, callback?: Callback): void {
    this.writtenExpiry.delete(sid);
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
