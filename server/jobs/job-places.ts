import type { Job } from '../../shared/job';
import { type JobPlace, withUsStates } from '../../shared/job-location';

/**
 * A feed's reading of where a job is done, as Job fields: `places` even when empty (the feed has
 * read the location: the page must not read the text again), those in a US state with their
 * country; `remoteCountries` only when known.
 */
export function withPlaces(places: JobPlace[], remoteCountries: string[]): Pick<Job, 'places' | 'remoteCountries'> {
  return { places: withUsStates(places), ...(remoteCountries.length ? { remoteCountries } : {}) };
}
