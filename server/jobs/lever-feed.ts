import { z } from 'zod';
import type { Job } from '../../shared/job';
import type { UpstreamClient } from '../http/upstream-client';
import type { Logger } from '../logger';
import { feedJobs } from './feed-jobs';
import { sanitizeJobDescription } from './job-description';
import { httpUrl, jobId, text } from './job-fields';
import { JobsUpstreamError } from './jobs-upstream-error';

// Lever's Postings API, "Get a list of job postings" with mode=json:
// https://github.com/lever/postings-api#get-a-list-of-job-postings

const optionalText = z
  .string()
  .nullish()
  .transform((value) => value?.trim() || undefined);

const epochMs = z
  .number()
  .int()
  .nonnegative()
  .refine((value) => !Number.isNaN(new Date(value).getTime()), 'is not a date')
  .transform((value) => new Date(value).toISOString());

const salaryRange = z.object({
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .nullish(),
  interval: z.string().nullish(),
  min: z.number().nonnegative().nullish(),
  max: z.number().nonnegative().nullish(),
});

const intervals: Record<string, string> = {
  'per-year-salary': ' /year',
  'per-month-salary': ' /month',
  'per-week-salary': ' /week',
  'per-day-wage': ' /day',
  'per-hour-wage': ' /hour',
};

/** "₹3,00,000 - ₹5,00,000 /year" (the site writes amounts the Indian way, as its dates). */
function payText(range: z.infer<typeof salaryRange> | null | undefined): string {
  if (!range || (range.min == null && range.max == null)) return '';
  const amount = (value: number) =>
    range.currency
      ? new Intl.NumberFormat('en-IN', {
          style: 'currency',
          currency: range.currency,
          maximumFractionDigits: 0,
        }).format(value)
      : new Intl.NumberFormat('en-IN').format(value);
  const [low, high] = [range.min ?? range.max, range.max ?? range.min] as [number, number];
  const span = low === high ? amount(low) : `${amount(low)} - ${amount(high)}`;
  return `${span}${intervals[range.interval ?? ''] ?? ''}`;
}

const escapeText = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Plain text as paragraphs, for postings without HTML. */
const paragraphs = (plain: string) =>
  plain
    .split(/\n{2,}/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${escapeText(paragraph)}</p>`)
    .join('');

const leverJob = z
  .object({
    id: jobId,
    text: text(300),
    categories: z
      .object({
        team: optionalText,
        department: optionalText,
        location: optionalText,
        commitment: optionalText,
        allLocations: z.array(z.string()).nullish(),
      })
      .nullish(),
    workplaceType: z.string().nullish(),
    createdAt: epochMs,
    updatedAt: epochMs.nullish(),
    description: z.string().max(1_000_000).nullish(),
    descriptionPlain: z.string().max(1_000_000).nullish(),
    lists: z.array(z.object({ text: z.string(), content: z.string() })).nullish(),
    additional: z.string().max(1_000_000).nullish(),
    hostedUrl: httpUrl,
    applyUrl: httpUrl.nullish(),
    salaryRange: salaryRange.nullish(),
  })
  .transform((posting): Job => {
    const categories: Partial<NonNullable<typeof posting.categories>> = posting.categories ?? {};
    const location = categories.location ?? categories.allLocations?.join(' / ') ?? '';
    const description = [
      posting.description?.trim() ? posting.description : paragraphs(posting.descriptionPlain ?? ''),
      ...(posting.lists ?? []).map((list) => `<h3>${escapeText(list.text)}</h3><ul>${list.content}</ul>`),
      posting.additional ?? '',
    ].join('');
    return {
      id: posting.id,
      title: posting.text,
      department: categories.department ?? categories.team ?? '',
      type: categories.commitment ?? '',
      location,
      remote: posting.workplaceType === 'remote' || /\bremote\b/i.test(location),
      stipend: payText(posting.salaryRange),
      link: posting.hostedUrl,
      postedAt: posting.createdAt,
      ...(posting.updatedAt ? { updatedAt: posting.updatedAt } : {}),
      description: sanitizeJobDescription(description),
      applyUrl: posting.applyUrl ?? posting.hostedUrl,
    };
  });

const envelope = z.array(z.unknown());

/** The postings of a Lever site, from `GET {base}/v0/postings/{site}?mode=json`. */
export async function fetchLeverJobs(
  client: UpstreamClient,
  site: string,
  signal: AbortSignal,
  logger: Logger,
): Promise<Job[]> {
  const response = await client.get(`v0/postings/${encodeURIComponent(site)}?mode=json`, signal);
  if (response.status !== 200) throw client.failed(response.status);
  return parseLeverJobs(response.data, logger);
}

/** A Lever answer's postings; an answer that is not an array is the feed's failure. */
export function parseLeverJobs(payload: unknown, logger: Logger): Job[] {
  const parsed = envelope.safeParse(payload);
  if (!parsed.success) throw new JobsUpstreamError('bad-payload', 'The Lever API answered something else than a list');
  return feedJobs('lever', parsed.data, leverJob, logger);
}
