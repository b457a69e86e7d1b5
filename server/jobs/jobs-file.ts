import { extname } from 'node:path';
import { z } from 'zod';
import type { Job } from '../../shared/job';
import { boardLink, httpUrl, isoDate, jobId, problemsOf, text } from './job-fields';
import { sanitizeJobDescription } from './job-description';

/**
 * A jobs file (JOBS_SOURCE=file:<path>, README "The jobs file"): an array of jobs with the
 * embedded jobs' fields plus real dates, a description and an optional apply URL. Unknown
 * fields are refused, so a misspelt `postedat` is an error rather than a job without a date.
 */
const fileJob = (jobBoardUrl: string) =>
  z.strictObject({
    id: jobId,
    title: text(200),
    department: text(100),
    type: text(100),
    location: text(200),
    remote: z.boolean('must be true or false'),
    stipend: z.string().trim().max(200),
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

/** The jobs of a jobs file's `content`, or a JobsFileError naming the file, the job and the field. */
export async function parseJobsFile(path: string, content: string, jobBoardUrl: string): Promise<Job[]> {
  const data = await parseText(path, content);
  if (!Array.isArray(data)) throw new JobsFileError(`JOBS_SOURCE file ${path}: must be an array of jobs`);
  const schema = fileJob(jobBoardUrl);
  const seen = new Set<string>();
  return data.map((raw: unknown, index) => {
    const parsed = schema.safeParse(raw);
    if (!parsed.success) {
      throw new JobsFileError(`JOBS_SOURCE file ${path}: ${jobName(index, raw)}: ${problemsOf(parsed.error)}`);
    }
    const { description, ...job } = parsed.data;
    if (seen.has(job.id.toLowerCase())) {
      throw new JobsFileError(`JOBS_SOURCE file ${path}: ${jobName(index, raw)}: id: is used by an earlier job`);
    }
    seen.add(job.id.toLowerCase());
    return { ...job, description: sanitizeJobDescription(description) };
  });
}
