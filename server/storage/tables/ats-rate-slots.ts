import { sql } from 'kysely';
import type { Dialect } from '../database-schema';
import type { Executor } from '../executor';

/**
 * When the next request to a rate-limited API may start (0015), one row per limit (`lever`):
 * every replica reserves its requests' start times here, so together they keep the limit.
 */
export interface AtsRateSlotsTable {
  ats_rate_slots: {
    name: string;
    next_at: number;
  };
}

/** A start time reserved (`at`, ms), or none within `maxWaitMs`: the limit is booked till `busyUntil`. */
export type SlotReservation = { reserved: true; at: number } | { reserved: false; busyUntil: number };

/**
 * Reserves the next start time of `name`, at least `intervalMs` after the one reserved before it,
 * in one statement (an upsert that reads and moves the row at once: two replicas asking
 * together get two different slots). A slot further than `maxWaitMs` away is not taken: the
 * caller tries again then, instead of holding its lease that long.
 */
export async function reserveSlot(
  executor: Executor,
  dialect: Dialect,
  name: string,
  { now, intervalMs, maxWaitMs }: { now: number; intervalMs: number; maxWaitMs: number },
): Promise<SlotReservation> {
  const later = dialect === 'postgres' ? sql.raw('GREATEST') : sql.raw('MAX');
  const row = await executor
    .insertInto('ats_rate_slots')
    .values({ name, next_at: now + intervalMs })
    .onConflict((conflict) =>
      conflict
        .column('name')
        .doUpdateSet({ next_at: sql<number>`${later}(ats_rate_slots.next_at, ${now}) + ${intervalMs}` })
        .where('ats_rate_slots.next_at', '<=', now + maxWaitMs),
    )
    .returning('next_at')
    .executeTakeFirst();
  if (row) return { reserved: true, at: Number(row.next_at) - intervalMs };
  const busy = await executor
    .selectFrom('ats_rate_slots')
    .select('next_at')
    .where('name', '=', name)
    .executeTakeFirst();
  return { reserved: false, busyUntil: Number(busy?.next_at ?? now) };
}

/** No request of `name` starts before `until` (the API answered 429 with Retry-After). */
export async function holdSlotsUntil(executor: Executor, dialect: Dialect, name: string, until: number): Promise<void> {
  const later = dialect === 'postgres' ? sql.raw('GREATEST') : sql.raw('MAX');
  await executor
    .insertInto('ats_rate_slots')
    .values({ name, next_at: until })
    .onConflict((conflict) =>
      conflict.column('name').doUpdateSet({ next_at: sql<number>`${later}(ats_rate_slots.next_at, ${until})` }),
    )
    .execute();
}
