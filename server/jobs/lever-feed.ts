import { z } from 'zod';
import type { Job } from '../../shared/job';
import { isCountryCode, readLocation, sameLocality, splitLocations } from '../../shared/job-location';
import { withPlaces } from './job-places';
import type { UpstreamClient } from '../http/upstream-client';
import type { Logger } from '../logger';
import { feedJobs } from './feed-jobs';
import { escapeText, paragraphsOf } from './plain-text-html';
import { sanitizeJobDescription } from './job-description';
import { httpUrl, jobId, text, withTeam } from './job-fields';
import { JobsUpstreamError } from './jobs-upstream-error';
import { moneyText } from './pay-text';
import { salaryOf, type SalaryUnit, withSalary } from '../../shared/job-salary';

// Kept here too: tests and older imports read it from the Lever feed.
export { moneyText };

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

const intervalUnits: Record<string, SalaryUnit> = {
  'per-year-salary': 'YEAR',
  'per-month-salary': 'MONTH',
  'per-week-salary': 'WEEK',
  'per-day-wage': 'DAY',
  'per-hour-wage': 'HOUR',
};

/** "$55,000 - $65,000 /year", "₹3,00,000 - ₹5,00,000 /year". */
function payText(range: z.infer<typeof salaryRange> | null | undefined): string {
  if (!range || (range.min == null && range.max == null)) return '';
  const amount = (value: number) => moneyText(value, range.currency);
  const [low, high] = [range.min ?? range.max, range.max ?? range.min] as [number, number];
  const span = low === high ? amount(low) : `${amount(low)} - ${amount(high)}`;
  return `${span}${intervals[range.interval ?? ''] ?? ''}`;
}

/**
 * A list's items as the inside of a `<ul>`. Lever sends `content` as `<li>` items, often inside a
 * `<div>` with `<br>`s around them (`<div><li>…</li><br></div>`), which inside `<ul>` is invalid
 * HTML: the wrappers go, and text outside any item becomes an item of its own, a line of it (a
 * `<div>` or a `<br>`) each (GoTo's "<li>…:</li><div>…team.</div><div>Develop…</div>"). Inside an
 * item a line's end stays a line break in the text, so its words are not run together.
 */
function listItems(content: string): string {
  const unwrapped = sanitizeJobDescription(content).replace(/<\/?div>|<br\s*\/?>/g, '\n');
  const items: string[] = [];
  let depth = 0;
  let loose = '';
  const looseItems = (text: string) =>
    text
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean)
      .map((line) => `<li>${line}</li>`);
  for (const token of unwrapped.split(/(<\/?li>)/)) {
    if (token === '<li>') {
      if (depth === 0) items.push(...looseItems(loose));
      if (depth === 0) loose = '';
      depth++;
      items.push(token);
    } else if (token === '</li>') {
      depth = Math.max(0, depth - 1);
      items.push(token);
    } else if (depth > 0) {
      items.push(token);
    } else {
      loose += token;
    }
  }
  items.push(...looseItems(loose));
  return items.join('');
}

/** A city as the site's countries are keyed: case and accents aside. */
const cityKey = (city: string) => city.normalize('NFKD').replace(/\p{M}/gu, '').trim().toLowerCase();

/**
 * The country of each city that is some posting's primary location on the site (`categories.location`
 * with the posting's `country`), where the site gives that city one country only: GoTo's
 * "Bengaluru" is in India, "Jakarta" in Indonesia.
 */
function siteCountries(items: unknown[]): ReadonlyMap<string, string> {
  const found = new Map<string, string | null>();
  for (const item of items) {
    const { categories, country } = (item ?? {}) as { categories?: { location?: unknown }; country?: unknown };
    const city = categories?.location;
    if (typeof city !== 'string' || !city.trim() || typeof country !== 'string' || !isCountryCode(country)) continue;
    const key = cityKey(city);
    const code = country.toUpperCase();
    found.set(key, found.has(key) && found.get(key) !== code ? null : code);
  }
  return new Map([...found].filter((entry): entry is [string, string] => entry[1] !== null));
}

/**
 * Where a Lever posting is done: every one of `categories.allLocations` (the primary
 * `categories.location` first), `workplaceType` (remote, hybrid, on-site) or else the locations'
 * words, and `country` (ISO code): the primary location's country, and for a remote posting the
 * country its applicants live in. Another location has the country its text says, else the one
 * the site gives that city as another posting's primary location (`siteCountries`), else none:
 * the posting's own country may not be its (Spotify's "London" posting is in "Stockholm" too).
 */
function workplaceOf(
  posting: {
    categories?: { location?: string; allLocations?: string[] | null } | null;
    workplaceType?: string | null;
    country?: string | null;
  },
  citiesCountries: ReadonlyMap<string, string>,
): Pick<Job, 'location' | 'remote' | 'hybrid' | 'places' | 'remoteCountries'> {
  const primary = posting.categories?.location;
  const names = [...(primary ? [primary] : []), ...(posting.categories?.allLocations ?? [])]
    .map((name) => name.trim())
    .filter(Boolean);
  const location = splitLocations(names.join('; ')).join('; ');
  const reading = readLocation(location);
  const country = posting.country && isCountryCode(posting.country) ? posting.country.toUpperCase() : undefined;
  const workplace = posting.workplaceType?.toLowerCase() ?? '';
  const remote = workplace === 'remote' || (!['hybrid', 'on-site', 'onsite'].includes(workplace) && reading.remote);
  const primaryPlace = primary ? readLocation(primary).places[0] : undefined;
  const places = reading.places.map((place) => {
    if (place.country || !place.locality) return place;
    if (country && primaryPlace && sameLocality(place, primaryPlace)) return { ...place, country };
    const known = citiesCountries.get(cityKey(place.locality));
    return known ? { ...place, country: known } : place;
  });
  const remoteCountries = reading.remoteCountries.length ? reading.remoteCountries : remote && country ? [country] : [];
  return {
    location,
    remote,
    ...(!remote && (workplace === 'hybrid' || reading.hybrid) ? { hybrid: true } : {}),
    ...withPlaces(places, remoteCountries),
  };
}

/** A posting of a site whose cities' countries are `citiesCountries`. */
const leverJob = (citiesCountries: ReadonlyMap<string, string>) =>
  z
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
      country: z.string().nullish(),
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
      const description = [
        posting.description?.trim() ? posting.description : paragraphsOf(posting.descriptionPlain ?? ''),
        ...(posting.lists ?? []).map((list) => `<h3>${escapeText(list.text)}</h3><ul>${listItems(list.content)}</ul>`),
        posting.additional ?? '',
      ].join('');
      return {
        id: posting.id,
        title: posting.text,
        department: categories.department ?? categories.team ?? '',
        ...withTeam(categories.team),
        type: categories.commitment ?? '',
        ...workplaceOf(posting, citiesCountries),
        stipend: payText(posting.salaryRange),
        ...withSalary(
          posting.salaryRange &&
            salaryOf({ ...posting.salaryRange, unit: intervalUnits[posting.salaryRange.interval ?? ''] }),
        ),
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
  return feedJobs('lever', parsed.data, leverJob(siteCountries(parsed.data)), logger);
}
