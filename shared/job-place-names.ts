import type { Job } from './job';
import { distinctGroupNames } from './job-groups';
import { countryName, type JobPlace, readLocation } from './job-location';
import { isLocationFilter, placeNameKey } from './job-query';

/** A place as the Location filter names it: its city, else (a place that is a whole country) the country. */
function nameOf(place: JobPlace): string | undefined {
  const name = place.locality ?? (place.country ? countryName(place.country) : undefined);
  return name?.replace(/\s+/g, ' ').trim() || undefined;
}

interface PlaceNames {
  names: readonly string[];
  /** `placeNameKey` of each name. */
  keys: ReadonlySet<string>;
}

// Read once per job object (the server keeps its objects), as the search's texts are.
const placeNamesByJob = new WeakMap<Job, PlaceNames>();

function placeNamesOf(job: Job): PlaceNames {
  let found = placeNamesByJob.get(job);
  if (!found) {
    const names: string[] = [];
    const keys = new Set<string>();
    for (const place of job.places ?? readLocation(job.location).places) {
      const name = nameOf(place);
      const key = name && placeNameKey(name);
      // A place called "Remote" or "All" would be a workplace filter's value: never one here.
      if (!name || !key || keys.has(key) || isLocationFilter(key)) continue;
      names.push(name);
      keys.add(key);
    }
    found = { names, keys };
    placeNamesByJob.set(job, found);
  }
  return found;
}

/**
 * The places a job is done at, by name (`Pune`): the cities of its `places` where its feed read
 * them (a feed that read none gives none), else those of its `location` text, whose remote parts
 * name no place of work ("Remote (India)" is where applicants may live). Each once.
 */
export function jobPlaceNames(job: Job): readonly string[] {
  return placeNamesOf(job).names;
}

/** Whether `job` is done at the place named `place`, in any spelling of it (`placeNameKey`). */
export function isAtPlace(job: Job, place: string): boolean {
  return placeNamesOf(job).keys.has(placeNameKey(place));
}

/** The places of `jobs`, each once (spelt as the first job that names it does), sorted by name. */
export function placesOfJobs(jobs: readonly Job[]): string[] {
  return distinctGroupNames(jobs.flatMap(jobPlaceNames), placeNameKey);
}
