import { DataUnavailableError } from '../../shared/page-context';

/**
 * No job list can be shown: the feed has never answered usably since start. (Once a list was
 * loaded, a failing feed never causes this: the last good list stays.) A DataUnavailableError, so
 * pages answer it with 503; the API answers 503 with the JSON error shape.
 */
export class JobsUnavailableError extends DataUnavailableError {
  constructor(cause: unknown) {
    super('Jobs cannot be shown right now', { cause });
  }
}
