import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { enqueueAlertDigests, enqueueAlertMessage } from '../storage/tables/outbox';
import type { EmailMessage } from '../notifications/outbox-message';
import type { DatabaseSchema } from '../storage/database-schema';
import * as subscriptions from '../storage/tables/alert-subscriptions';
import * as suppressions from '../storage/tables/alert-suppressions';
import * as sightings from '../storage/tables/job-sightings';
import type { AlertFrequency } from './alert-search';

const DAY = 86_400_000;

/**
 * At most this many subscription requests per address a day (each sends a confirmation), counted
 * in the database so that it holds across restarts; the same figure per mailbox, however the
 * address is spelled, is a limit of the service's (subscribe-limits.ts).
 */
export const CONFIRMATIONS_PER_ADDRESS_PER_DAY = 5;
/** At most this many subscriptions per address. */
export const SUBSCRIPTIONS_PER_ADDRESS = 20;

/** What a subscription request did; the visitor is told the same in every case (no enumeration). */
export type SubscribeOutcome = 'confirmation_sent' | 'confirmed' | 'already_confirmed' | 'limited';

/**
 * Job alerts' data, in transactions over the tables (server/storage/tables/alert-*.ts,
 * job-sightings.ts) and the outbox, where their emails go in the same transaction as the change
 * they tell of.
 */
export function createAlertsStore(db: Kysely<DatabaseSchema>) {
  return {
    /**
     * Records a subscription request: a new unconfirmed subscription with its confirmation
     * email (`confirmation(id)`), replacing an unconfirmed one to the same search (whose link then
     * lapses); a confirmed one only takes the new frequency and sends nothing. Over the address's
     * limits, or when `mayConfirm` (asked last, only when a confirmation would be written) says
     * no, nothing is written. A request `confirmed` already (its address is the signed-in
     * candidate's, verified) is written confirmed, with no email and no limit of confirmations a
     * day (none is sent), and lifts the address's suppression as confirming does.
     */
    subscribe: (
      request: { email: string; uid: string | null; search: string; frequency: AlertFrequency; confirmed?: boolean },
      confirmation: (id: string) => EmailMessage,
      mayConfirm: () => Promise<boolean> = () => Promise.resolve(true),
      now = Date.now(),
    ): Promise<SubscribeOutcome> =>
      db.transaction().execute(async (trx) => {
        const existing = await subscriptions.subscriptionTo(trx, request.email, request.search);
        if (existing?.confirmed_at != null) {
          await subscriptions.updateSubscription(trx, existing.id, { frequency: request.frequency });
          return 'already_confirmed';
        }
        const counts = await subscriptions.countsOf(trx, request.email, now - DAY);
        const replacing = existing ? 1 : 0;
        if (counts.all - replacing >= SUBSCRIPTIONS_PER_ADDRESS) return 'limited';
        const confirmed = request.confirmed === true;
        if (!confirmed && (counts.recent >= CONFIRMATIONS_PER_ADDRESS_PER_DAY || !(await mayConfirm())))
          return 'limited';
        if (existing) await subscriptions.deleteSubscription(trx, existing.id);
        const id = randomUUID();
        await subscriptions.insertSubscription(trx, {
          id,
          email: request.email,
          uid: request.uid,
          search: request.search,
          frequency: request.frequency,
          created_at: now,
          confirmed_at: confirmed ? now : null,
          paused: 0,
          last_digest_at: null,
        });
        if (confirmed) {
          await suppressions.unsuppress(trx, request.email);
          return 'confirmed';
        }
        await enqueueAlertMessage(trx, confirmation(id), { id, period: null }, now);
        return 'confirmation_sent';
      }),

    /**
     * Confirms the subscription if it is unconfirmed and asked for within ALERT_CONFIRM_DAYS; its
     * address leaves the suppression list (its owner asked again). Answers whether it is now
     * confirmed (also when it already was).
     */
    confirm: (id: string, now = Date.now()): Promise<boolean> =>
      db.transaction().execute(async (trx) => {
        const since = now - subscriptions.ALERT_CONFIRM_DAYS * DAY;
        const row = await subscriptions.subscriptionById(trx, id);
        if (!row) return false;
        if (row.confirmed_at !== null) return true;
        if (!(await subscriptions.confirmSubscription(trx, id, now, since))) return false;
        await suppressions.unsuppress(trx, row.email);
        return true;
      }),

    /**
     * Stops one subscription (a digest's one-click unsubscribe: RFC 8058 is per list): it goes,
     * its waiting digests with it; the address's other alerts go on, so it is not suppressed.
     * Answers whether it was still there.
     */
    stop: async (id: string): Promise<boolean> => (await subscriptions.deleteSubscription(db, id)) > 0,

    /**
     * Stops every subscription of the subscription's address (their waiting digests with them),
     * and only the address's hash stays. Answers whether there was anything left to unsubscribe.
     */
    unsubscribe: (id: string, now = Date.now()): Promise<boolean> =>
      db.transaction().execute(async (trx) => {
        const row = await subscriptions.subscriptionById(trx, id);
        if (!row) return false;
        await subscriptions.deleteSubscriptionsOfAddress(trx, row.email);
        await suppressions.suppress(trx, row.email, now);
        return true;
      }),

    /** The account's subscriptions, after taking in those of its verified address made as a visitor. */
    async ofAccount(uid: string, verifiedEmail: string | null) {
      if (verifiedEmail) await subscriptions.adoptSubscriptions(db, uid, verifiedEmail);
      return subscriptions.subscriptionsOf(db, uid);
    },
    adopt: (uid: string, verifiedEmail: string) => subscriptions.adoptSubscriptions(db, uid, verifiedEmail),
    byId: (id: string) => subscriptions.subscriptionById(db, id),
    update: (id: string, change: { frequency?: AlertFrequency; paused?: boolean }) =>
      subscriptions.updateSubscription(db, id, {
        ...(change.frequency ? { frequency: change.frequency } : {}),
        ...(change.paused === undefined ? {} : { paused: change.paused ? 1 : 0 }),
      }),
    remove: (id: string) => subscriptions.deleteSubscription(db, id),

    /** Deletes the subscriptions left unconfirmed for ALERT_CONFIRM_DAYS; answers how many. */
    purgeUnconfirmed: (now = Date.now()) =>
      subscriptions.deleteUnconfirmedBefore(db, now - subscriptions.ALERT_CONFIRM_DAYS * DAY),

    /** Records the source's jobs as seen (the first sighting of each is kept). */
    recordSightings: (jobIds: readonly string[], now = Date.now()) => sightings.recordSightings(db, jobIds, now),
    sightingsBetween: (after: number, until: number) => sightings.sightingsBetween(db, after, until),
    /** Whether a job was ever listed (a closed job's page answers 410 Gone, an unknown one 404). */
    wasSeen: (jobId: string) => sightings.wasSeen(db, jobId),
    activePage: (afterId: string, limit: number) => subscriptions.activeSubscriptionsPage(db, afterId, limit),
    suppressedOf: (emails: string[]) => suppressions.suppressedOf(db, emails),

    /**
     * Writes a subscription's digest for `period` and moves its window to `until`, in one
     * transaction; with no digest (nothing new), moves the window only. Answers false when the
     * period's digest was written already (by another replica or run): nothing changes then.
     */
    recordDigest: (
      subscription: { id: string; period: string },
      digest: EmailMessage | null,
      until: number,
    ): Promise<boolean> =>
      db.transaction().execute(async (trx) => {
        if (digest && !(await enqueueAlertMessage(trx, digest, subscription, until))) return false;
        await subscriptions.recordDigest(trx, subscription.id, until);
        return true;
      }),

    /**
     * recordDigest for a batch of subscriptions of one `period`, in one transaction of two
     * statements: a digest run on Postgres spent most of its time on the round trips and commits
     * of one transaction per subscription (bench/alert-digests.ts). Answers the ids
     * whose digest (or, with none, window) was written; the others' digest of the period was
     * written already, and nothing of them changed. Throws, writing nothing, if any fails (e.g. a
     * subscription deleted meanwhile): the caller then records them one by one.
     */
    recordDigests: (
      period: string,
      batch: readonly { id: string; digest: EmailMessage | null }[],
      until: number,
    ): Promise<Set<string>> =>
      db.transaction().execute(async (trx) => {
        const digests = batch.flatMap(({ id, digest }) => (digest ? [{ alertId: id, message: digest }] : []));
        const enqueued = await enqueueAlertDigests(trx, digests, period, until);
        const written = batch.filter(({ id, digest }) => !digest || enqueued.has(id)).map(({ id }) => id);
        await subscriptions.recordDigests(trx, written, until);
        return new Set(written);
      }),
  };
}

export type AlertsStore = ReturnType<typeof createAlertsStore>;
