import request from 'supertest';
import { openDatabase } from '../../server/storage/storage';
import { emulatorHost } from './auth-emulator';
import { exampleJobs, freshJobsFile } from './example-jobs';
import { alertsEnv, runSendAlerts } from './alert-runs';
import { eventually } from './eventually';
import { outboxRows } from './outbox-rows';
import { startSmtpSink } from './smtp-sink';
import { createTestApp, freshDataDir } from './test-app';
import { databaseEnvFor, silentLogger, type TestDatabaseKind } from './test-database';

export { ALERTS_PUBLIC_URL, puneNurseJob } from './alert-runs';

/**
 * A test app on `kind` with a jobs file (the examples), mailing through a real SMTP sink on
 * loopback (`extra.SMTP_URL: ''` writes .eml files in `dataDir` instead); `sendAlerts` runs the built script against the same database and configuration.
 * What it starts is stopped by `cleanups` (the calling file's, run after it).
 */
export async function alertingSite(
  cleanups: (() => Promise<void>)[],
  kind: TestDatabaseKind = 'SQLite',
  extra: Record<string, string> = {},
) {
  const smtp = await startSmtpSink();
  cleanups.push(smtp.close);
  const jobsFile = freshJobsFile(exampleJobs());
  const env: Record<string, string> = {
    ...(await databaseEnvFor(kind, cleanups)),
    DATA_DIR: freshDataDir(),
    JOBS_SOURCE: `file:${jobsFile}`,
    FIREBASE_AUTH_EMULATOR_HOST: emulatorHost(),
    ...alertsEnv(smtp.url),
    ...extra,
  };
  const { app, config, logLines } = await createTestApp({ env });
  /** Work on the site's database, through a connection of its own. */
  const db = async <T>(work: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<T>) => {
    const { db } = await openDatabase(config, silentLogger);
    try {
      return await work(db);
    } finally {
      await db.destroy();
    }
  };
  const sendAlerts = (args?: string[], overrides: Record<string, string | undefined> = {}) =>
    runSendAlerts({ ...env, ...overrides }, args);
  /**
   * Waits until the outbox has sent every email written to it. The site writes an email in the
   * transaction of the change that causes it, before it answers: then the requests answered so far
   * have sent all they ever will, and what the SMTP sink holds is the whole of it.
   */
  const outboxSent = () =>
    eventually(async () => (await outboxRows(config)).unsent === 0, 15_000, 'every email in the outbox sent');
  return { app, smtp, jobsFile, db, sendAlerts, outboxSent, logLines, dataDir: config.DATA_DIR };
}

/** What a browser's navigation sends with a form's post (the one-click unsubscribe route leaves these to the page). */
export const documentNavigation = {
  'Sec-Fetch-Dest': 'document',
  'Sec-Fetch-Mode': 'navigate',
  'Sec-Fetch-Site': 'same-origin',
};

/** Presses the Confirm button of a confirmation link's page (`path`, its path and query), as a browser without JavaScript. */
export const confirmByLink = (app: Parameters<typeof request>[0], path: string) =>
  request(app).post(path).set(documentNavigation).type('form').send('');
