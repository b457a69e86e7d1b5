/**
 * Runs `work` on `items` 500 at a time, in order: SQLite and Postgres both cap the parameters of
 * one statement, so a list of ids for `IN (...)` goes in slices.
 */
export async function inSlices<T>(items: readonly T[], work: (slice: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < items.length; start += 500) await work(items.slice(start, start + 500));
}
