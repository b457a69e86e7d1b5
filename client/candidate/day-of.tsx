import { formatDay } from '../../shared/dates';
import { useHydrated } from '../app/use-hydrated';

/**
 * The day of a moment as readers write it, with the moment itself for machines. The server (and
 * hydration) write it in the site's locale and time zone (shared/dates.ts), which the browser
 * knows too, so hydration matches; once hydrated, in the reader's own locale and time zone.
 */
export function DayOf({ iso }: { iso: string }) {
  const hydrated = useHydrated();
  const date = new Date(iso);
  const text =
    hydrated && !Number.isNaN(date.getTime())
      ? new Intl.DateTimeFormat(undefined, { dateStyle: 'long' }).format(date)
      : formatDay(iso);
  return <time dateTime={iso}>{text}</time>;
}
