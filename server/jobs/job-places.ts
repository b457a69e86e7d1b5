import type { Job } from '../../shared/job';
import type { JobPlace } from '../../shared/job-location';

/**
 * A feed's reading of where a job is done, as Job fields: `places` even when empty (the feed has
 * read the location: the page must not read the text again), `remoteCountries` only when known.
 */
export function withPlaces(places: JobPlace[], remoteCountries: string[]): Pick<Job, 'places' | 'remoteCountries'> {
  return { places, ...(remoteCountries.length ? { remoteCountries } : {}) };
}
