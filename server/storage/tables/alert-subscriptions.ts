import type { Executor } from '../executor';
import { inSlices } from '../in-slices';

/**
 * Job alert subscriptions (0014): an address subscribed to a search of /joblistings.
 * A row is unconfirmed (`confirmed_at` null) until its emailed link is opened, and deleted when
 * it is not within ALERT_CONFIRM_DAYS; an unsubscribe, an erasure or the candidate's Delete
 * deletes it, and its outbox messages with it (outbox.alert_id, ON DELETE CASCADE).
 */
export interface AlertSubscriptionsTable {
  alert_subscriptions: {
    id: string;
    /** Lowercased. A signed-in candidate's is their account's verified address. */
    email: string;
    /** The account's, when subscribed signed in (or adopted at sign-in); null for a visitor's. */
    uid: string | null;
    /** The search, JSON: `{ q?, department?, type?, location? }` (server/alerts/alert-search.ts). */
    search: string;
    frequency: 'daily' | 'weekly';
    created_at: number;
    confirmed_at: number | null;
    /** 0 or 1. */
    paused: number;
    /** The end of the last digest's window of new jobs; null: none yet (the window starts at confirmation). */
    last_digest_at: number | null;
  };
}

export type AlertSubscriptionRow = AlertSubscriptionsTable['alert_subscriptions'];

/** Unconfirmed subscriptions older than this are deleted; their link no longer confirms. */
export { ALERT_CONFIRM_DAYS } from '../../../shared/alerts/alert-pages';

export const insertSubscription = (executor: Executor, row: AlertSubscriptionRow) =>
  executor.insertInto('alert_subscriptions').values(row).execute();

export const subscriptionById = (executor: Executor, id: string) =>
  executor.selectFrom('alert_subscriptions').selectAll().where('id', '=', id).executeTakeFirst();

/** The address's subscription to exactly this search (its JSON as alert-search.ts writes it), if any. */
export const subscriptionTo = (executor: Executor, email: string, search: string) =>
  executor
    .selectFrom('alert_subscriptions')
    .selectAll()
    .where('email', '=', email)
    .where('search', '=', search)
    .executeTakeFirst();

/** How many subscriptions the address has, and how many of them were asked for since `since`. */
export async function countsOf(executor: Executor, email: string, since: number) {
  const rows = await executor
    .selectFrom('alert_subscriptions')
    .select('created_at')
    .where('email', '=', email)
    .execute();
  return { all: rows.length, recent: rows.filter((row) => row.created_at >= since).length };
}

/** The account's subscriptions (by uid), oldest first. */
export const subscriptionsOf = (executor: Executor, uid: string) =>
  executor.selectFrom('alert_subscriptions').selectAll().where('uid', '=', uid).orderBy('created_at').execute();

/**
 * Makes the address's subscriptions the account's: a visitor who subscribed, then signed in with
 * that (verified) address, sees, exports and erases them with the rest of their data.
 */
export const adoptSubscriptions = (executor: Executor, uid: string, email: string) =>
  executor
    .updateTable('alert_subscriptions')
    .set({ uid })
    .where('email', '=', email)
    .where('uid', 'is', null)
    .execute();

/** Confirms an unconfirmed subscription asked for since `since`; answers whether one was. */
export async function confirmSubscription(executor: Executor, id: string, now: number, since: number) {
  const result = await executor
    .updateTable('alert_subscriptions')
    .set({ confirmed_at: now })
    .where('id', '=', id)
    .where('confirmed_at', 'is', null)
    .where('created_at', '>=', since)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export const updateSubscription = (
  executor: Executor,
  id: string,
  change: Partial<Pick<AlertSubscriptionRow, 'frequency' | 'paused'>>,
) => executor.updateTable('alert_subscriptions').set(change).where('id', '=', id).execute();

/** Deletes one subscription; answers how many went (0: it was gone already). */
export async function deleteSubscription(executor: Executor, id: string): Promise<number> {
  const result = await executor.deleteFrom('alert_subscriptions').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Deletes every subscription of the address (an unsubscribe); answers how many. */
export async function deleteSubscriptionsOfAddress(executor: Executor, email: string): Promise<number> {
  const result = await executor.deleteFrom('alert_subscriptions').where('email', '=', email).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Deletes the account's subscriptions, and its verified address's (an erasure); answers how many. */
export async function deleteSubscriptionsOfAccount(executor: Executor, uid: string, email: string | null) {
  const result = await executor
    .deleteFrom('alert_subscriptions')
    .where((where) => (email ? where.or([where('uid', '=', uid), where('email', '=', email)]) : where('uid', '=', uid)))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Deletes the subscriptions left unconfirmed since before `before`; answers how many. */
export async function deleteUnconfirmedBefore(executor: Executor, before: number): Promise<number> {
  const result = await executor
    .deleteFrom('alert_subscriptions')
    .where('confirmed_at', 'is', null)
    .where('created_at', '<', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** One page of the confirmed, unpaused subscriptions, by id after `afterId` (a digest run reads them all). */
export const activeSubscriptionsPage = (executor: Executor, afterId: string, limit: number) =>
  executor
    .selectFrom('alert_subscriptions')
    .selectAll()
    .where('confirmed_at', 'is not', null)
    .where('paused', '=', 0)
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();

/** Moves the start of the next digest's window, never back (another replica may have moved it further). */
export const recordDigest = (executor: Executor, id: string, until: number) =>
  executor
    .updateTable('alert_subscriptions')
    .set({ last_digest_at: until })
    .where('id', '=', id)
    .where((where) => where.or([where('last_digest_at', 'is', null), where('last_digest_at', '<', until)]))
    .execute();

/** recordDigest for many subscriptions at once (a digest run's batch). */
export const recordDigests = (executor: Executor, ids: readonly string[], until: number) =>
  inSlices(ids, (slice) =>
    executor
      .updateTable('alert_subscriptions')
      .set({ last_digest_at: until })
      .where('id', 'in', slice)
      .where((where) => where.or([where('last_digest_at', 'is', null), where('last_digest_at', '<', until)]))
      .execute(),
  );
