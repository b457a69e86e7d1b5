import { z } from 'zod';
import type { Job } from '../../shared/job';
import type { UpstreamClient } from '../http/upstream-client';
import type { Logger } from '../logger';
import { feedJobs } from './feed-jobs';
import { sanitizeJobDescription, unescapeHtmlOnce } from './job-description';
import { httpUrl, isoDate, jobId, text } from './job-fields';
import { JobsUpstreamError } from './jobs-upstream-error';

// Greenhouse's Job Board API, "List Jobs" with content=true:
// https://developers.greenhouse.io/job-board.html#list-jobs

const named = z.object({ name: z.string().nullish() });

/** Custom fields: `{ name, value }`, the value text, a number, a list or null by its value_type. */
const metadataEntry = z.object({ name: z.string(), value: z.unknown() });

/** A custom field's text whose name matches `name`, e.g. an "Employment Type" field's "Full-time". */
function metadataText(metadata: z.infer<typeof metadataEntry>[], name: RegExp): string | undefined {
  for (const entry of metadata) {
    if (!name.test(entry.name)) continue;
    const values = (Array.isArray(entry.value) ? entry.value : [entry.value]).filter(
      (value): value is string | number => typeof value === 'string' || typeof value === 'number',
    );
    const joined = values.join(', ').trim();
    if (joined) return joined.slice(0, 200);
  }
  return undefined;
}

const greenhouseJob = z
  .object({
    id: z.union([z.number().int().nonnegative(), z.string()]).transform(String).pipe(jobId),
    title: text(300),
    location: named.nullish(),
    departments: z.array(named).nullish(),
    offices: z.array(named).nullish(),
    first_published: isoDate().nullish(),
    updated_at: isoDate(),
    absolute_url: httpUrl,
    content: z.string().max(1_000_000).nullish(),
    metadata: z.array(metadataEntry).nullish(),
  })
  .transform((job): Job => {
    const metadata = job.metadata ?? [];
    const location =
      job.location?.name?.trim() || job.offices?.find((office) => office.name?.trim())?.name?.trim() || '';
    const workplace = metadataText(metadata, /workplace|remote/i) ?? '';
    return {
      id: job.id,
      title: job.title,
      department: job.departments?.find((department) => department.name?.trim())?.name?.trim() ?? '',
      type: metadataText(metadata, /employment|job type|commitment/i) ?? '',
      location,
      remote: /\bremote\b/i.test(location) || /\b(remote|yes|true)\b/i.test(workplace),
      stipend: metadataText(metadata, /salary|compensation|pay|stipend/i) ?? '',
      link: job.absolute_url,
      postedAt: job.first_published ?? job.updated_at,
      updatedAt: job.updated_at,
      description: sanitizeJobDescription(unescapeHtmlOnce(job.content ?? '')),
      // Greenhouse's hosted page holds its application form: candidates apply there.
      applyUrl: job.absolute_url,
    };
  });

const envelope = z.object({ jobs: z.array(z.unknown()) });

/** The jobs of a Greenhouse board (`board` is its token), from `GET {base}/v1/boards/{board}/jobs?content=true`. */
export async function fetchGreenhouseJobs(
  client: UpstreamClient,
  board: string,
  signal: AbortSignal,
  logger: Logger,
): Promise<Job[]> {
  const response = await client.get(`v1/boards/${encodeURIComponent(board)}/jobs?content=true`, signal);
  if (response.status !== 200) throw client.failed(response.status);
  return parseGreenhouseJobs(response.data, logger);
}

/** A Greenhouse answer's jobs; an answer without a `jobs` array is the feed's failure. */
export function parseGreenhouseJobs(payload: unknown, logger: Logger): Job[] {
  const parsed = envelope.safeParse(payload);
  if (!parsed.success) throw new JobsUpstreamError('bad-payload', 'The Greenhouse API answered without a jobs array');
  return feedJobs('greenhouse', parsed.data.jobs, greenhouseJob, logger);
}
