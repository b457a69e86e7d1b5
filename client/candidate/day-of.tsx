import { formatDay } from '../../shared/dates';

/**
 * The day of a moment as readers write it, with the moment itself for machines. The day is
 * written in the site's locale and time zone (shared/dates.ts), so server and browser agree.
 */
export function DayOf({ iso }: { iso: string }) {
  return <time dateTime={iso}>{formatDay(iso)}</time>;
}
