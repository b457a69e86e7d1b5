/**
 * Runs `work` on `items` 500 at a time, in order: SQLite and Postgres both cap the parameters of
 * one statement, so a list of ids for `IN (...)` goes in slices.
 */
export async function inSlices<T>(items: readonly T[], work: (slice: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < items.length; start += 500) await work(items.slice(start, start + 500));
}

/** Runs `query` on `items` in slices as inSlices does, and answers the ids of every row it answered. */
export async function idsInSlices<T>(
  items: readonly T[],
  query: (slice: T[]) => Promise<{ id: string }[]>,
): Promise<string[]> {
  const ids: string[] = [];
  await inSlices(items, async (slice) => ids.push(...(await query(slice)).map((row) => row.id)));
  return ids;
}
