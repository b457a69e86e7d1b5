import { z } from 'zod';
import type { Job } from '../../shared/job';
import {
  placeOf,
  placeText,
  readLocation,
  sameLocality,
  sameLocationText,
  splitLocations,
} from '../../shared/job-location';
import { withPlaces } from './job-places';
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

const office = z.object({ name: z.string().nullish(), location: z.string().nullish() });

/**
 * Where a Greenhouse job is done. `location.name` is the text the employer wrote, several places
 * split by `|` or `;` (`San Francisco, CA | New York City, NY`), remote words among them
 * (`Remote-Friendly (Travel-Required)`); `offices[]` are the job's offices with an address of
 * their own (`San Francisco, California, United States`). Each named place takes the address of
 * its office (same name, or same city) where there is one; without a location text, the offices
 * are the places. A `Location Type`-like custom field (Remote, Hybrid, On-Site) adds what it says.
 */
function workplaceOf(
  locationName: string,
  offices: z.infer<typeof office>[],
  workplaceField: string,
): Pick<Job, 'location' | 'remote' | 'hybrid' | 'places' | 'remoteCountries'> {
  const officePlaces = offices.flatMap((entry) => {
    const place = entry.location ? placeOf(entry.location) : undefined;
    return place ? [{ name: entry.name?.trim() ?? '', place }] : [];
  });
  const parts = splitLocations(locationName);
  const reading = readLocation(locationName);
  const places = parts.flatMap((part) => {
    const place = readLocation(part).places[0];
    if (!place) return [];
    const office = officePlaces.find(
      (entry) =>
        sameLocationText(entry.name, part) ||
        sameLocationText(entry.name, place.locality ?? '') ||
        sameLocality(entry.place, place),
    );
    // An office's address where it has one; an office known only by its country lends that.
    if (!office) return [place];
    return [office.place.locality ? office.place : { ...place, country: office.place.country ?? place.country }];
  });
  const remote = reading.remote || /\b(remote|yes|true)\b/i.test(workplaceField);
  return {
    location: parts.length
      ? parts.join('; ')
      : officePlaces.map((entry) => entry.name || placeText(entry.place)).join('; '),
    remote,
    ...(!remote && (reading.hybrid || /\bhybrid\b/i.test(workplaceField)) ? { hybrid: true } : {}),
    ...withPlaces(parts.length ? places : officePlaces.map((entry) => entry.place), reading.remoteCountries),
  };
}

const greenhouseJob = z
  .object({
    id: z.union([z.number().int().nonnegative(), z.string()]).transform(String).pipe(jobId),
    title: text(300),
    location: named.nullish(),
    departments: z.array(named).nullish(),
    offices: z.array(office).nullish(),
    first_published: isoDate().nullish(),
    updated_at: isoDate(),
    /** The last day to apply, where the employer set one (null on most boards): the JobPosting's validThrough. */
    application_deadline: isoDate(true).nullish(),
    absolute_url: httpUrl,
    content: z.string().max(1_000_000).nullish(),
    metadata: z.array(metadataEntry).nullish(),
  })
  .transform((job): Job => {
    const metadata = job.metadata ?? [];
    return {
      id: job.id,
      title: job.title,
      department: job.departments?.find((department) => department.name?.trim())?.name?.trim() ?? '',
      type: metadataText(metadata, /employment|job type|commitment/i) ?? '',
      ...workplaceOf(
        job.location?.name?.trim() ?? '',
        job.offices ?? [],
        metadataText(metadata, /workplace|remote|location type/i) ?? '',
      ),
      stipend: metadataText(metadata, /salary|compensation|pay|stipend/i) ?? '',
      link: job.absolute_url,
      postedAt: job.first_published ?? job.updated_at,
      updatedAt: job.updated_at,
      ...(job.application_deadline ? { validThrough: job.application_deadline } : {}),
      description: sanitizeJobDescription(unescapeHtmlOnce(job.content ?? '')),
      // Greenhouse's hosted page holds its application form: candidates apply there, unless
      // the board's key lets applications be taken here (server/jobs/open-jobs-service.ts).
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
