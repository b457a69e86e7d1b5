import { formatDay } from '../../shared/dates';
import { useSite } from '../app/use-site';

/**
 * The day of a moment as the site writes days, in the company's time zone (TIMEZONE, from the
 * site's settings), with the moment itself for machines. The server and the browser read the
 * same zone from the root route's data, so they render the same text: no hydration mismatch, and
 * the day a candidate reads is the day the recruiters' pages and the emails name.
 */
export function DayOf({ iso }: { iso: string }) {
  const { timeZone } = useSite();
  return <time dateTime={iso}>{formatDay(iso, timeZone)}</time>;
}
