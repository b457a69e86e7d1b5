import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * The repository's example jobs file. It documents the format for operators, so its dates are
 * real ones, and a job's `validThrough` passes one day: the site then hides that job. Tests that
 * serve the example's jobs use `exampleJobs()`, whose closing dates never pass, so they do not
 * start failing on the day after; only tests/unit/jobs-file.test.ts reads the file as written.
 */
export const EXAMPLE_JOBS_FILE = 'examples/jobs.example.json';

/** A job of the example file: the fields the tests pick, and the rest as written. */
export type ExampleJob = { id: string; title: string; validThrough?: string } & Record<string, unknown>;

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

// Fixed once per test file, when it loads: the file a test writes and the values it expects agree
// even when the run crosses midnight.
const yearFromNow = new Date();
yearFromNow.setUTCFullYear(yearFromNow.getUTCFullYear() + 1);

/** The day the example's jobs with a closing date close on in the tests: a year from now (UTC), `YYYY-MM-DD`. */
export const closingDay = yearFromNow.toISOString().slice(0, 10);

/**
 * `closingDay` as a job's page writes it, "28 February 2027": spelt out here rather than with
 * the site's own formatter, so a test comparing the two checks that formatter too.
 */
export const closingDayText = `${yearFromNow.getUTCDate()} ${MONTHS[yearFromNow.getUTCMonth()]} ${yearFromNow.getUTCFullYear()}`;

/** The second example company's folder and jobs file (examples/harbour-clinics). */
export const harbourClinics = {
  siteDir: 'examples/harbour-clinics/site',
  jobsFile: 'examples/harbour-clinics/jobs.json',
};

/** An example file's jobs exactly as written (dates that may have passed included). */
export function exampleJobsAsWritten(file = EXAMPLE_JOBS_FILE): ExampleJob[] {
  return JSON.parse(readFileSync(file, 'utf8')) as ExampleJob[];
}

/**
 * An example file's jobs (the seed's by default), each `validThrough` moved to `closingDay`: the jobs stay open whatever
 * the day of the run, and a job with a closing date still has one (its page shows "Apply by").
 */
export function exampleJobs(file = EXAMPLE_JOBS_FILE): ExampleJob[] {
  return exampleJobsAsWritten(file).map((job) =>
    job.validThrough === undefined ? job : { ...job, validThrough: closingDay },
  );
}

/**
 * Writes `jobs` (the example's by default) to a new jobs file under tests/.tmp/data, removed after
 * the run (tests/support/temp-folders.ts), and returns its absolute path, for `JOBS_SOURCE=file:<path>`.
 */
export function freshJobsFile(jobs: readonly unknown[] = exampleJobs()): string {
  mkdirSync('tests/.tmp/data', { recursive: true });
  const file = join(mkdtempSync(resolve('tests/.tmp/data/jobs-')), 'jobs.json');
  writeFileSync(file, JSON.stringify(jobs));
  return file;
}
