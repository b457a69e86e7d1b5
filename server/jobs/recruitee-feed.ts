import { z } from 'zod';
import type { Job } from '../../shared/job';
import { type JobPlace, isCountryCode, readLocation, splitLocations } from '../../shared/job-location';
import type { UpstreamClient } from '../http/upstream-client';
import type { Logger } from '../logger';
import { employmentTypeText } from './employment-type';
import { feedJobs } from './feed-jobs';
import { sanitizeJobDescription } from './job-description';
import { httpUrl, jobId, text } from './job-fields';
import { withPlaces } from './job-places';
import { JobsUpstreamError } from './jobs-upstream-error';
import { type PayPeriod, payRangeText } from './pay-text';
import { takesApplicationsHere } from './recruitee-questions';

// Recruitee's Careers Site API, the published offers of a company's careers site:
// https://docs.recruitee.com/reference/careers-site-api (GET /api/offers/)
const optionalText = z
  .string()
  .nullish()
  .transform((value) => value?.trim() || undefined);

/** Recruitee's times: `2026-09-18 13:27:28 UTC` (not ISO 8601), or ISO itself. */
const recruiteeTime = z
  .string()
  .transform((value) => value.trim().replace(/^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2}(?:\.\d+)?) UTC$/, '$1T$2Z'))
  .pipe(z.iso.datetime({ offset: true }).or(z.iso.date()))
  .transform((value) => new Date(value).toISOString());

/** Amounts come as text (`"3750"`) or numbers. */
const amount = z
  .union([z.number(), z.string().regex(/^\s*\d+(?:\.\d+)?\s*$/)])
  .nullish()
  .transform((value) => (value == null ? undefined : Number(value)));

const salary = z
  .object({ min: amount, max: amount, period: z.string().nullish(), currency: z.string().nullish() })
  .nullish();

const periods: Record<string, PayPeriod> = { year: 'year', month: 'month', week: 'week', day: 'day', hour: 'hour' };

const locationEntry = z.object({
  city: optionalText,
  state: optionalText,
  country: optionalText,
  country_code: optionalText,
});

/**
 * Where an offer is done: its `locations[]` (city, state and ISO country code each), else its
 * `location` text; `remote`, `hybrid` and `on_site` say how, the text's words only without them.
 * A remote offer's text is often only "Remote job", its place beside it in `locations[]`: it is
 * shown as that place, remote ("São Paulo, São Paulo, Brazil (Remote)").
 */
function workplaceOf(offer: {
  location?: string;
  city?: string;
  state_name?: string;
  country_code?: string;
  locations?: z.infer<typeof locationEntry>[] | null;
  remote?: boolean | null;
  hybrid?: boolean | null;
  on_site?: boolean | null;
}): Pick<Job, 'location' | 'remote' | 'hybrid' | 'places' | 'remoteCountries'> {
  const structured = (offer.locations ?? []).filter((entry) => entry.city || entry.country_code);
  const structuredText = structured
    .map((entry) => [entry.city, entry.state, entry.country].filter(Boolean).join(', '))
    .join('; ');
  const written = offer.location ? splitLocations(offer.location).join('; ') : '';
  const reading = readLocation(written || structuredText);
  const said = offer.remote != null || offer.hybrid != null || offer.on_site != null;
  const remote = said ? Boolean(offer.remote) : reading.remote;
  // "Remote job" names no place: the offer's place is then its locations', done remotely.
  const onlyRemoteWords = remote && reading.places.length === 0 && reading.remoteCountries.length === 0;
  const location = !written
    ? structuredText
    : onlyRemoteWords && structuredText
      ? `${structuredText} (Remote)`
      : written;
  const hybrid = !remote && (said ? Boolean(offer.hybrid) : reading.hybrid);
  const code = (value: string | undefined) => (value && isCountryCode(value) ? value.toUpperCase() : undefined);
  const places: JobPlace[] = structured.length
    ? structured.map((entry) => ({
        ...(entry.city ? { locality: entry.city } : {}),
        ...(entry.state ? { region: entry.state } : {}),
        ...(code(entry.country_code) ? { country: code(entry.country_code) } : {}),
      }))
    : reading.places;
  const countries = structured.length
    ? [...new Set(structured.flatMap((entry) => code(entry.country_code) ?? []))]
    : reading.remoteCountries;
  return {
    location,
    remote,
    ...(hybrid ? { hybrid: true } : {}),
    // A remote offer's country is where its applicants live.
    ...withPlaces(remote ? [] : places, remote ? countries : []),
  };
}

const recruiteeOffer = z
  .object({
    id: z.union([z.number().int().nonnegative(), z.string()]).transform(String).pipe(jobId),
    title: text(300),
    department: optionalText,
    employment_type_code: optionalText,
    location: optionalText,
    city: optionalText,
    state_name: optionalText,
    country_code: optionalText,
    locations: z.array(locationEntry).nullish(),
    remote: z.boolean().nullish(),
    hybrid: z.boolean().nullish(),
    on_site: z.boolean().nullish(),
    description: z.string().max(1_000_000).nullish(),
    requirements: z.string().max(1_000_000).nullish(),
    salary,
    published_at: recruiteeTime.nullish(),
    created_at: recruiteeTime,
    updated_at: recruiteeTime.nullish(),
    close_at: recruiteeTime.nullish(),
    careers_url: httpUrl,
    careers_apply_url: httpUrl.nullish(),
    open_questions: z.array(z.unknown()).nullish(),
    options_photo: z.string().nullish(),
  })
  .transform((offer): Job => ({
    id: offer.id,
    title: offer.title,
    department: offer.department ?? '',
    type: employmentTypeText(offer.employment_type_code),
    ...workplaceOf(offer),
    stipend: payRangeText({
      min: offer.salary?.min,
      max: offer.salary?.max,
      currency: offer.salary?.currency,
      period: periods[offer.salary?.period ?? ''],
    }),
    link: offer.careers_url,
    postedAt: offer.published_at ?? offer.created_at,
    ...(offer.updated_at ? { updatedAt: offer.updated_at } : {}),
    ...(offer.close_at ? { validThrough: offer.close_at } : {}),
    description: sanitizeJobDescription(`${offer.description ?? ''}${offer.requirements ?? ''}`),
    // Applied to here and delivered into Recruitee (server/ats-delivery), unless the offer asks
    // what this site does not (a photo, a file): then on Recruitee's own form.
    ...(takesApplicationsHere(offer) ? {} : { applyUrl: offer.careers_apply_url ?? offer.careers_url }),
  }));

const envelope = z.object({ offers: z.array(z.unknown()) });

/** An offer the company has not published (a draft, closed or archived one), should one be answered. */
const isUnpublished = (item: unknown) => {
  const status = typeof item === 'object' && item !== null ? (item as { status?: unknown }).status : undefined;
  return typeof status === 'string' && status !== 'published';
};

/** The published offers of a Recruitee careers site, from `GET {base}/api/offers/`. */
export async function fetchRecruiteeJobs(client: UpstreamClient, signal: AbortSignal, logger: Logger): Promise<Job[]> {
  const response = await client.get('api/offers/', signal);
  if (response.status !== 200) throw client.failed(response.status);
  return parseRecruiteeJobs(response.data, logger);
}

/** A Recruitee answer's published offers; an answer without an `offers` array is the feed's failure. */
export function parseRecruiteeJobs(payload: unknown, logger: Logger): Job[] {
  const parsed = envelope.safeParse(payload);
  if (!parsed.success) throw new JobsUpstreamError('bad-payload', 'The Recruitee API answered without an offers array');
  return feedJobs(
    'recruitee',
    parsed.data.offers.filter((item) => !isUnpublished(item)),
    recruiteeOffer,
    logger,
  );
}
