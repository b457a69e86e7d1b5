import { z } from 'zod';
import type { Job } from '../../shared/job';
import { isCurrencyCode, moneyText, type Salary, type SalaryUnit, salaryOf, withSalary } from '../../shared/job-salary';
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
import { httpUrl, isoDate, jobId, text, withTeam } from './job-fields';
import { JobsUpstreamError } from './jobs-upstream-error';

// Greenhouse's Job Board API, "List Jobs" with content=true and pay_transparency=true:
// https://developers.greenhouse.io/job-board.html#list-jobs

const named = z.object({ name: z.string().nullish() });

/** A department the job is in: `parent_id` names the department a sub-department is part of. */
const departmentEntry = z.object({
  id: z.number().nullish(),
  name: z.string().nullish(),
  parent_id: z.number().nullish(),
});

/**
 * A job's department and team from its `departments`. Greenhouse answers the department the job
 * is in, with its `parent_id` when it is a sub-department (CodePath's "Immersives" is part of
 * another): a sub-department is the job's team. Its department is the parent where the job names
 * that too, else (the parent's name is not in the job's answer) the sub-department itself.
 */
function departmentAndTeam(departments: z.infer<typeof departmentEntry>[]): Pick<Job, 'department' | 'team'> {
  const named = departments.flatMap((entry) => {
    const name = entry.name?.trim();
    return name ? [{ ...entry, name }] : [];
  });
  const byId = new Map(named.flatMap((entry) => (entry.id == null ? [] : [[entry.id, entry] as const])));
  // The deepest sub-department named: one that no other named department is part of.
  const subs = named.filter((entry) => entry.parent_id != null);
  const sub = subs.find((entry) => !named.some((other) => other.parent_id === entry.id)) ?? subs[0];
  if (!sub) return { department: named[0]?.name ?? '' };
  // The top of the sub-department's named parents (a few levels at most; a loop stops).
  let top = sub;
  for (let parent = byId.get(top.parent_id ?? NaN), steps = 0; parent && steps < 10; steps++) {
    top = parent;
    parent = byId.get(top.parent_id ?? NaN);
  }
  return { department: top.name, ...withTeam(sub.name) };
}

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
  // When every office of the job is in one country (CodePath's one office is "United States"),
  // a place of the job that names none is in that country too.
  const officeCountries = new Set(officePlaces.map((entry) => entry.place.country));
  const officesCountry = officeCountries.size === 1 ? [...officeCountries][0] : undefined;
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
    if (!office) return [{ ...place, ...(!place.country && officesCountry ? { country: officesCountry } : {}) }];
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

/**
 * A pay transparency range (`pay_transparency=true`): amounts in cents, an ISO currency, and the
 * title and blurb the company's admin wrote ("NYC Salary Range"). Greenhouse documents the
 * parameter on "Retrieve a job"; the list answers the same ranges with it, one call for the board.
 */
const payRange = z.object({
  min_cents: z.number().nullish(),
  max_cents: z.number().nullish(),
  currency_type: z.string().nullish(),
  title: z.string().nullish(),
  blurb: z.string().nullish(),
});

// A range carries no period: its words say it where they do ("Hourly Pay Range").
const periodWords: [RegExp, SalaryUnit][] = [
  [/\bhour(ly)?\b/i, 'HOUR'],
  [/\b(day|daily)\b/i, 'DAY'],
  [/\bweek(ly)?\b/i, 'WEEK'],
  [/\bmonth(ly)?\b/i, 'MONTH'],
  [/\b(year(ly)?|annual(ly)?|salary|per annum)\b/i, 'YEAR'],
];

const periodNamedIn = (words: string | null | undefined) =>
  words ? periodWords.find(([pattern]) => pattern.test(words))?.[1] : undefined;

/** The lowest amount read as a year's pay when neither the title nor the blurb names a period. */
const YEARLY_FROM = 1_000;

/**
 * The highest amount read as an hour's pay when no period is named: nobody is paid so little for
 * a week, a month or a year, and a day at it is below what the US states with pay transparency
 * laws pay for eight hours (CodePath's instructors: "Pay range", $75 – $100).
 */
const HOURLY_UNDER = 200;

/** A range's period from its amounts alone, where they can be only one: a year's or an hour's. */
function periodOfAmounts(top: number): SalaryUnit | undefined {
  if (top >= YEARLY_FROM) return 'YEAR';
  return top < HOURLY_UNDER ? 'HOUR' : undefined;
}

/** The first pay range's amounts in the currency's units (Greenhouse answers cents). */
function amountsOf(ranges: z.infer<typeof payRange>[]) {
  const range = ranges[0];
  if (!range) return undefined;
  const [min, max] = [range.min_cents, range.max_cents].map((cents) => (cents == null ? undefined : cents / 100));
  return { range, min, max };
}

/**
 * The job's first pay range as a Salary. Its period is the one its title names, else its blurb's
 * (a blurb's "from day one" must not make a title's "Salary Range" daily); with none named, the
 * one its amounts can only be (periodOfAmounts). A range whose period cannot be told is shown as
 * text (payTextOfRanges), never with a guessed period.
 */
function salaryOfRanges(ranges: z.infer<typeof payRange>[]): Salary | undefined {
  const amounts = amountsOf(ranges);
  if (!amounts) return undefined;
  const { range, min, max } = amounts;
  const unit =
    periodNamedIn(range.title) ?? periodNamedIn(range.blurb) ?? periodOfAmounts(Math.max(min ?? 0, max ?? 0));
  return salaryOf({ min, max, currency: range.currency_type, unit });
}

/** A range without a period to tell ("$300 - $500"), shown as the job's pay text; else ''. */
function payTextOfRanges(ranges: z.infer<typeof payRange>[]): string {
  const amounts = amountsOf(ranges);
  const currency = amounts?.range.currency_type;
  if (!amounts || !currency || !isCurrencyCode(currency)) return '';
  const values = [amounts.min, amounts.max].filter((value) => value !== undefined && value >= 0) as number[];
  if (!values.length) return '';
  const [low, high] = [Math.min(...values), Math.max(...values)];
  return low === high ? moneyText(low, currency) : `${moneyText(low, currency)} - ${moneyText(high, currency)}`;
}

const greenhouseJob = z
  .object({
    id: z.union([z.number().int().nonnegative(), z.string()]).transform(String).pipe(jobId),
    title: text(300),
    location: named.nullish(),
    departments: z.array(departmentEntry).nullish(),
    offices: z.array(office).nullish(),
    first_published: isoDate().nullish(),
    updated_at: isoDate(),
    /** The last day to apply, where the employer set one (null on most boards): the JobPosting's validThrough. */
    application_deadline: isoDate(true).nullish(),
    absolute_url: httpUrl,
    content: z.string().max(1_000_000).nullish(),
    metadata: z.array(metadataEntry).nullish(),
    // Pay that cannot be read is left out; the job is listed without it.
    pay_input_ranges: z.array(payRange).max(50).nullish().catch(null),
  })
  .transform((job): Job => {
    const metadata = job.metadata ?? [];
    const salary = salaryOfRanges(job.pay_input_ranges ?? []);
    return {
      id: job.id,
      title: job.title,
      ...departmentAndTeam(job.departments ?? []),
      type: metadataText(metadata, /employment|job type|commitment/i) ?? '',
      ...workplaceOf(
        job.location?.name?.trim() ?? '',
        job.offices ?? [],
        metadataText(metadata, /workplace|remote|location type/i) ?? '',
      ),
      stipend:
        metadataText(metadata, /salary|compensation|pay|stipend/i) ??
        (salary ? '' : payTextOfRanges(job.pay_input_ranges ?? [])),
      ...withSalary(salary),
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

/** The jobs of a Greenhouse board (`board` is its token), from `GET {base}/v1/boards/{board}/jobs?content=true&pay_transparency=true`. */
export async function fetchGreenhouseJobs(
  client: UpstreamClient,
  board: string,
  signal: AbortSignal,
  logger: Logger,
): Promise<Job[]> {
  const response = await client.get(
    `v1/boards/${encodeURIComponent(board)}/jobs?content=true&pay_transparency=true`,
    signal,
  );
  if (response.status !== 200) throw client.failed(response.status);
  return parseGreenhouseJobs(response.data, logger);
}

/** A Greenhouse answer's jobs; an answer without a `jobs` array is the feed's failure. */
export function parseGreenhouseJobs(payload: unknown, logger: Logger): Job[] {
  const parsed = envelope.safeParse(payload);
  if (!parsed.success) throw new JobsUpstreamError('bad-payload', 'The Greenhouse API answered without a jobs array');
  return feedJobs('greenhouse', parsed.data.jobs, greenhouseJob, logger);
}
