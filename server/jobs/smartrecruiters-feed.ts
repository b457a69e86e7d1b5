import { z } from 'zod';
import type { Job } from '../../shared/job';
import { isCountryCode } from '../../shared/job-location';
import type { UpstreamClient } from '../http/upstream-client';
import type { Logger } from '../logger';
import { feedJobs } from './feed-jobs';
import { escapeText } from './plain-text-html';
import { sanitizeJobDescription } from './job-description';
import { httpUrl, isoDate, jobId, problemsOf, text } from './job-fields';
import { withPlaces } from './job-places';
import { JobsUpstreamError } from './jobs-upstream-error';

// SmartRecruiters' Posting API, a company's public postings and each posting's ad:
// https://developers.smartrecruiters.com/docs/posting-api
// (GET /v1/companies/{id}/postings, GET /v1/companies/{id}/postings/{postingId})

/** The list's page size: SmartRecruiters answers at most 100 a page. */
const PAGE = 100;
/** A bound on the pages read (10,000 postings), should `totalFound` never be reached. */
const MAX_PAGES = 100;
/** Posting details asked at once. */
const DETAIL_CALLS = 4;

const optionalText = z
  .string()
  .nullish()
  .transform((value) => value?.trim() || undefined);

const labelled = z.object({ label: optionalText }).nullish();

const listPage = z.object({
  totalFound: z.number().int().nonnegative(),
  content: z.array(z.unknown()),
});

const section = z.object({ title: optionalText, text: z.string().max(1_000_000).nullish() });

/** What the list lacks and a posting's detail has: its pages here and the ad's sections. */
const detail = z.object({
  postingUrl: httpUrl.nullish(),
  applyUrl: httpUrl.nullish(),
  jobAd: z.object({ sections: z.record(z.string(), section.nullish()).nullish() }).nullish(),
});
type Detail = z.infer<typeof detail>;

// The ad's sections in the order SmartRecruiters' own job page shows them.
const sectionOrder = ['companyDescription', 'jobDescription', 'qualifications', 'additionalInformation'];

function descriptionOf(details: Detail | undefined): string {
  const sections = details?.jobAd?.sections ?? {};
  return sectionOrder
    .flatMap((name) => {
      const entry = sections[name];
      if (!entry?.text?.trim()) return [];
      return [`${entry.title ? `<h3>${escapeText(entry.title)}</h3>` : ''}${entry.text}`];
    })
    .join('');
}

const location = z
  .object({
    city: optionalText,
    region: optionalText,
    country: optionalText,
    remote: z.boolean().nullish(),
    hybrid: z.boolean().nullish(),
    fullLocation: optionalText,
  })
  .nullish();

/**
 * Where a posting is done: its city, region and country (an ISO code, lowercase); `remote` and
 * `hybrid` say how. `fullLocation` is shown without its empty parts ("Singapore, , Singapore").
 */
function workplaceOf(
  place: z.infer<typeof location>,
): Pick<Job, 'location' | 'remote' | 'hybrid' | 'places' | 'remoteCountries'> {
  const country = place?.country && isCountryCode(place.country) ? place.country.toUpperCase() : undefined;
  const shown = (place?.fullLocation ?? [place?.city, place?.region].filter(Boolean).join(', '))
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const remote = Boolean(place?.remote);
  return {
    location: shown.filter((part, index) => shown.indexOf(part) === index).join(', '),
    remote,
    ...(!remote && place?.hybrid ? { hybrid: true } : {}),
    ...withPlaces(
      !remote && (place?.city || country)
        ? [
            {
              ...(place?.city ? { locality: place.city } : {}),
              ...(place?.region ? { region: place.region } : {}),
              ...(country ? { country } : {}),
            },
          ]
        : [],
      remote && country ? [country] : [],
    ),
  };
}

/** A posting of the list, with the detail fetched for it (`detail`, when there is one). */
const posting = (company: string) =>
  z
    .object({
      id: jobId,
      name: text(300),
      releasedDate: isoDate(),
      location,
      department: labelled,
      typeOfEmployment: labelled,
      detail: detail.optional(),
    })
    .transform((item): Job => {
      const link =
        item.detail?.postingUrl ?? `https://jobs.smartrecruiters.com/${encodeURIComponent(company)}/${item.id}`;
      return {
        id: item.id,
        title: item.name,
        department: item.department?.label ?? '',
        type: item.typeOfEmployment?.label ?? '',
        ...workplaceOf(item.location),
        stipend: '',
        link,
        postedAt: item.releasedDate,
        description: sanitizeJobDescription(descriptionOf(item.detail)),
        // SmartRecruiters' hosted page holds its application form: candidates apply there.
        applyUrl: item.detail?.applyUrl ?? link,
      };
    });

/** The posting's id and release as the list gives them, to ask its detail once per release. */
function keyOf(item: unknown): { id: string; released: string } | undefined {
  if (typeof item !== 'object' || item === null) return undefined;
  const { id, releasedDate } = item as { id?: unknown; releasedDate?: unknown };
  return typeof id === 'string' && jobId.safeParse(id).success ? { id, released: String(releasedDate) } : undefined;
}

/**
 * The postings of a SmartRecruiters company, every page of its list, each with the ad of its
 * detail (the list has no description). Details are kept between loads and asked again only for
 * a new posting or a new release; a detail that fails keeps the one held (or none), so an ad's
 * hiccup never hides the posting. The list failing is the feed's failure.
 */
export function smartRecruitersFeed(client: UpstreamClient, company: string, logger: Logger) {
  const held = new Map<string, { released: string; detail: Detail }>();
  const base = `v1/companies/${encodeURIComponent(company)}/postings`;

  async function list(signal: AbortSignal): Promise<unknown[]> {
    const items: unknown[] = [];
    for (let page = 0; page < MAX_PAGES; page++) {
      const response = await client.get(`${base}?limit=${PAGE}&offset=${items.length}`, signal);
      if (response.status !== 200) throw client.failed(response.status);
      const parsed = listPage.safeParse(response.data);
      if (!parsed.success)
        throw new JobsUpstreamError(
          'bad-payload',
          `The SmartRecruiters API answered without a postings list (${problemsOf(parsed.error)})`,
        );
      items.push(...parsed.data.content);
      if (parsed.data.content.length === 0 || items.length >= parsed.data.totalFound) break;
    }
    return items;
  }

  async function detailOf(id: string, signal: AbortSignal): Promise<Detail | undefined> {
    const response = await client.get(`${base}/${encodeURIComponent(id)}`, signal);
    // Gone between the list and its detail: listed from the list alone.
    if (response.status === 404) return undefined;
    if (response.status !== 200) throw client.failed(response.status);
    const parsed = detail.safeParse(response.data);
    if (!parsed.success) {
      logger.warn(
        { feed: 'smartrecruiters', id, problem: problemsOf(parsed.error) },
        'ignored a malformed posting detail',
      );
      return undefined;
    }
    return parsed.data;
  }

  return async function fetchSmartRecruitersJobs(signal: AbortSignal): Promise<Job[]> {
    const items = await list(signal);
    const keys = items.map(keyOf);
    const wanted = keys.filter(
      (key): key is NonNullable<typeof key> => key !== undefined && held.get(key.id)?.released !== key.released,
    );
    let next = 0;
    const worker = async () => {
      for (let key = wanted[next++]; key; key = wanted[next++]) {
        try {
          // One without a detail (gone, or malformed) is asked again at the next load.
          const found = await detailOf(key.id, signal);
          if (found) held.set(key.id, { released: key.released, detail: found });
        } catch (error) {
          if (signal.aborted) throw error;
          logger.warn(
            { feed: 'smartrecruiters', id: key.id, err: error },
            'a posting detail failed: kept the one held',
          );
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(DETAIL_CALLS, wanted.length) }, worker));
    const listed = new Set(keys.flatMap((key) => (key ? [key.id] : [])));
    for (const id of held.keys()) if (!listed.has(id)) held.delete(id);
    const merged = items.map((item, index) => {
      const key = keys[index];
      const details = key ? held.get(key.id)?.detail : undefined;
      return details && typeof item === 'object' ? { ...item, detail: details } : item;
    });
    return feedJobs('smartrecruiters', merged, posting(company), logger);
  };
}
