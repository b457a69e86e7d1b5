// 100,000 applications as the inbox benches read them (bench/storage-queries.ts, bench/inbox-page.ts):
// the same seeded data on every run and on both databases.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../server/storage/database-schema';
import { validAnswers } from '../tests/support/application-answers';

export const APPLICATIONS = 100_000;
export const JOBS = 40;
const STATUSES = ['new', 'in_review', 'interview', 'offer', 'hired', 'rejected', 'withdrawn'];
// Most applications stay new or are rejected; few are hired: the filter a recruiter uses is often the rare one.
const statusWeights = [40, 15, 8, 2, 1, 30, 4];
/** The first application's submission; each next one five minutes later (100,000 span about a year). */
export const FIRST_SUBMISSION = Date.UTC(2025, 0, 1);

/** A seeded pseudo-random sequence in [0, 1) (mulberry32): the same data on every run. */
function seededRandom(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Writes APPLICATIONS applications to JOBS jobs of uneven popularity, in 7 statuses of uneven frequency. */
export async function fillApplications(db: Kysely<DatabaseSchema>): Promise<void> {
  const random = seededRandom(42);
  const weightedStatus = () => {
    let pick = random() * statusWeights.reduce((sum, weight) => sum + weight, 0);
    for (const [i, weight] of statusWeights.entries()) {
      if (pick < weight) return STATUSES[i]!;
      pick -= weight;
    }
    return 'new';
  };
  const answers = JSON.stringify(validAnswers);
  for (let offset = 0; offset < APPLICATIONS; offset += 1_000) {
    const rows = Array.from({ length: 1_000 }, (_, i) => {
      const n = offset + i;
      // Jobs differ in popularity, as real ones do: job 0 gets the most.
      const job = Math.floor(Math.sqrt(random() * JOBS * JOBS));
      return {
        id: randomUUID(),
        reference: `MDN-${n.toString(36).toUpperCase().padStart(8, '0')}`,
        uid: `uid-${n}`,
        requisition_id: `job-${job}`,
        job_title: `Job ${job}`,
        email: `candidate-${n}@example.com`,
        first_name: `First${n}`,
        last_name: `Last${n}`,
        search_text: `first${n} last${n} candidate-${n}@example.com`,
        answers,
        resume_id: null,
        submitted_at: FIRST_SUBMISSION + n * 300_000,
        status: weightedStatus(),
      };
    });
    await db.insertInto('applications').values(rows).execute();
  }
}
