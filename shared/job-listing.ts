import type { z } from 'zod';
import type { jobListingSchema, jobPaginationSchema } from './api/jobs';
import { excerptOf } from './article';
import type { Job } from './job';
import { countryName, readLocation } from './job-location';
import { isGroupNamed } from './job-groups';
import { isAtPlace } from './job-place-names';
import { JOBS_PAGE_SIZE, type JobQuery, isLocationFilter } from './job-query';
import { postedAgeSeconds } from './posted-age';

/** What `GET /api/jobs` answers and the job-openings loader returns. */
export type JobListing = z.infer<typeof jobListingSchema>;

export type JobPagination = z.infer<typeof jobPaginationSchema>;

/** Text folded for matching: lower case, accents off ("Zürich" finds "zurich"). */
export function foldForSearch(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * The names of the countries a job is in (its places') or open to (its remote applicants'), in
 * the site's language: feeds give a country as a code (Lever's `IN`) or imply it (`Bengaluru`,
 * `Arlington, Virginia`), and a search for "India" must find the job all the same.
 */
function countryNamesOf(job: Job): string[] {
  const reading = job.places === undefined ? readLocation(job.location) : undefined;
  const places = job.places ?? reading?.places ?? [];
  const codes = [
    ...places.flatMap((place) => place.country ?? []),
    ...(job.remoteCountries ?? reading?.remoteCountries ?? []),
  ];
  return [...new Set(codes)].map(countryName);
}

// A job's folded search text, computed once per job object (the server keeps its objects).
const searchTexts = new WeakMap<Job, string>();

function searchTextOf(job: Job): string {
  let text = searchTexts.get(job);
  if (text === undefined) {
    const description = job.description ? excerptOf(job.description, Number.POSITIVE_INFINITY) : '';
    text = foldForSearch([job.title, job.department, job.location, ...countryNamesOf(job), description].join('\n'));
    searchTexts.set(job, text);
  }
  return text;
}

// One collator for every comparison: `localeCompare` with options builds one per call, which
// makes sorting thousands of titles slow.
const titleCollator = new Intl.Collator('en', { sensitivity: 'base' });
const byTitle = (a: Job, b: Job) => titleCollator.compare(a.title, b.title);

/**
 * When a job was posted, in ms: its date, or for the embedded jobs (whose only date is an
 * approximate text) `now` minus the age the text says; undefined when there is no readable one.
 */
function postedTime(job: Job, now: number): number | undefined {
  if (job.posted !== undefined) {
    const age = postedAgeSeconds(job.posted);
    return age === undefined ? undefined : now - age * 1_000;
  }
  const time = Date.parse(job.postedAt);
  return Number.isNaN(time) ? undefined : time;
}

/** By date (1: oldest first, -1: newest first); jobs without a readable date go last; ties by title. */
function byDate<T extends Job>(jobs: T[], direction: 1 | -1): T[] {
  const now = Date.now();
  const times = new Map(jobs.map((job) => [job, postedTime(job, now)]));
  return jobs.sort((a, b) => {
    const timeA = times.get(a);
    const timeB = times.get(b);
    if (timeA === undefined || timeB === undefined) {
      return timeA === timeB ? byTitle(a, b) : timeA === undefined ? 1 : -1;
    }
    return direction * (timeA - timeB) || byTitle(a, b);
  });
}

function sorted<T extends Job>(jobs: T[], sort: JobQuery['sort']): T[] {
  switch (sort) {
    case 'none':
      return jobs;
    case 'newest':
      return byDate(jobs, -1);
    case 'oldest':
      return byDate(jobs, 1);
    case 'title-asc':
      return jobs.sort(byTitle);
    case 'title-desc':
      return jobs.sort((a, b) => byTitle(b, a));
  }
}

/** Where the job is done, as the workplace filter names it. */
export function workplaceOf(job: Pick<Job, 'remote' | 'hybrid'>): 'remote' | 'hybrid' | 'onsite' {
  return job.remote ? 'remote' : job.hybrid ? 'hybrid' : 'onsite';
}

/** Whether `job` passes the location filter: done as a workplace filter says, or at its place. */
function isAtLocation(job: Job, location: JobQuery['location']): boolean {
  if (location === 'all') return true;
  return isLocationFilter(location) ? workplaceOf(job) === location : isAtPlace(job, location);
}

/**
 * The jobs that pass every filter and contain every search word, in the requested order (all
 * pages). Departments and teams compare without case, as their cards count them (shared/job-groups.ts).
 */
export function listJobs<T extends Job>(jobs: readonly T[], query: JobQuery): T[] {
  const words = query.q ? foldForSearch(query.q).split(' ').filter(Boolean) : [];
  const matching = jobs.filter(
    (job) =>
      (query.department === 'All' || isGroupNamed(job.department, query.department)) &&
      (query.team === undefined || isGroupNamed(job.team, query.team)) &&
      (query.type === 'All' || job.type === query.type) &&
      isAtLocation(job, query.location) &&
      words.every((word) => searchTextOf(job).includes(word)),
  );
  return sorted(matching, query.sort);
}

/** One page of `jobs` (page numbers from 1; one past the last shows the last). */
export function pageOfJobs<T>(
  jobs: readonly T[],
  page = 1,
  pageSize = JOBS_PAGE_SIZE,
): { jobs: T[]; pagination: JobPagination } {
  const pageCount = Math.max(1, Math.ceil(jobs.length / pageSize));
  const shown = Math.min(Math.max(1, page), pageCount);
  return {
    jobs: jobs.slice((shown - 1) * pageSize, shown * pageSize),
    pagination: { page: shown, pageSize, pageCount, matching: jobs.length },
  };
}
