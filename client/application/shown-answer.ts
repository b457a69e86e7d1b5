import { formatCalendarDate } from '../../shared/dates';

/** An answer as people read it: lists joined, ticks as Yes, days written out, nothing as a dash. */
export function shownAnswer(value: unknown): string {
  if (Array.isArray(value)) return value.length ? value.join(', ') : '—';
  if (value === true) return 'Yes';
  if (value === undefined || value === null || value === '' || value === false) return '—';
  // Dates are stored as forms send them (2027-02-01) and shown as people write them.
  return typeof value === 'string' ? formatCalendarDate(value) : String(value);
}
