/** The configured values the privacy notice states (docs/configuration.md). */
export interface PrivacyFacts {
  /** APPLICATION_RETENTION_DAYS: how long applications, resumes and sent emails are kept. */
  retentionDays: number;
  /** SESSION_MAX_AGE_MS: how long a signed-in session lasts without a visit. */
  sessionMaxAgeMs: number;
  /** How long a session and draft never signed in last from the draft's start (ANONYMOUS_SESSION_MAX_AGE_MS, at most SESSION_MAX_AGE_MS). */
  anonymousMaxAgeMs: number;
  /** SMTP_URL is set: emails really go out. */
  sendsEmail: boolean;
  /** NOTIFY_EMAILS is set: the hiring team is emailed of each application. */
  notifiesTeam: boolean;
  /** WEBHOOK_URL is set: the company's own system is told of each application (ids only). */
  notifiesWebhook: boolean;
  /**
   * Where the data is kept: SQLite overwrites what a delete frees at once, Postgres keeps deleted
   * rows' old versions until its vacuum (docs/api.md, "Erasure on disk").
   */
  database: 'sqlite' | 'postgres';
  /** Where request limits count (server/limits): the process's memory, the shared database, or Redis (REDIS_URL). */
  limitsCounted: 'memory' | 'database' | 'redis';
  /** Days a job alert waits for its confirmation before it is deleted (server/storage/tables/alert-subscriptions.ts). */
  alertConfirmDays: number;
}

const units = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
] as const;

/** A length of time as people say it: 604800000 → "7 days", 5400000 → "90 minutes". */
export function durationText(ms: number): string {
  for (const [unit, size] of units) {
    if (ms >= size && ms % size === 0) {
      const count = ms / size;
      return `${count} ${unit}${count === 1 ? '' : 's'}`;
    }
  }
  const seconds = Math.max(1, Math.round(ms / 1_000));
  return `${seconds} second${seconds === 1 ? '' : 's'}`;
}
