import { extname } from 'node:path';
import { z } from 'zod';
import type { Job } from '../../shared/job';
import { boardLink, httpUrl, isoDate, jobId, problemsOf, text } from './job-fields';
import { sanitizeJobDescription } from './job-description';
import { plainIssueWords } from '../plain-issue-words';
import { salaryUnits } from '../../shared/api/jobs-enums';
import { isCurrencyCode } from '../../shared/job-salary';

const amount = z.number('must be a number').nonnegative('must not be negative').finite('must be a number');

/**
 * Pay as numbers: `{ min, max, currency, unit }`, at least one amount, min not above max, an
 * ISO 4217 currency (`INR`, not `Rs` or `inr`) and one of Google's units.
 */
const salary = z
  .strictObject(
    {
      min: amount.optional(),
      max: amount.optional(),
      currency: z
        .string('must be an ISO 4217 currency code such as INR or USD')
        .refine(isCurrencyCode, 'must be an ISO 4217 currency code such as INR or USD'),
      unit: z.enum(salaryUnits, `must be one of ${salaryUnits.join(', ')}`),
    },
    {
      // Only a salary that is not an object: an unknown key keeps zod's message, which names it.
      error: (issue) => (issue.code === 'invalid_type' ? 'must be an object { min, max, currency, unit }' : undefined),
    },
  )
  .refine((value) => value.min !== undefined || value.max !== undefined, 'needs min, max or both')
  .refine((value) => value.min === undefined || value.max === undefined || value.min <= value.max, {
    message: 'must not be more than max',
    path: ['min'],
  });

/**
 * A jobs file (JOBS_SOURCE=file:<path>, docs/jobs-and-ats.md, "The jobs file"): an array of jobs with the
 * embedded jobs' fields plus real dates, a description and an optional apply URL. Unknown
 * fields are refused, so a misspelt `postedat` is an error rather than a job without a date.
 */
const fileJob = (jobBoardUrl: string) =>
  z.strictObject({
    id: jobId,
    title: text(200),
    department: text(100),
    team: text(100).optional(),
    type: text(100),
    location: text(200),
    remote: z.boolean('must be true or false'),
    stipend: z.string().trim().max(200),
    salary: salary.optional(),
    duration: text(100).optional(),
    hours: text(100).optional(),
    link: boardLink(jobBoardUrl).optional(),
    postedAt: isoDate(),
    validThrough: isoDate(true).optional(),
    updatedAt: isoDate().optional(),
    description: z.string().max(500_000),
    applyUrl: httpUrl.optional(),
  });

/** A jobs file that cannot be used; the message names the file, the job and the field. */
export class JobsFileError extends Error {
  override name = 'JobsFileError';
}

async function parseText(path: string, content: string): Promise<unknown> {
  const yaml = ['.yaml', '.yml'].includes(extname(path).toLowerCase());
  try {
    if (!yaml) return JSON.parse(content);
    // Loaded only for YAML files.
    const { parse } = await import('yaml');
    return parse(content);
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    throw new JobsFileError(`JOBS_SOURCE file ${path}: not valid ${yaml ? 'YAML' : 'JSON'} (${reason})`);
  }
}

/** How the message names a job: its place in the file, and its id when it has a readable one. */
function jobName(index: number, raw: unknown): string {
  const id = (raw as { id?: unknown } | null)?.id;
  return `job ${index + 1}${typeof id === 'string' && id.length <= 100 ? ` (id "${id}")` : ''}`;
}

/**
 * The jobs of a jobs file's `content`, or a JobsFileError naming the file and, one line each, every
 * bad job with its field: an operator fixes them all before the next try.
 */
export async function parseJobsFile(path: string, content: string, jobBoardUrl: string): Promise<Job[]> {
  const data = await parseText(path, content);
  if (!Array.isArray(data)) throw new JobsFileError(`JOBS_SOURCE file ${path}: must be an array of jobs`);
  const schema = fileJob(jobBoardUrl);
  const seen = new Set<string>();
  const problems: string[] = [];
  const jobs = data.flatMap((raw: unknown, index): Job[] => {
    const parsed = schema.safeParse(raw, { error: plainIssueWords });
    if (!parsed.success) {
      problems.push(`${jobName(index, raw)}: ${problemsOf(parsed.error)}`);
      return [];
    }
    const { description, ...job } = parsed.data;
    if (seen.has(job.id.toLowerCase())) {
      problems.push(`${jobName(index, raw)}: id: is used by an earlier job`);
      return [];
    }
    seen.add(job.id.toLowerCase());
    return [{ ...job, description: sanitizeJobDescription(description) }];
  });
  if (problems.length === 1) throw new JobsFileError(`JOBS_SOURCE file ${path}: ${problems[0]}`);
  if (problems.length > 1) {
    throw new JobsFileError(
      `JOBS_SOURCE file ${path}: ${problems.length} jobs do not read:\n${problems.map((problem) => `  ${problem}`).join('\n')}`,
    );
  }
  return jobs;
}
