import type { Executor } from '../executor';
import { inSlices } from '../in-slices';

/**
 * When each job was first seen in the jobs source (0014): job alerts list the jobs first seen
 * since a subscription's last digest. Ids lowercased (job ids compare without case). A job that
 * leaves the source and comes back keeps its first sighting: it is not new again.
 */
export interface JobSightingsTable {
  job_sightings: {
    job_id: string;
    first_seen_at: number;
  };
}

/** Records these jobs as seen now, keeping the first sighting of those seen before. */
export async function recordSightings(executor: Executor, jobIds: readonly string[], now: number): Promise<void> {
  await inSlices([...new Set(jobIds.map((id) => id.toLowerCase()))], async (slice) => {
    await executor
      .insertInto('job_sightings')
      .values(slice.map((job_id) => ({ job_id, first_seen_at: now })))
      .onConflict((conflict) => conflict.column('job_id').doNothing())
      .execute();
  });
}

/** The jobs first seen after `after` (and up to `until`), with when. */
export const sightingsBetween = (executor: Executor, after: number, until: number) =>
  executor
    .selectFrom('job_sightings')
    .select(['job_id', 'first_seen_at'])
    .where('first_seen_at', '>', after)
    .where('first_seen_at', '<=', until)
    .execute();

/** Whether the job was ever seen in the jobs source (ids compare without case): a job no longer open was then closed. */
export async function wasSeen(executor: Executor, jobId: string): Promise<boolean> {
  const row = await executor
    .selectFrom('job_sightings')
    .select('job_id')
    .where('job_id', '=', jobId.toLowerCase())
    .executeTakeFirst();
  return row !== undefined;
}
