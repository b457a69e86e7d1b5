import type { z } from 'zod';
import type { statusEmailPreviewSchema } from '../api/recruiter';
import type { DeliveryState } from '../application/delivery';
import type { ApplicationStatus, ApplicationSummary, RecruiterApplication } from '../application/status';
import type { JobVoluntaryReport } from './voluntary-counts';

/**
 * Who this request's session is to the recruiter pages: a recruiter (RECRUITER_EMAILS or the
 * custom claim, server/recruiter/recruiter-access.ts), someone else signed in, or nobody.
 */
export type RecruiterAccess = 'recruiter' | 'not-recruiter' | 'anonymous';

/** The inbox's filters as the URL gives them (`?job=&status=&q=&from=&to=&delivery=&page=`), checked by the server. */
export interface InboxFilters {
  job?: string;
  status?: ApplicationStatus;
  delivery?: DeliveryState;
  q?: string;
  /** Where candidates came from (utm_source, else ref, else gh_src). */
  source?: string;
  from?: string;
  to?: string;
  page: number;
}

/** One page of the inbox with what its filter form offers. */
export interface InboxPage {
  filters: InboxFilters;
  applications: ApplicationSummary[];
  /** Applications that match every filter. */
  total: number;
  pageSize: number;
  /** Per status, applications that match the other filters. */
  counts: Partial<Record<ApplicationStatus, number>>;
  /** The jobs that have applications, for the job filter. */
  jobs: { id: string; title: string }[];
  /** The sources applications came from, for the source filter. */
  sources: string[];
}

/** The inbox, or the filters the server refused with a message per filter. */
export type InboxOutcome = { page: InboxPage } | { invalid: Record<string, string[]> };

/** What became of a status change or note posted from an application's page. */
export type ApplicationChangeOutcome =
  | { outcome: 'changed' }
  | { outcome: 'refused'; fields: Record<string, string[]> }
  | { outcome: 'withdrawn' }
  | { outcome: 'erased' }
  | { outcome: 'no-address' }
  | { outcome: 'not-found' };

/** The email a move would send the candidate, as the recruiter reads it before choosing. */
export type StatusEmailPreview = z.infer<typeof statusEmailPreviewSchema>;

/**
 * A status email's preview, or why there is none: the move emails nobody, the candidate's account
 * address is not on record (`no-address`: the site emails no other), the application can no
 * longer move (withdrawn, erased), or there is no such application.
 */
export type StatusEmailPreviewOutcome =
  | { outcome: 'preview'; email: StatusEmailPreview; delayMs: number }
  | { outcome: 'none' | 'no-address' | 'withdrawn' | 'erased' | 'not-found' };

/**
 * What an Undo of a status email did: `sending`, a worker holds it right now; `none`, nothing
 * waits (it was sent, cancelled already, or never chosen).
 */
export type StatusEmailCancelOutcome = { outcome: 'cancelled' | 'sending' | 'none' | 'not-found' };

/**
 * What a "Retry delivery" did: `retried`, due again now; `not-failed`, there is no failed
 * delivery to retry (none, still pending, or delivered); `erased`, its candidate erased the
 * application, and its delivery with it; `withdrawn`, its candidate withdrew it, which stopped the
 * delivery (it is never sent).
 */
export type DeliveryRetryOutcome = { outcome: 'retried' | 'not-failed' | 'erased' | 'withdrawn' | 'not-found' };

/** The voluntary answers' counts per job, and the smallest group that is shown. */
export interface VoluntaryReportPage {
  jobs: (JobVoluntaryReport & { title: string })[];
  smallestShownGroup: number;
  /** Applications per source (null: came directly), most first: not a voluntary answer, so never suppressed. */
  sources: { source: string | null; applications: number }[];
}

/**
 * What the recruiter pages read and change (`context.recruiter`), through the same stores as
 * `/api/recruiter/*`. Every method refuses anyone but a recruiter; loaders check `access` first
 * to send the visitor to sign-in or show the 403 page.
 */
export interface RecruiterContext {
  access: RecruiterAccess;
  /** CANDIDATE_EMAIL_DELAY_MS: how long a status email waits before it leaves, for Undo. */
  statusEmailDelayMs: number;
  /** The ATS (its name) applications are delivered into, for the inbox's Delivery column and filter; null: none. */
  deliveriesTo: string | null;
  /** One page of the inbox for `?job=&status=&q=&from=&to=&page=`. */
  inbox(query: URLSearchParams): Promise<InboxOutcome>;
  /** An application with its answers by step (never the voluntary ones), resume, status and history. */
  application(id: string): Promise<RecruiterApplication | null>;
  /** A new status and/or a private note (`{ status?, note?, notify? }` as posted), by this recruiter, as `PATCH` does. */
  change(id: string, fields: { status?: string; note?: string; notify?: boolean }): Promise<ApplicationChangeOutcome>;
  /** The email a move to `status` would send the candidate. */
  statusEmail(id: string, status: string): Promise<StatusEmailPreviewOutcome>;
  /** Undo: the status email still waiting in the outbox cancelled, as `DELETE …/pending-email` does. */
  cancelStatusEmail(id: string): Promise<StatusEmailCancelOutcome>;
  /** Retry of a failed delivery into the ATS, as `POST …/delivery/retry` does. */
  retryDelivery(id: string): Promise<DeliveryRetryOutcome>;
  /** The equal-opportunity and military counts per job, small groups suppressed. */
  voluntaryReport(): Promise<VoluntaryReportPage>;
}

/** Thrown by RecruiterContext's methods for anyone but a recruiter; loaders check `access` before. */
export class NotRecruiterError extends Error {
  override name = 'NotRecruiterError';
}

declare module 'react-router' {
  interface AppLoadContext {
    /** Built per request by server/pages/recruiter-page-context.ts. */
    recruiter: RecruiterContext;
  }
}
