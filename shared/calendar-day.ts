// Apart from dates.ts: the wizard's forms check a day in the browser, and dates.ts's formats
// would come with it as a script of their own.

/**
 * Whether `value` is a day that exists, written YYYY-MM-DD (what date inputs send). Date rolls
 * 2026-02-30 over into March, so the day is read back and compared.
 */
export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}
