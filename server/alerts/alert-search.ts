import { z } from 'zod';
import { alertFrequencies } from '../../shared/api/alerts-enums';
import {
  type JobQuery,
  type LocationFilter,
  MAX_SEARCH_LENGTH,
  defaultJobQuery,
  isLocationFilter,
} from '../../shared/job-query';

export type { AlertFrequency } from '../../shared/alerts/alert-pages';

/** The search words as /joblistings reads them (shared/job-query.ts): spaces collapsed; none is no search. */
const words = z
  .string()
  .max(1_000)
  .transform((raw) => raw.replace(/[\s\p{C}]+/gu, ' ').trim())
  .pipe(z.string().max(MAX_SEARCH_LENGTH, `must be at most ${MAX_SEARCH_LENGTH} characters`));

/** A filter's value: `All` (or absent) is no filter. */
const filter = z.string().trim().min(1, 'must not be empty').max(100, 'must be at most 100 characters');

/**
 * The location filter: a workplace (`remote`, any case, stored as the list's URL writes it) or a
 * place (`Pune`), whose jobs the digest finds as the list does, whatever the case of its name.
 */
const location = z
  .string()
  .trim()
  .min(1, 'must be all, remote, hybrid, onsite or a place')
  .max(100, 'must be at most 100 characters')
  .refine((value) => !/\p{C}/u.test(value), 'must be all, remote, hybrid, onsite or a place')
  .transform((value): LocationFilter | (string & {}) =>
    isLocationFilter(value.toLowerCase()) ? value.toLowerCase() : value,
  );

/**
 * A subscription's search: `q` and the filters of /joblistings' URL (`department`, `team`,
 * `type`, `location`); its order and page mean nothing to an alert and are not accepted.
 */
export const alertSearchSchema = z.strictObject({
  q: words.optional(),
  department: filter.optional(),
  team: filter.optional(),
  type: filter.optional(),
  location: location.optional(),
});

export type AlertSearch = z.output<typeof alertSearchSchema>;

const frequency = z.enum(alertFrequencies, 'must be daily or weekly');

/** `POST /api/alerts`: `email` is required of a visitor, and is the account's for a signed-in candidate. */
export const subscribeBodySchema = z.strictObject({
  email: z.email('must be an email address').max(254, 'must be at most 254 characters').optional(),
  search: alertSearchSchema,
  frequency,
});

/** `PATCH /api/me/alerts/:id`: what a candidate changes of a subscription, at least one of them. */
export const alertChangeSchema = z
  .strictObject({ frequency: frequency.optional(), paused: z.boolean('must be true or false').optional() })
  .refine((change) => change.frequency !== undefined || change.paused !== undefined, {
    message: 'must change frequency or paused',
  });

/** Per-field messages of a refused body, by the field's path (`search.location`); `_` for the body as a whole. */
export function fieldsOf(error: z.core.$ZodError): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) (fields[issue.path.join('.') || '_'] ??= []).push(issue.message);
  return fields;
}

/**
 * The search as stored and compared: defaults left out, keys in one order, so that the same
 * search asked twice is the same text (an address has one subscription per search).
 */
export function canonicalSearch(search: AlertSearch): string {
  const kept: AlertSearch = {};
  if (search.q) kept.q = search.q;
  if (search.department && search.department.toLowerCase() !== 'all') kept.department = search.department;
  if (search.team && search.team.toLowerCase() !== 'all') kept.team = search.team;
  if (search.type && search.type.toLowerCase() !== 'all') kept.type = search.type;
  if (search.location && search.location !== 'all') kept.location = search.location;
  return JSON.stringify(kept);
}

export const parseStoredSearch = (text: string): AlertSearch => JSON.parse(text) as AlertSearch;

/** The stored search as /joblistings' query: what the digest matches jobs with (shared/job-listing.ts). */
export function jobQueryOf(search: AlertSearch): JobQuery {
  return {
    ...defaultJobQuery,
    ...(search.department ? { department: search.department } : {}),
    ...(search.team && search.team.toLowerCase() !== 'all' ? { team: search.team } : {}),
    ...(search.type ? { type: search.type } : {}),
    ...(search.location ? { location: search.location } : {}),
    ...(search.q ? { q: search.q } : {}),
  };
}

/** A location filter as a word of a sentence. */
const locationWords: Record<string, string> = { remote: 'remote', hybrid: 'hybrid', onsite: 'on-site' };

/** A location filter in words: `remote`, `on-site`, or a place's `in Pune`. */
const locationWordsOf = (location: string) => (isLocationFilter(location) ? locationWords[location] : `in ${location}`);

/**
 * What a search adds to "new jobs" in a sentence: ` matching “nurse” in Engineering, Backend
 * team, full-time, remote`, `, internship, in Pune` or nothing (every job). The words in quotes,
 * the filters in words (a job type as the filter's lowercased value), so that
 * `1 new job${searchWords(search)}` reads as one.
 */
export function searchWords(search: AlertSearch): string {
  const filters = [
    search.department ? `in ${search.department}` : undefined,
    search.team ? `${search.team} team` : undefined,
    search.type?.toLowerCase(),
    search.location ? locationWordsOf(search.location) : undefined,
  ].filter((word): word is string => word !== undefined);
  const matching = search.q ? ` matching “${search.q}”` : '';
  if (filters.length === 0) return matching;
  return `${matching}${search.department ? ' ' : ', '}${filters.join(', ')}`;
}

/** The search as a heading, for lists and pages: `Jobs matching “nurse” in Engineering, remote`; `All jobs` without one. */
export function describeSearch(search: AlertSearch): string {
  const words = searchWords(search);
  return words ? `Jobs${words}` : 'All jobs';
}

/** "1 new job", "3 new jobs", and the search's words after them. */
export const newJobsMatching = (count: number, search: AlertSearch) =>
  `${count} new job${count === 1 ? '' : 's'}${searchWords(search)}`;
