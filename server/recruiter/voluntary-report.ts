import { genderOptions, indigenousOptions, militaryAnswers } from '../../shared/application/schemas';
import type { JobVoluntaryReport } from '../../shared/recruiter/voluntary-counts';
import type { RecruiterStore } from './recruiter-store';

/**
 * A count is shown only when at least this many applications are in its group and at least
 * this many outside it: a count of 1 or 2 can point to a person, and a group of all (or all
 * but a few) of a job's applications tells each named candidate's answer.
 */
export const SMALLEST_SHOWN_GROUP = 5;

const questions: Record<string, readonly string[]> = {
  gender: genderOptions,
  indigenous: indigenousOptions,
  exMilitary: militaryAnswers,
  reserveForces: militaryAnswers,
  militarySpouse: militaryAnswers,
};

/** Questions not every company asks: stored (if only as an empty list) wherever they were asked. */
const optionalQuestions = ['indigenous'];
/** The military step's questions: asked where its answers are stored (a null answer too), not elsewhere. */
const militaryQuestions = ['exMilitary', 'reserveForces', 'militarySpouse'];

const NOT_ANSWERED = 'Not answered';

/**
 * Equal-opportunity and military answers as counts per job only, each count suppressed (null)
 * unless SMALLEST_SHOWN_GROUP applications are in its group and as many outside it, so no answer
 * can be traced back to a candidate. A job's number of applications is shown from
 * SMALLEST_SHOWN_GROUP on (recruiters see its applications in the inbox anyway).
 */
export function voluntaryReport(rows: { requisition_id: string; answers: string }[]): JobVoluntaryReport[] {
  const byJob = new Map<
    string,
    { count: number; questions: Record<string, Record<string, number>>; notAsked: Set<string> }
  >();
  for (const row of rows) {
    // A question is in a job's report unless none of its candidates was asked it: the
    // Indigenous-identity one is asked only in Australia, the military ones only in the US and
    // Australia (COMPANY_COUNTRY), and not stored elsewhere.
    const job = byJob.get(row.requisition_id) ?? {
      count: 0,
      questions: {},
      notAsked: new Set([...optionalQuestions, ...militaryQuestions]),
    };
    byJob.set(row.requisition_id, job);
    job.count += 1;
    const stored = JSON.parse(row.answers) as { eeo?: Record<string, unknown>; military?: Record<string, unknown> };
    const { eeo, military } = stored;
    for (const question of optionalQuestions) if (eeo && question in eeo) job.notAsked.delete(question);
    if ('military' in stored) for (const question of militaryQuestions) job.notAsked.delete(question);
    const given = { ...eeo, ...military };
    for (const question of Object.keys(questions)) {
      const answer = given[question];
      const values = Array.isArray(answer) ? (answer.length > 0 ? answer : [NOT_ANSWERED]) : [answer ?? NOT_ANSWERED];
      const counts = (job.questions[question] ??= {});
      for (const value of values) counts[String(value)] = (counts[String(value)] ?? 0) + 1;
    }
  }
  const shownOf = (total: number) => (count: number) =>
    count >= SMALLEST_SHOWN_GROUP && total - count >= SMALLEST_SHOWN_GROUP ? count : null;
  return [...byJob.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([jobId, job]) => ({
      jobId,
      applications: job.count >= SMALLEST_SHOWN_GROUP ? job.count : null,
      questions: Object.fromEntries(
        Object.entries(questions)
          .filter(([question]) => !job.notAsked.has(question))
          .map(([question, options]) => [
            question,
            Object.fromEntries(
              [...options, NOT_ANSWERED].map((option) => [
                option,
                shownOf(job.count)(job.questions[question]?.[option] ?? 0),
              ]),
            ),
          ]),
      ),
    }));
}

/**
 * The report's jobs named as their applications recorded them (RecruiterStore.jobs), in the
 * order of those names: a job that has left the feed keeps the title candidates applied to.
 */
export function withJobTitles(
  report: JobVoluntaryReport[],
  jobs: readonly { id: string; title: string }[],
): (JobVoluntaryReport & { title: string })[] {
  const titles = new Map(jobs.map((job) => [job.id, job.title]));
  return report
    .map((job) => ({ ...job, title: titles.get(job.jobId) ?? job.jobId }))
    .sort((a, b) => a.title.localeCompare(b.title) || a.jobId.localeCompare(b.jobId));
}

/** The report as recruiters read it, on its page and from the API: of one job or all, each titled. */
export async function titledVoluntaryReport(
  store: Pick<RecruiterStore, 'voluntaryAnswers' | 'jobs'>,
  jobId?: string,
): Promise<(JobVoluntaryReport & { title: string })[]> {
  const [answers, jobs] = await Promise.all([store.voluntaryAnswers(jobId), store.jobs()]);
  return withJobTitles(voluntaryReport(answers), jobs);
}
