import type { SessionUser } from '../../shared/session-user';
import type { Logger } from '../logger';
import { ALERT_CONFIRM_DAYS, type AlertSubscriptionRow } from '../storage/tables/alert-subscriptions';
import { confirmationEmail } from './alert-messages';
import {
  type AlertFrequency,
  type AlertSearch,
  canonicalSearch,
  describeSearch,
  parseStoredSearch,
} from './alert-search';
import type { AlertTokens } from './alert-tokens';
import type { AlertsStore } from './alerts-store';

/** Where an alert email's links go: PUBLIC_URL and these paths (answered by alerts-routes.ts). */
export const confirmPath = '/alerts/confirm';
export const unsubscribePath = '/alerts/unsubscribe';

/** A subscription as its candidate reads it (GET /api/me/alerts, their data download). */
export interface AlertView {
  id: string;
  email: string;
  search: AlertSearch;
  /** The search in words ("“nurse”, in Nursing"). */
  describedAs: string;
  frequency: AlertFrequency;
  paused: boolean;
  confirmed: boolean;
  createdAt: string;
  confirmedAt: string | null;
  lastDigestAt: string | null;
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

export function alertView(row: AlertSubscriptionRow): AlertView {
  const search = parseStoredSearch(row.search);
  return {
    id: row.id,
    email: row.email,
    search,
    describedAs: describeSearch(search),
    frequency: row.frequency,
    paused: row.paused === 1,
    confirmed: row.confirmed_at !== null,
    createdAt: new Date(row.created_at).toISOString(),
    confirmedAt: iso(row.confirmed_at),
    lastDigestAt: iso(row.last_digest_at),
  };
}

/** The address a signed-in candidate's alerts go to: their account's, when Firebase verified it. */
export const verifiedEmailOf = (user: SessionUser | undefined) =>
  user?.emailVerified && user.email ? user.email.toLowerCase() : null;

/**
 * Subscribing, confirming and unsubscribing (issue 29). Every email it writes links back to the
 * site, so without PUBLIC_URL `available` is false and nothing is subscribed.
 */
export function createAlertsService(options: {
  store: AlertsStore;
  tokens: AlertTokens;
  siteName: string;
  publicUrl: string | undefined;
  logger: Logger;
  /** Delivers what was just written to the outbox without waiting for the next poll. */
  wake: () => void;
}) {
  const { store, tokens, siteName, publicUrl, logger } = options;
  const linkTo = (path: string, token: string) => `${publicUrl}${path}?token=${encodeURIComponent(token)}`;

  return {
    available: publicUrl !== undefined,

    /** A request to subscribe `email` (lowercased) to `search`; the caller answers the same whatever it did. */
    async subscribe(request: { email: string; uid: string | null; search: AlertSearch; frequency: AlertFrequency }) {
      if (!publicUrl) throw new Error('job alerts need PUBLIC_URL');
      const search = canonicalSearch(request.search);
      const outcome = await store.subscribe({ ...request, search }, (id) =>
        confirmationEmail({ siteName, publicUrl }, request.email, {
          search: describeSearch(request.search),
          frequency: request.frequency,
          confirmUrl: linkTo(confirmPath, tokens.sign(id, 'confirm')),
          expiresInDays: ALERT_CONFIRM_DAYS,
        }),
      );
      // No address in the log: the outcome is what an operator needs to see limits at work.
      logger.info({ alertSubscription: outcome }, 'job alert requested');
      if (outcome === 'confirmation_sent') options.wake();
      return outcome;
    },

    /** Opens a confirmation link: `confirmed`, or `invalid` (forged, expired, or its subscription gone). */
    async confirm(token: unknown): Promise<'confirmed' | 'invalid'> {
      const id = tokens.verify(token, 'confirm');
      if (!id || !(await store.confirm(id))) return 'invalid';
      logger.info({ alertSubscription: 'confirmed' }, 'job alert confirmed');
      return 'confirmed';
    },

    /** Whether a token is a real unsubscribe link (the GET page shows its button only then). */
    isUnsubscribeToken: (token: unknown) => tokens.verify(token, 'unsubscribe') !== null,

    /** The one-click unsubscribe: `unsubscribed` (also when already done), or `invalid` for a forged link. */
    async unsubscribe(token: unknown): Promise<'unsubscribed' | 'invalid'> {
      const id = tokens.verify(token, 'unsubscribe');
      if (!id) return 'invalid';
      if (await store.unsubscribe(id)) logger.info({ alertSubscription: 'unsubscribed' }, 'job alerts unsubscribed');
      return 'unsubscribed';
    },

    unsubscribeUrl: (subscriptionId: string) => linkTo(unsubscribePath, tokens.sign(subscriptionId, 'unsubscribe')),

    /** The signed-in candidate's subscriptions. */
    async list(user: SessionUser): Promise<AlertView[]> {
      return (await store.ofAccount(user.uid, verifiedEmailOf(user))).map(alertView);
    },

    /** Changes one of the candidate's subscriptions; null when it is not theirs. */
    async update(user: SessionUser, id: string, change: { frequency?: AlertFrequency; paused?: boolean }) {
      const row = await store.byId(id);
      if (!row || row.uid !== user.uid) return null;
      await store.update(id, change);
      const updated = await store.byId(id);
      return updated ? alertView(updated) : null;
    },

    /** Deletes one of the candidate's subscriptions; false when it is not theirs. */
    async remove(user: SessionUser, id: string): Promise<boolean> {
      const row = await store.byId(id);
      if (!row || row.uid !== user.uid) return false;
      await store.remove(id);
      return true;
    },
  };
}

export type AlertsService = ReturnType<typeof createAlertsService>;
