import type {
  AlertChangeResult,
  AlertConfirmation,
  AlertUnsubscribeLink,
  AlertView,
  UnsubscribeOutcome,
  UnsubscribeScope,
} from '../../shared/alerts/alert-pages';
import { pathOf } from '../../shared/route-paths';
import type { SessionUser } from '../../shared/session-user';
import type { Logger } from '../logger';
import type { EmailBrand } from '../notifications/email-brand';
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

const DAY = 86_400_000;
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
 * Subscribing, confirming and unsubscribing. Every email it writes links back to the site, and
 * alerts are emails: without PUBLIC_URL, or where no email goes out, `available` is false, the
 * job list offers no alerts, and nothing is subscribed.
 */
export function createAlertsService(options: {
  store: AlertsStore;
  tokens: AlertTokens;
  /** The brand a confirmation email is written with, read for each. */
  brand: () => EmailBrand;
  publicUrl: string | undefined;
  /** Whether emails go out: SMTP_URL is set, or, in development and tests, they are written as files to read. */
  emailGoesOut: boolean;
  logger: Logger;
  /** Delivers what was just written to the outbox without waiting for the next poll. */
  wake: () => void;
  limits: SubscribeLimits;
}) {
  const { store, tokens, brand, publicUrl, logger, limits } = options;
  const linkTo = (path: string, token: string) => `${publicUrl}${path}?token=${encodeURIComponent(token)}`;

  return {
    available: publicUrl !== undefined && options.emailGoesOut,

    /** Counts a request to subscribe from `client` (its address): refused over the client's hourly limit. */
    admitRequestFrom: (client: string) => limits.request(client),

    /**
     * A request to subscribe `email` (lowercased) to `search`; the caller answers the same whatever
     * it did, but for a request `confirmed` already: the signed-in candidate's own verified address,
     * whose alert is on at once, with no email to confirm what Firebase has verified.
     */
    async subscribe(request: {
      email: string;
      uid: string | null;
      search: AlertSearch;
      frequency: AlertFrequency;
      confirmed?: boolean;
    }) {
      if (!publicUrl) throw new Error('job alerts need PUBLIC_URL');
      const search = canonicalSearch(request.search);
      const outcome = await store.subscribe(
        { ...request, search },
        (id) =>
          confirmationEmail({ brand: brand(), publicUrl }, request.email, {
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
     * A confirmation link's alert with its search (shown by the page the link opens, never in the
     * email), for the page's GET: it confirms nothing, since mail scanners fetch every link.
     */
    async confirmation(token: unknown, now = Date.now()): Promise<AlertConfirmation> {
      const id = tokens.verify(token, 'confirm');
      const row = id ? await store.byId(id) : undefined;
      if (!row) return { state: 'lapsed' };
      const { describedAs, frequency } = alertView(row);
      if (row.confirmed_at !== null) return { state: 'confirmed', describedAs, frequency };
      if (row.created_at < now - ALERT_CONFIRM_DAYS * DAY) return { state: 'lapsed' };
      return { state: 'pending', describedAs, frequency };
    },

    /** Confirms a confirmation link's alert (its page's Confirm button, a POST): lapsed when forged, expired or gone. */
    async confirm(token: unknown): Promise<AlertConfirmation> {
      const id = tokens.verify(token, 'confirm');
      const row = id && (await store.confirm(id)) ? await store.byId(id) : undefined;
      if (!row) return { state: 'lapsed' };
      logger.info({ alertSubscription: 'confirmed' }, 'job alert confirmed');
      const { describedAs, frequency } = alertView(row);
      return { state: 'confirmed', describedAs, frequency };
    },

    /** An unsubscribe link's alert in words, for the page's GET (which stops nothing). */
    async unsubscribeLink(token: unknown): Promise<AlertUnsubscribeLink> {
      const id = tokens.verify(token, 'unsubscribe');
      if (!id) return { state: 'invalid' };
      const row = await store.byId(id);
      return row ? { state: 'active', describedAs: alertView(row).describedAs } : { state: 'stopped' };
    },

    /**
     * An unsubscribe link's POST: stops its alert (`alert`, the one-click of RFC 8058, which is
     * per list), or every alert of its address (`address`, the page's other button);
     * `already_stopped` when the link's alert was gone (its address is then unknown: nothing more
     * is stopped), `invalid` for a forged link.
     */
    async unsubscribe(token: unknown, scope: UnsubscribeScope): Promise<UnsubscribeOutcome> {
      const id = tokens.verify(token, 'unsubscribe');
      if (!id) return 'invalid';
      const stopped = scope === 'alert' ? await store.stop(id) : await store.unsubscribe(id);
      if (!stopped) return 'already_stopped';
      logger.info({ alertSubscription: scope === 'alert' ? 'stopped' : 'unsubscribed' }, 'job alerts unsubscribed');
      return 'stopped';
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
