import { readFileSync } from 'node:fs';

/**
 * Real Greenhouse, Lever, Ashby, Recruitee and SmartRecruiters answers, trimmed (tests/fixtures/ats-boards/README.md says where each
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

/** The `jobs` of an Ashby job board answer with includeCompensation=true. */
export function ashbyBoardJobs(): unknown[] {
  return (fixture('ashby-job-board.json') as { jobs: unknown[] }).jobs;
}

/** The `offers` of a Recruitee careers site's `/api/offers/`. */
export function recruiteeBoardOffers(): unknown[] {
  return (fixture('recruitee-offers.json') as { offers: unknown[] }).offers;
}

/** A SmartRecruiters company's postings list (its `content`) and the details captured for it, by id. */
export function smartRecruitersBoard(): { postings: unknown[]; details: Record<string, unknown> } {
  const board = fixture('smartrecruiters-postings.json') as {
    postings: { content: unknown[] };
    details: Record<string, unknown>;
  };
  return { postings: board.postings.content, details: board.details };
}
