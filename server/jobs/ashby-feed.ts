import { z } from 'zod';
import type { Job } from '../../shared/job';
import { type JobPlace, placeOf, readLocation, splitLocations } from '../../shared/job-location';
import type { UpstreamClient } from '../http/upstream-client';
import type { Logger } from '../logger';
import { employmentTypeText } from './employment-type';
import { feedJobs } from './feed-jobs';
import { sanitizeJobDescription } from './job-description';
import { httpUrl, isoDate, jobId, text, withTeam } from './job-fields';
import { withPlaces } from './job-places';
import { JobsUpstreamError } from './jobs-upstream-error';
import { type PayPeriod, payRangeText } from './pay-text';
import { type Salary, salaryOf, withSalary } from '../../shared/job-salary';

// Ashby's public Job Postings API, with compensation:
// https://developers.ashbyhq.com/docs/public-job-posting-api

const optionalText = z
  .string()
  .nullish()
  .transform((value) => value?.trim() || undefined);

/** `address.postalAddress`: the names Ashby's location has (`San Francisco`, `California`, `United States`). */
const address = z
  .object({
    postalAddress: z
      .object({ addressLocality: optionalText, addressRegion: optionalText, addressCountry: optionalText })
      .nullish(),
  })
  .nullish();

const compensationComponent = z.object({
  compensationType: z.string().nullish(),
  interval: z.string().nullish(),
  currencyCode: z.string().nullish(),
  minValue: z.number().nonnegative().nullish(),
  maxValue: z.number().nonnegative().nullish(),
});

const compensation = z
  .object({
    compensationTierSummary: optionalText,
    summaryComponents: z.array(compensationComponent).nullish(),
  })
  .nullish();

const periods: Record<string, PayPeriod> = {
  '1 YEAR': 'year',
  '1 MONTH': 'month',
  '1 WEEK': 'week',
  '1 DAY': 'day',
  '1 HOUR': 'hour',
};

/**
 * The job's pay: its `Salary` component as a range ("CA$102,800 - CA$137,000 /year"), else the
 * tier's summary as Ashby writes it ("$211.4K – $290.6K • Offers Equity"); nothing where the
 * company chose not to show pay on its postings.
 */
function payOf(pay: z.infer<typeof compensation>, shown: boolean | null | undefined): string {
  if (!pay || shown === false) return '';
  const salary = pay.summaryComponents?.find((component) => component.compensationType === 'Salary');
  const range = salary
    ? payRangeText({
        min: salary.minValue,
        max: salary.maxValue,
        currency: salary.currencyCode,
        period: periods[salary.interval ?? ''],
      })
    : '';
  return range || (pay.compensationTierSummary ?? '').slice(0, 200);
}

/** The `Salary` component as numbers, where the company shows pay and Ashby has them. */
function salaryOfPay(pay: z.infer<typeof compensation>, shown: boolean | null | undefined): { salary?: Salary } {
  if (!pay || shown === false) return {};
  const component = pay.summaryComponents?.find((item) => item.compensationType === 'Salary');
  const period = periods[component?.interval ?? ''];
  const salary =
    component &&
    salaryOf({
      min: component.minValue,
      max: component.maxValue,
      currency: component.currencyCode,
      unit: period && (period.toUpperCase() as Salary['unit']),
    });
  return withSalary(salary);
}

/** A postal address as a place, its country written out (`United States`) read as a code. */
function placeOfAddress(value: z.infer<typeof address>): JobPlace | undefined {
  const postal = value?.postalAddress;
  if (!postal) return undefined;
  const parts = [postal.addressLocality, postal.addressRegion, postal.addressCountry].filter(Boolean);
  return parts.length ? placeOf(parts.join(', ')) : undefined;
}

const withoutUndefined = (place: JobPlace): JobPlace =>
  Object.fromEntries(Object.entries(place).filter(([, value]) => value !== undefined)) as JobPlace;

/**
 * Where an Ashby job is done: its `location` and every `secondaryLocations[]` one, each placed by
 * its postal address where it has one (else read from its text); `workplaceType` (Remote, Hybrid,
 * OnSite) says how. Ashby sets `isRemote` for hybrid jobs too, so with a workplaceType it counts
 * only where one of the locations is a remote one: Ramp's "Hybrid" job in New York is open to
 * "Remote (Canada)" too, and may be done fully remotely from there.
 */
function workplaceOf(job: {
  location?: string;
  address?: z.infer<typeof address>;
  secondaryLocations?: { location?: string; address?: z.infer<typeof address> }[] | null;
  isRemote?: boolean | null;
  workplaceType?: string;
}): Pick<Job, 'location' | 'remote' | 'hybrid' | 'places' | 'remoteCountries'> {
  const all = [
    { location: job.location, address: job.address },
    ...(job.secondaryLocations ?? []).filter((entry) => entry.location),
  ];
  const location = splitLocations(all.map((entry) => entry.location ?? '').join('; ')).join('; ');
  const reading = readLocation(location);
  const workplace = (job.workplaceType ?? '').toLowerCase().replace(/[^a-z]/g, '');
  const remote = workplace
    ? workplace === 'remote' || (Boolean(job.isRemote) && reading.remote)
    : Boolean(job.isRemote) || reading.remote;
  const hybrid = !remote && (workplace === 'hybrid' || (!workplace && reading.hybrid));
  const places: JobPlace[] = [];
  const remoteCountries = [...reading.remoteCountries];
  for (const entry of all) {
    const fromText = readLocation(entry.location ?? '');
    const fromAddress = placeOfAddress(entry.address);
    if (fromText.remote) {
      // "Remote" with a Canadian address and no city: applicants from Canada.
      if (!fromText.remoteCountries.length && fromAddress?.country && !fromAddress.locality)
        remoteCountries.push(fromAddress.country);
      continue;
    }
    // A location that is a country alone ("Canada"): for a remote job, where applicants live.
    for (const place of fromText.places) if (place.country && !place.locality) remoteCountries.push(place.country);
    if (fromAddress?.locality) places.push(fromAddress);
    else
      places.push(
        ...fromText.places.map((place) =>
          withoutUndefined({ ...place, country: place.country ?? fromAddress?.country }),
        ),
      );
  }
  return {
    location,
    remote,
    ...(hybrid ? { hybrid: true } : {}),
    ...withPlaces(
      // A fully remote job's locations are regions to live in, not offices.
      remote && workplace === 'remote' ? [] : places,
      remote ? [...new Set(remoteCountries)] : [],
    ),
  };
}

const ashbyJob = z
  .object({
    id: jobId,
    title: text(300),
    department: optionalText,
    team: optionalText,
    employmentType: optionalText,
    location: optionalText,
    secondaryLocations: z.array(z.object({ location: optionalText, address })).nullish(),
    address,
    isRemote: z.boolean().nullish(),
    workplaceType: optionalText,
    descriptionHtml: z.string().max(1_000_000).nullish(),
    publishedAt: isoDate(),
    jobUrl: httpUrl,
    applyUrl: httpUrl.nullish(),
    shouldDisplayCompensationOnJobPostings: z.boolean().nullish(),
    compensation,
  })
  .transform((job): Job => ({
    id: job.id,
    title: job.title,
    department: job.department ?? job.team ?? '',
    ...withTeam(job.team),
    type: employmentTypeText(job.employmentType),
    ...workplaceOf(job),
    stipend: payOf(job.compensation, job.shouldDisplayCompensationOnJobPostings),
    ...salaryOfPay(job.compensation, job.shouldDisplayCompensationOnJobPostings),
    link: job.jobUrl,
    postedAt: job.publishedAt,
    description: sanitizeJobDescription(job.descriptionHtml ?? ''),
    // Ashby's hosted page holds its application form: candidates apply there.
    applyUrl: job.applyUrl ?? job.jobUrl,
  }));

const envelope = z.object({ jobs: z.array(z.unknown()) });

/** Whether a job of the answer is one the company hid from its board (`isListed: false`). */
const isUnlisted = (item: unknown) =>
  typeof item === 'object' && item !== null && (item as { isListed?: unknown }).isListed === false;

/** The listed jobs of an Ashby job board, from `GET {base}/posting-api/job-board/{board}?includeCompensation=true`. */
export async function fetchAshbyJobs(
  client: UpstreamClient,
  board: string,
  signal: AbortSignal,
  logger: Logger,
): Promise<Job[]> {
  const response = await client.get(
    `posting-api/job-board/${encodeURIComponent(board)}?includeCompensation=true`,
    signal,
  );
  if (response.status !== 200) throw client.failed(response.status);
  return parseAshbyJobs(response.data, logger);
}

/** An Ashby answer's listed jobs; an answer without a `jobs` array is the feed's failure. */
export function parseAshbyJobs(payload: unknown, logger: Logger): Job[] {
  const parsed = envelope.safeParse(payload);
  if (!parsed.success) throw new JobsUpstreamError('bad-payload', 'The Ashby API answered without a jobs array');
  return feedJobs(
    'ashby',
    parsed.data.jobs.filter((item) => !isUnlisted(item)),
    ashbyJob,
    logger,
  );
}
