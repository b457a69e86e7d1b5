import { mkdirSync, mkdtempSync } from 'node:fs';
import { resolve } from 'node:path';
import { Writable } from 'node:stream';
import { type AppOptions, type CareersApp, createApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { createLogger } from '../../server/logger';

const openApps: CareersApp[] = [];

/** The Postgres of the development and CI machines (`.ci/run` sets TEST_DATABASE_URL). */
export const testDatabaseUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** A fresh folder for one app's embedded database, removed after the run (tests/support/temp-folders.ts). */
export function freshDataDir(): string {
  mkdirSync('tests/.tmp/data', { recursive: true });
  return mkdtempSync(resolve('tests/.tmp/data/app-'));
}

/**
 * The app as tests drive it: test configuration (plus `env`), its own empty data folder unless
 * `env.DATA_DIR` says otherwise, and the JSON log lines it wrote. Closed after the test file.
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
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: freshDataDir(), ...env });
  const logger = createLogger(config, sink);
  const app = await createApp({ ...appOptions, config, logger });
  openApps.push(app);
  return { app, logLines, config };
}

export async function closeTestApps(): Promise<void> {
  await Promise.all(openApps.splice(0).map((app) => app.close()));
}
