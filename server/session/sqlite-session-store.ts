import session from 'express-session';
import type { SqliteDatabase } from '../storage/sqlite-database';

type Callback = (error?: unknown) => void;

/**
 * express-session's store on the embedded SQLite database (no maintained package fits
 * better-sqlite3 12). A session lives until its cookie's expiry; expired rows are purged
 * every `purgeEveryMs` and never returned.
 */
export class SqliteSessionStore extends session.Store {
  private readonly purgeTimer: NodeJS.Timeout;
  private readonly statements;

  constructor(
    db: SqliteDatabase,
    private readonly defaultMaxAgeMs: number,
    purgeEveryMs = 15 * 60_000,
  ) {
    super();
    this.statements = {
      get: db.prepare<[string, number], { sess: string }>('SELECT sess FROM sessions WHERE sid = ? AND expires_at > ?'),
      set: db.prepare<[string, string, number]>(
        'INSERT INTO sessions (sid, sess, expires_at) VALUES (?, ?, ?) ON CONFLICT (sid) DO UPDATE SET sess = excluded.sess, expires_at = excluded.expires_at',
      ),
      touch: db.prepare<[number, string]>('UPDATE sessions SET expires_at = ? WHERE sid = ?'),
      destroy: db.prepare<[string]>('DELETE FROM sessions WHERE sid = ?'),
      purge: db.prepare<[number]>('DELETE FROM sessions WHERE expires_at <= ?'),
    };
    this.purgeTimer = setInterval(() => this.purgeExpired(), purgeEveryMs);
    this.purgeTimer.unref();
  }

  private expiresAt(data: session.SessionData): number {
    const expires = data.cookie?.expires;
    return expires ? new Date(expires).getTime() : Date.now() + this.defaultMaxAgeMs;
  }

  /** Deletes expired sessions; answers how many. */
  purgeExpired(): number {
    return this.statements.purge.run(Date.now()).changes;
  }

  override get(sid: string, callback: (error: unknown, data?: session.SessionData | null) => void): void {
    try {
      const row = this.statements.get.get(sid, Date.now());
      callback(null, row ? (JSON.parse(row.sess) as session.SessionData) : null);
    } catch (error) {
      callback(error);
    }
  }

  override set(sid: string, data: session.SessionData, callback?: Callback): void {
    try {
      this.statements.set.run(sid, JSON.stringify(data), this.expiresAt(data));
      callback?.();
    } catch (error) {
      callback?.(error);
    }
  }

  override touch(sid: string, data: session.SessionData, callback?: Callback): void {
    try {
      this.statements.touch.run(this.expiresAt(data), sid);
      callback?.();
    } catch (error) {
      callback?.(error);
    }
  }

  override destroy(sid: string, callback?: Callback): void {
    try {
      this.statements.destroy.run(sid);
      callback?.();
    } catch (error) {
      callback?.(error);
    }
  }

  close(): void {
    clearInterval(this.purgeTimer);
  }
}
