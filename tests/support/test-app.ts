import { mkdirSync, mkdtempSync } from 'node:fs';
import { resolve } from 'node:path';
import { Writable } from 'node:stream';
import { type AppOptions, type CareersApp, createApp } from '../../server/app';
import { readEnvironment } from '../../server/config';
import { configOf } from '../../server/config-sections';
import { createLogger } from '../../server/logger';

/** Every app open in this test file. */
const openApps: CareersApp[] = [];
/** The apps the running test (or its beforeEach) created; null between tests (beforeAll's apps). */
let appsOfTest: CareersApp[] | null = null;

/** The Postgres of the development and CI machines (`.ci/run` sets TEST_DATABASE_URL). */
export const testDatabaseUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** A fresh folder for one app's embedded database, removed after the run (tests/support/temp-folders.ts). */
export function freshDataDir(): string {
  mkdirSync('tests/.tmp/data', { recursive: true });
  return mkdtempSync(resolve('tests/.tmp/data/app-'));
}

/**
 * The app as tests drive it: test configuration (plus `env`), its own empty data folder unless
 * `env.DATA_DIR` says otherwise, and the JSON log lines it wrote. Closed after the test that
 * created it, or after the file when a `beforeAll` did.
 */
export async function createTestApp(
  options: Omit<AppOptions, 'config' | 'logger'> & { env?: Record<string, string> } = {},
) {
  const { env, ...appOptions } = options;
  const logLines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) logLines.push(JSON.parse(line));
      done();
    },
  });
  // Every visitor of a test comes from 127.0.0.1: tests of the new-draft limit set it themselves.
  const environment = readEnvironment({
    NODE_ENV: 'test',
    DATA_DIR: freshDataDir(),
    ANONYMOUS_DRAFTS_PER_ADDRESS_PER_DAY: '1000000',
    RESUME_CHECKS_PER_CLIENT_PER_HOUR: '1000000',
    RESUME_UPLOADS_AT_ONCE_PER_CLIENT: '1000000',
    ...env,
  });
  const logger = createLogger({ LOG_LEVEL: environment.LOG_LEVEL }, sink);
  // The resume workers of the build these tests check (integration refuses a stale one), as the server runs them.
  const resumeWorkerFile = resolve('dist/server/resume-worker.js');
  const app = await createApp({ resumeWorkerFile, ...appOptions, config: configOf(environment), logger });
  openApps.push(app);
  appsOfTest?.push(app);
  // The tests read the configuration by the variables' names.
  return { app, logLines, config: environment };
}

export function startTestApps(): void {
  appsOfTest = [];
}

/**
 * Closes the apps of the test that has just ended. Each holds a database pool: a Postgres file
 * whose tests each made an app kept their idle connections until the file ended, and reached
 * Postgres's 100 (application.test.ts, once the server's start ran a few more queries at once).
 */
export async function closeAppsOfTest(): Promise<void> {
  const apps = appsOfTest ?? [];
  appsOfTest = null;
  for (const app of apps) openApps.splice(openApps.indexOf(app), 1);
  await Promise.all(apps.map((app) => app.close()));
}

export async function closeTestApps(): Promise<void> {
  await Promise.all(openApps.splice(0).map((app) => app.close()));
}
