import type { z } from 'zod';
import type { alertSearchSchema, alertViewSchema } from '../api/alerts';
import type { alertFrequencies } from '../api/alerts-enums';

/** How often a subscription's digest may be sent (alerts-enums.ts lists them). */
export type AlertFrequency = (typeof alertFrequencies)[number];

/** An unconfirmed subscription lapses this many days after it was asked for (its link with it). */
export const ALERT_CONFIRM_DAYS = 7;

/** A subscription's search: `q` and the filters of /joblistings' URL (checked by server/alerts/alert-search.ts). */
export type AlertSearch = z.infer<typeof alertSearchSchema>;

/** A subscription as its candidate reads it (GET /api/me/alerts, the /alerts page, their data download). */
export type AlertView = z.infer<typeof alertViewSchema>;

/**
 * A confirmation link's alert, in words: waiting for its Confirm button (`pending`), `confirmed`,
 * or `lapsed` (forged, older than ALERT_CONFIRM_DAYS, or its alert gone).
 */
export type AlertConfirmation =
  { state: 'pending' | 'confirmed'; describedAs: string; frequency: AlertFrequency } | { state: 'lapsed' };

/** An unsubscribe link's alert: still on (in words), `stopped` already, or `invalid` (not a link of an alert email). */
export type AlertUnsubscribeLink = { state: 'active'; describedAs: string } | { state: 'stopped' | 'invalid' };

/** What an unsubscribe link's button stops: its own alert, or every alert of its address. */
export const unsubscribeScopes = ['alert', 'address'] as const;
export type UnsubscribeScope = (typeof unsubscribeScopes)[number];

/** What an unsubscribe did: `already_stopped` when the link's alert was gone before. */
export type UnsubscribeOutcome = 'stopped' | 'already_stopped' | 'invalid';

/** The form's own fields, given back with its answer so that a page re-rendered without JavaScript keeps them. */
export interface AlertFormFields {
  email: string;
  frequency: AlertFrequency;
}

/**
 * What a page's form to subscribe to a job alert is answered: the same whatever the address
 * (202), but for a signed-in candidate's own verified address, whose alert is on at once (201).
 */
export type AlertRequestAnswer = { form: AlertFormFields } & (
  | { status: 201 | 202; message: string }
  | { status: 400; message: string; fields: Record<string, string[]> }
  | { status: 429 | 503; message: string }
);

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
  /** A confirmation link's alert, for its page's GET: confirms nothing (mail scanners fetch links). */
  confirmation(token: string | null): Promise<AlertConfirmation>;
  /** Confirms a confirmation link's alert: its page's Confirm button. */
  confirm(token: string | null): Promise<AlertConfirmation>;
  /** An unsubscribe link's alert, for its page's GET: stops nothing. */
  unsubscribeLink(token: string | null): Promise<AlertUnsubscribeLink>;
  /** Stops a link's alert, or every alert of its address. */
  unsubscribe(token: string | null, scope: UnsubscribeScope): Promise<UnsubscribeOutcome>;
}

declare module 'react-router' {
  interface AppLoadContext {
    alerts: AlertPages;
  }
}
