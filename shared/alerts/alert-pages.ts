import type { LocationFilter } from '../job-query';

/** How often a subscription's digest may be sent. */
export const alertFrequencies = ['daily', 'weekly'] as const;
export type AlertFrequency = (typeof alertFrequencies)[number];

/** An unconfirmed subscription lapses this many days after it was asked for (its link with it). */
export const ALERT_CONFIRM_DAYS = 7;

/** A subscription's search: `q` and the filters of /joblistings' URL (checked by server/alerts/alert-search.ts). */
export interface AlertSearch {
  q?: string;
  department?: string;
  type?: string;
  location?: LocationFilter;
}

/** A subscription as its candidate reads it (GET /api/me/alerts, the /alerts page, their data download). */
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

/** What opening a confirmation link did: the alert it confirmed, in words, or nothing (forged, lapsed, gone). */
export type AlertConfirmation =
  { confirmed: true; describedAs: string; frequency: AlertFrequency } | { confirmed: false };

/** What a page's form to subscribe to a job alert is answered (the same whatever the address). */
export type AlertRequestAnswer =
  | { status: 202; message: string }
  | { status: 400; message: string; fields: Record<string, string[]> }
  | { status: 429 | 503; message: string };

/** What a change of one of the candidate's alerts did: a refusal is a value, worded by the page. */
export type AlertChangeResult =
  | { ok: true; alert: AlertView }
  | { ok: false; reason: 'not_found' }
  | { ok: false; reason: 'invalid'; fields: Record<string, string[]> };

/** AlertChangeResult as a page shows it: a refused change in sentences ("Frequency must be daily or weekly."). */
export type AlertPageChange =
  | { ok: true; alert: AlertView }
  | { ok: false; reason: 'not_found' }
  | { ok: false; reason: 'invalid'; message: string };

/**
 * Job alerts as pages use them (`context.alerts` in a loader or action): "Email me jobs like
 * these" on /joblistings, the signed-in candidate's /alerts, and the pages of the emails' links. Built per request by
 * server/alerts/alert-pages-context.ts over the same service, checks and limits as
 * `POST /api/alerts` and `/api/me/alerts`.
 */
export interface AlertPages {
  /** Asks for an alert (double opt-in) from a form's fields: `email`, `frequency`, and the search's `q` and filters. */
  subscribe(form: FormData): Promise<AlertRequestAnswer>;
  /** The signed-in candidate's alerts (those they made as a visitor to their verified address included). */
  list(): Promise<AlertView[]>;
  /** Changes one of the candidate's alerts as `PATCH /api/me/alerts/:id` does (`{ frequency?, paused? }`). */
  change(id: string, change: unknown): Promise<AlertPageChange>;
  /** Deletes one of the candidate's alerts; false when they have none with this id. */
  remove(id: string): Promise<boolean>;
  /** Opens a confirmation link's token: not confirmed when forged, lapsed or its alert is gone. */
  confirm(token: string | null): Promise<AlertConfirmation>;
  /** Whether a token is a real unsubscribe link's (its page shows the button only then). */
  isUnsubscribeToken(token: string | null): boolean;
  /** Unsubscribes the address of a link's alert (every alert of it); `invalid` for a forged token. */
  unsubscribe(token: string | null): Promise<'unsubscribed' | 'invalid'>;
}

declare module 'react-router' {
  interface AppLoadContext {
    alerts: AlertPages;
  }
}
