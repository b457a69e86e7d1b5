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

/** Greenhouse "Retrieve a job" answers with questions=true, by job id (a real board's and Greenhouse's own example). */
export function greenhouseJobQuestions(): Record<string, unknown> {
  return (fixture('greenhouse-job-questions.json') as { jobs: Record<string, unknown> }).jobs;
}

/**
 * Cleo's captured job in greenhouse-job-questions.json: its own questions are five required
 * (salary, sponsorship, location, the privacy notice's one checkbox, where they heard of Cleo:
 * 14 checkboxes) and one optional (a portfolio link); the rest are our own fields.
 */
export const CLEO_JOB = '4628944002';

/** Valid answers to Cleo's own questions, keyed by Greenhouse's field names. */
export const cleoAnswers = {
  question_27737478002: '£95,000',
  question_27737479002: 'No',
  question_8607378002: 'London',
  'question_18804072002[]': ['88174211002'],
  'question_24229694002[]': ['114986917002', '114986950002'],
};

/**
 * Whole boards' answers (tests/fixtures/ats-boards/README.md, "Whole boards"): CodePath's
 * Greenhouse board, GoTo Group's Lever site, Lightdash's and Ramp's Ashby boards, Manual's
 * Recruitee careers site and Gousto's SmartRecruiters postings.
 */
export const realBoards = {
  codepath: () => (fixture('greenhouse-codepath-jobs.json') as { jobs: unknown[] }).jobs,
  goToGroup: () => fixture('lever-gotogroup-postings.json') as unknown[],
  lightdash: () => (fixture('ashby-lightdash-job-board.json') as { jobs: unknown[] }).jobs,
  ramp: () => (fixture('ashby-ramp-job-board.json') as { jobs: unknown[] }).jobs,
  manual: () => (fixture('recruitee-manual-offers.json') as { offers: unknown[] }).offers,
  gousto: () => {
    const board = fixture('smartrecruiters-gousto-postings.json') as {
      postings: { content: unknown[] };
      details: Record<string, unknown>;
    };
    return { postings: board.postings.content, details: board.details };
  },
};
