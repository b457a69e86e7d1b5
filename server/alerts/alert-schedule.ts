import type { AlertFrequency } from './alert-search';

const DAY = 86_400_000;

/** The latest moment at or before `now` when the clock (UTC) struck `hour`: the current sending slot. */
export function slotStart(now: number, hour: number): number {
  const today = Math.floor(now / DAY) * DAY + hour * 3_600_000;
  return today <= now ? today : today - DAY;
}

/**
 * The period a digest computed at `now` belongs to: its slot's day, `YYYY-MM-DD`. The outbox
 * keeps one digest per subscription and period (a unique key), so a second replica or a rerun in
 * the same period writes nothing, whether the run was scheduled or `--due-now`.
 */
export const periodOf = (now: number, hour: number) => new Date(slotStart(now, hour)).toISOString().slice(0, 10);

/**
 * Whether a subscription's digest is due at `now`: its window (from the last digest, or from its
 * confirmation) began before the current slot, a day before for `daily`, a week for `weekly`
 * (less one day: a weekly digest goes on the same weekday each week, at ALERTS_HOUR).
 */
export function isDue(
  subscription: { frequency: AlertFrequency; last_digest_at: number | null; confirmed_at: number | null },
  now: number,
  hour: number,
): boolean {
  const since = subscription.last_digest_at ?? subscription.confirmed_at;
  if (since === null) return false;
  const days = subscription.frequency === 'daily' ? 1 : 7;
  return since < slotStart(now, hour) - (days - 1) * DAY;
}
