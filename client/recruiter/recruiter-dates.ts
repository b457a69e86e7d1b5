import { formatDateTime } from '../../shared/time-zone-dates';
import { useSite } from '../app/use-site';

/**
 * Moments on the recruiter pages as the CSV export writes them, `2026-11-25 14:30 Asia/Kolkata`,
 * in the company's TIMEZONE: the inbox's day filters are that zone's days, so an application
 * listed on 25 November is found by `from=2026-11-25`. The zone is the server's setting, not the
 * browser's, so the server and the browser render the same text (no hydration mismatch).
 */
export function useFormatMoment(): (isoTimestamp: string) => string {
  const { timeZone } = useSite();
  return (isoTimestamp) => `${formatDateTime(isoTimestamp, timeZone)} ${timeZone}`;
}
