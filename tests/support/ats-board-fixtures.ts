import { readFileSync } from 'node:fs';

/**
 * Real Greenhouse and Lever answers, trimmed (tests/fixtures/ats-boards/README.md says where each
 * was captured), for the loopback ATS upstream.
 */
const fixture = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(`../fixtures/ats-boards/${name}`, import.meta.url), 'utf8'));

/** The `jobs` of a Greenhouse "List Jobs" answer with content=true. */
export function greenhouseBoardJobs(): unknown[] {
  return (fixture('greenhouse-jobs.json') as { jobs: unknown[] }).jobs;
}

/** A Lever Postings API answer with mode=json. */
export function leverBoardPostings(): unknown[] {
  return fixture('lever-postings.json') as unknown[];
}
