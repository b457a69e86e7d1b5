import type { AlertChangeResult, AlertConfirmation, AlertView } from '../../shared/alerts/alert-pages';
import { pathOf } from '../../shared/route-paths';
import type { SessionUser } from '../../shared/session-user';
import type { Logger } from '../logger';
import { ALERT_CONFIRM_DAYS, type AlertSubscriptionRow } from '../storage/tables/alert-subscriptions';
import { confirmationEmail } from './alert-messages';
import {
  type AlertFrequency,
  type AlertSearch,
  alertChangeSchema,
  canonicalSearch,
  describeSearch,
  fieldsOf,
  parseStoredSearch,
} from './alert-search';
import type { AlertTokens } from './alert-tokens';
import type { AlertsStore } from './alerts-store';
import type { SubscribeLimits } from './subscribe-limits';

/** Where an alert email's links go: PUBLIC_URL and these pages' paths (their one-click POST: alerts-routes.ts). */
export const confirmPath = pathOf('alertConfirm');
export const unsubscribePath = pathOf('alertUnsubscribe');

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
  limits: SubscribeLimits;
}) {
  const { store, tokens, siteName, publicUrl, logger, limits } = options;
  const linkTo = (path: string, token: string) => `${publicUrl}${path}?token=${encodeURIComponent(token)}`;

  return {
    available: publicUrl !== undefined,

    /** Counts a request to subscribe from `client` (its address): refused over the client's hourly limit. */
    admitRequestFrom: (client: string) => limits.request(client),

    /** A request to subscribe `email` (lowercased) to `search`; the caller answers the same whatever it did. */
    async subscribe(request: { email: string; uid: string | null; search: AlertSearch; frequency: AlertFrequency }) {
      if (!publicUrl) throw new Error('job alerts need PUBLIC_URL');
      const search = canonicalSearch(request.search);
      const outcome = await store.subscribe(
        { ...request, search },
        (id) =>
          confirmationEmail({ siteName, publicUrl }, request.email, {
            frequency: request.frequency,
            confirmUrl: linkTo(confirmPath, tokens.sign(id, 'confirm')),
            expiresInDays: ALERT_CONFIRM_DAYS,
          }),
        () => limits.confirmation(request.email),
      );
      // No address in the log: the outcome is what an operator needs to see limits at work.
      logger.info({ alertSubscription: outcome }, 'job alert requested');
      if (outcome === 'confirmation_sent') options.wake();
      return outcome;
    },

    /**
     * Opens a confirmation link: the alert confirmed, with its search (shown by the page the link
     * opens, never in the email), or not (forged, expired, or its subscription gone).
     */
    async confirm(token: unknown): Promise<AlertConfirmation> {
      const id = tokens.verify(token, 'confirm');
      const row = id && (await store.confirm(id)) ? await store.byId(id) : undefined;
      if (!row) return { confirmed: false };
      logger.info({ alertSubscription: 'confirmed' }, 'job alert confirmed');
      const { describedAs, frequency } = alertView(row);
      return { confirmed: true, describedAs, frequency };
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

    /**
     * Changes one of the candidate's subscriptions (`PATCH /api/me/alerts/:id`, the /alerts page):
     * `change` is checked here, for both; another candidate's subscription is `not_found`.
     */
    async change(user: SessionUser, id: string, change: unknown): Promise<AlertChangeResult> {
      const parsed = alertChangeSchema.safeParse(change ?? {});
      if (!parsed.success) return { ok: false, reason: 'invalid', fields: fieldsOf(parsed.error) };
      const row = await store.byId(id);
      if (!row || row.uid !== user.uid) return { ok: false, reason: 'not_found' };
      await store.update(id, parsed.data);
      const updated = await store.byId(id);
      return updated ? { ok: true, alert: alertView(updated) } : { ok: false, reason: 'not_found' };
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
