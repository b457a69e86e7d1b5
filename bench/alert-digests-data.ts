// Job alert subscriptions and the jobs they are matched against, as bench/alert-digests.ts reads
// them: the same seeded data on every run and on both databases.
import type { Kysely } from 'kysely';
import type { Job } from '../shared/job';
import { canonicalSearch, type AlertSearch } from '../server/alerts/alert-search';
import type { DatabaseSchema } from '../server/storage/database-schema';

export const JOBS = 2_000;
const DAY = 86_400_000;
const HOUR = 3_600_000;

/** The run's moment: 08:00 UTC on the bench's day, an hour after ALERTS_HOUR 7. */
export const NOW = Date.UTC(2026, 10, 26, 8);
export const ALERTS_HOUR = 7;

/** A seeded pseudo-random sequence in [0, 1) (mulberry32): the same data on every run. */
function seededRandom(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(random: () => number, values: readonly T[]): T => values[Math.floor(random() * values.length)]!;

const roles: [string, string][] = [
  ['Software Engineer', 'Engineering'],
  ['Backend Engineer', 'Engineering'],
  ['Frontend Developer (React)', 'Engineering'],
  ['Data Engineer', 'Engineering'],
  ['Data Analyst', 'Operations'],
  ['DevOps Engineer', 'Engineering'],
  ['QA Engineer', 'Engineering'],
  ['Product Designer', 'Designer'],
  ['UX Researcher', 'Designer'],
  ['Graphic Designer', 'Designer'],
  ['Marketing Associate', 'Marketing'],
  ['Content Writer', 'Marketing'],
  ['SEO Specialist', 'Marketing'],
  ['Sales Executive', 'Other'],
  ['Customer Support Associate', 'Operations'],
  ['Operations Manager', 'Operations'],
  ['Product Manager', 'Management'],
  ['HR Generalist', 'Management'],
  ['Finance Analyst', 'Other'],
  ['Business Development Intern', 'Other'],
];
const levels = ['', '', 'Junior ', 'Senior ', 'Lead ', 'Intern - '];
// Mostly Indian cities, as the site's jobs are, and a few elsewhere.
const cities = [
  'Bengaluru, Karnataka, India',
  'Mumbai, Maharashtra, India',
  'Hyderabad, Telangana, India',
  'Pune, Maharashtra, India',
  'Chennai, Tamil Nadu, India',
  'New Delhi, Delhi, India',
  'Gurugram, Haryana, India',
  'Noida, Uttar Pradesh, India',
  'Kolkata, West Bengal, India',
  'Ahmedabad, Gujarat, India',
  'Kochi, Kerala, India',
  'Jaipur, Rajasthan, India',
  'Singapore',
  'London, United Kingdom',
  'Berlin, Germany',
];

/** The job `n` as the jobs file's jobs come out of the server (shared/job.ts). */
function job(random: () => number, n: number): Job {
  const [role, department] = pick(random, roles);
  const title = `${pick(random, levels)}${role}`;
  const intern = title.includes('Intern');
  const places = random() < 0.15 ? [pick(random, cities), pick(random, cities)] : [pick(random, cities)];
  const workplace = random();
  return {
    id: `job-${n}`,
    title,
    department,
    type: intern ? 'Internship' : 'Full-Time',
    location: [...new Set(places)].join('; '),
    remote: workplace < 0.2,
    hybrid: workplace >= 0.2 && workplace < 0.4,
    stipend: intern ? `₹${15 + Math.floor(random() * 30)},000 / month` : `₹${8 + Math.floor(random() * 40)} LPA`,
    postedAt: new Date(NOW - (JOBS - n) * HOUR).toISOString(),
    description:
      `<p>We are hiring a ${title} to join our ${department} team in ${places[0]}.</p>` +
      '<ul><li>Work with a small, friendly team</li><li>Ship every week</li><li>Learn from mentors</li></ul>' +
      `<p>Requirements: ${intern ? 'a student in the final year' : `${1 + Math.floor(random() * 8)}+ years of experience`}, ` +
      'good written English, curiosity.</p>',
  };
}

/** JOBS jobs; the first are the oldest (see `fillSightings` for when each was first seen). */
export function benchJobs(): Job[] {
  const random = seededRandom(29);
  return Array.from({ length: JOBS }, (_, n) => job(random, n));
}

/**
 * When the jobs were first seen: most a month ago, 150 three days ago (new to weekly digests
 * only), 50 twelve hours ago (new to every digest), and the last 100 not yet (first seen by the
 * run itself: new to every digest).
 */
export async function fillSightings(db: Kysely<DatabaseSchema>, jobs: readonly Job[]): Promise<void> {
  const seen = jobs.slice(0, JOBS - 100).map((job, n) => ({
    job_id: job.id.toLowerCase(),
    first_seen_at: n < 1_700 ? NOW - 30 * DAY : n < 1_850 ? NOW - 3 * DAY : NOW - 12 * HOUR,
  }));
  for (let offset = 0; offset < seen.length; offset += 500)
    await db
      .insertInto('job_sightings')
      .values(seen.slice(offset, offset + 500))
      .execute();
}

// What people search for: a role's words, a city, both, or nothing (every new job).
const words = [
  'engineer',
  'software engineer',
  'react',
  'data',
  'designer',
  'marketing',
  'content writer',
  'product manager',
  'sales',
  'intern',
  'bengaluru',
  'mumbai',
  'hyderabad',
  'pune',
  'chennai',
  'delhi',
  'gurugram',
  'noida',
  'kolkata',
  'kochi',
  'engineer bengaluru',
  'designer mumbai',
  'data hyderabad',
  'senior engineer pune',
  'marketing delhi',
  'quantum chef', // matches nothing: a subscription with no digest
];
const departmentNames = ['Marketing', 'Other', 'Designer', 'Operations', 'Engineering', 'Management'];

function search(random: () => number): AlertSearch {
  const result: AlertSearch = {};
  if (random() < 0.75) result.q = pick(random, words);
  if (random() < 0.3) result.department = pick(random, departmentNames);
  if (random() < 0.2) result.type = pick(random, ['Internship', 'Full-Time']);
  if (random() < 0.25) result.location = pick(random, ['remote', 'hybrid', 'onsite'] as const);
  return result;
}

/**
 * `count` confirmed subscriptions, about three an address: 80% daily (last digest a day ago), 20%
 * weekly (a week ago). Answers none: the run reads them back as it would in production.
 */
export async function fillSubscriptions(db: Kysely<DatabaseSchema>, count: number): Promise<void> {
  const random = seededRandom(2029);
  for (let offset = 0; offset < count; offset += 500) {
    const rows = Array.from({ length: Math.min(500, count - offset) }, (_, i) => {
      const n = offset + i;
      const daily = random() < 0.8;
      const lastDigest = NOW - (daily ? DAY : 7 * DAY) - Math.floor(random() * HOUR);
      return {
        // Ids as the app makes them (UUIDs), in no order of the addresses.
        id: crypto.randomUUID(),
        email: `candidate-${Math.floor(n / 3)}@example.in`,
        uid: random() < 0.5 ? `uid-${Math.floor(n / 3)}` : null,
        search: canonicalSearch(search(random)),
        frequency: daily ? ('daily' as const) : ('weekly' as const),
        created_at: lastDigest - 30 * DAY,
        confirmed_at: lastDigest - 30 * DAY + HOUR,
        paused: 0,
        last_digest_at: random() < 0.1 ? null : lastDigest,
      };
    });
    // A subscription never digested yet starts its window at its confirmation.
    for (const row of rows)
      if (row.last_digest_at === null) row.confirmed_at = NOW - (row.frequency === 'daily' ? DAY : 7 * DAY);
    await db.insertInto('alert_subscriptions').values(rows).execute();
  }
}
