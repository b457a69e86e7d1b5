import type { Express } from 'express';
import { expect } from 'vitest';
import { validAnswers } from './application-answers';
import { emulatorHost } from './auth-emulator';
import { candidate, uniqueEmail } from './candidate-browser';
import { createTestApp, freshDataDir, startTestApps } from './test-app';
import { databaseEnvFor, type TestDatabaseKind } from './test-database';

/** The recruiter who reads deliveries on the sites of atsDeliverySite. */
export const DELIVERY_RECRUITER = 'recruiter-deliveries@medinest.example';

/**
 * A site whose jobs come from an ATS (`env`: its JOBS_SOURCE, API URL and key) and whose
 * applications are delivered into it, with a fast outbox and DELIVERY_RECRUITER, on `kind`'s
 * database (its cleanup pushed to `cleanups`). Its DATA_DIR holds the emails it writes.
 */
export async function atsDeliverySite(
  kind: TestDatabaseKind,
  env: Record<string, string>,
  cleanups: (() => Promise<void>)[],
): Promise<{ app: Express; dataDir: string }> {
  startTestApps();
  const dataDir = freshDataDir();
  const { app } = await createTestApp({
    env: {
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      FIREBASE_AUTH_EMULATOR_HOST: emulatorHost(),
      RECRUITER_EMAILS: DELIVERY_RECRUITER,
      OUTBOX_POLL_MS: '50',
      OUTBOX_RETRY_MS: '50',
      ...(await databaseEnvFor(kind, cleanups)),
      ...env,
    },
  });
  return { app, dataDir };
}

/**
 * A candidate who lands on the job's page by `?utm_source=naukri`, applies, signs in, finds
 * `asked` on the job's questions step and not `notAsked`, fills every step and answers `answers`.
 */
export async function applyWithJobAnswers(
  app: Express,
  jobId: string,
  answers: Record<string, string | string[]>,
  { asked, notAsked = [] }: { asked: string[]; notAsked?: string[] },
) {
  const browser = candidate(app);
  expect((await browser.get(`/joblistings/${jobId}?utm_source=naukri`)).status).toBe(200);
  expect((await browser.post(`/joblistings/${jobId}`)).status).toBe(303);
  const email = uniqueEmail();
  await browser.signIn(email);
  const step = await browser.get('/job-questions');
  expect(step.status).toBe(200);
  for (const text of asked) expect(step.text).toContain(text);
  for (const text of notAsked) expect(step.text).not.toContain(text);
  await browser.fillEverything({ contact: { ...validAnswers.contact, email } });
  expect((await browser.put('/api/application/draft/questions', answers)).status).toBe(200);
  return { browser, email };
}
