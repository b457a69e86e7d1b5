import type { Job } from '../../shared/job';
import { listJobs } from '../../shared/job-listing';
import type { Logger } from '../logger';
import type { EmailBrand } from '../notifications/email-brand';
import type { EmailMessage } from '../notifications/outbox-message';
import { digestEmail } from './alert-messages';
import { isDue, periodOf } from './alert-schedule';
import { jobQueryOf, parseStoredSearch } from './alert-search';
import type { AlertsStore } from './alerts-store';

/** Subscriptions read at a time: memory stays flat however many there are. */
const PAGE = 500;
/**
 * Digests written in one transaction: a round trip and a commit per batch rather than per
 * subscription, with at most this many emails held at once (bench/alert-digests.ts).
 */
const BATCH = 100;

export interface DigestRunOptions {
  store: AlertsStore;
  /** Every open job of the source now. */
  jobs: readonly Job[];
  /** The brand the digests are written with, read once: a run's digests are alike. */
  brand: () => EmailBrand;
  publicUrl: string;
  unsubscribeUrl: (subscriptionId: string) => string;
  /** ALERTS_HOUR. */
  hour: number;
  /** Every confirmed, unpaused subscription is due (`send-alerts --due-now`). */
  dueNow: boolean;
  logger: Logger;
  now?: number;
}

/**
 * One digest run (`npm run send-alerts`): records the source's jobs as seen, then for each due
 * subscription writes a digest of the jobs matching its search first seen in its window (from
 * its last digest, or its confirmation, to now) into the outbox, keyed by the period so that a
 * second replica or a rerun writes none; a subscription with nothing new gets no email, and its
 * window moves on. Answers what it did.
 */
export async function runDigests(options: DigestRunOptions) {
  const { store, hour, dueNow, logger } = options;
  const now = options.now ?? Date.now();
  const period = periodOf(now, hour);
  const mail = { brand: options.brand(), publicUrl: options.publicUrl };
  await store.recordSightings(
    options.jobs.map((job) => job.id),
    now,
  );
  const firstSeen = new Map(
    (await store.sightingsBetween(Number.MIN_SAFE_INTEGER, now)).map((row) => [row.job_id, row.first_seen_at]),
  );
  // Newest first, so each subscription's window is a prefix.
  const seenJobs = options.jobs
    .map((job) => ({ job, seen: firstSeen.get(job.id.toLowerCase()) ?? now }))
    .sort((a, b) => b.seen - a.seen);
  const counts = { due: 0, sent: 0, nothingNew: 0, alreadySent: 0, suppressed: 0, failed: 0 };

  /** Writes a batch's digests (and moves their windows) in one transaction, or one by one if that fails. */
  async function record(batch: readonly { id: string; digest: EmailMessage | null }[]) {
    if (batch.length === 0) return;
    let written: Set<string>;
    try {
      written = await store.recordDigests(period, batch, now);
    } catch {
      // One subscription unsubscribed or erased meanwhile (its row gone) fails the batch: each on its own.
      for (const { id, digest } of batch) {
        try {
          const done = await store.recordDigest({ id, period }, digest, now);
          if (!done) counts.alreadySent++;
          else if (digest) counts.sent++;
          else counts.nothingNew++;
        } catch (error) {
          // Its row gone, or the database failing: the next run tries again.
          counts.failed++;
          logger.warn({ err: error }, 'a job alert digest could not be written');
        }
      }
      return;
    }
    for (const { id, digest } of batch) {
      if (!written.has(id)) counts.alreadySent++;
      else if (digest) counts.sent++;
      else counts.nothingNew++;
    }
  }

  let after = '';
  for (;;) {
    const page = await store.activePage(after, PAGE);
    if (page.length === 0) break;
    after = page[page.length - 1]?.id ?? after;
    const suppressed = await store.suppressedOf([...new Set(page.map((row) => row.email))]);
    let batch: { id: string; digest: EmailMessage | null }[] = [];
    for (const subscription of page) {
      if (!dueNow && !isDue(subscription, now, hour)) continue;
      counts.due++;
      if (suppressed.has(subscription.email)) {
        counts.suppressed++;
        continue;
      }
      const since = subscription.last_digest_at ?? subscription.confirmed_at ?? now;
      const fresh: Job[] = [];
      for (const { job, seen } of seenJobs) {
        if (seen <= since) break;
        fresh.push(job);
      }
      const search = parseStoredSearch(subscription.search);
      const matching = fresh.length === 0 ? [] : listJobs(fresh, jobQueryOf(search));
      const digest =
        matching.length === 0
          ? null
          : digestEmail(mail, subscription.email, {
              search,
              jobs: matching,
              unsubscribeUrl: options.unsubscribeUrl(subscription.id),
            });
      batch.push({ id: subscription.id, digest });
      if (batch.length === BATCH) {
        await record(batch);
        batch = [];
      }
    }
    await record(batch);
  }
  logger.info({ period, dueNow, ...counts }, 'job alert digests written');
  return { period, ...counts };
}
