import type { AlertSubscriptionsTable } from './tables/alert-subscriptions';
import type { AlertSuppressionsTable } from './tables/alert-suppressions';
import type { AtsRateSlotsTable } from './tables/ats-rate-slots';
import type { ApplicationEventsTable } from './tables/application-events';
import type { ApplicationsTable } from './tables/applications';
import type { DraftsTables } from './tables/drafts';
import type { JobSightingsTable } from './tables/job-sightings';
import type { LimitWindowsTable } from './tables/limit-windows';
import type { OutboxTable } from './tables/outbox';
import type { ResumesTable } from './tables/resumes';
import type { VoluntaryAnswersTable } from './tables/voluntary-answers';

/**
 * The tables the typed query layer (Kysely) reads and writes, as both databases return them:
 * JSON columns as text (Postgres' JSON parsing is turned off in postgres-database.ts) and
 * millisecond timestamps as numbers. Each table's columns are declared in the module that owns
 * its rows (./tables); each change of them is a migration in ./migrations. Deleting an
 * application or a draft deletes what references it (foreign keys with ON DELETE CASCADE, 0013):
 * its voluntary answers, events, outbox messages and resume; its steps, job and resume.
 */
export interface DatabaseSchema
  extends
    DraftsTables,
    ResumesTable,
    ApplicationsTable,
    VoluntaryAnswersTable,
    ApplicationEventsTable,
    OutboxTable,
    AlertSubscriptionsTable,
    AlertSuppressionsTable,
    JobSightingsTable,
    AtsRateSlotsTable,
    LimitWindowsTable {
  /** express-session's sessions on SQLite (server/session/sqlite-session-store.ts). */
  sessions: {
    sid: string;
    sess: string;
    expires_at: number;
  };
}

/** Which of the two databases a connection speaks. */
export type Dialect = 'sqlite' | 'postgres';
