import type { ApplicationStatus, ApplicationSummary, RecruiterApplication } from '../application/status';
import type { JobVoluntaryReport } from './voluntary-counts';

/**
 * Who this request's session is to the recruiter pages: a recruiter (RECRUITER_EMAILS or the
 * custom claim, server/recruiter/recruiter-access.ts), someone else signed in, or nobody.
 */
export type RecruiterAccess = 'recruiter' | 'not-recruiter' | 'anonymous';

/** The inbox's filters as the URL gives them (`?job=&status=&q=&from=&to=&page=`), checked by the server. */
export interface InboxFilters {
  job?: string;
  status?: ApplicationStatus;
  q?: string;
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
}

/** The inbox, or the filters the server refused with a message per filter. */
export type InboxOutcome = { page: InboxPage } | { invalid: Record<string, string[]> };

/** What became of a status change or note posted from an application's page. */
export type ApplicationChangeOutcome =
  | { outcome: 'changed' }
  | { outcome: 'refused'; fields: Record<string, string[]> }
  | { outcome: 'withdrawn' }
  | { outcome: 'erased' }
  | { outcome: 'not-found' };

/** The voluntary answers' counts per job, and the smallest group that is shown. */
export interface VoluntaryReportPage {
  jobs: (JobVoluntaryReport & { title: string })[];
  smallestShownGroup: number;
}

/**
 * What the recruiter pages read and change (PageContext.recruiter), through the same stores as
 * `/api/recruiter/*`. Every method refuses anyone but a recruiter; loaders check `access` first
 * to send the visitor to sign-in or show the 403 page.
 */
export interface RecruiterContext {
  access: RecruiterAccess;
  /** One page of the inbox for `?job=&status=&q=&from=&to=&page=`. */
  inbox(query: URLSearchParams): Promise<InboxOutcome>;
  /** An application with its answers by step (never the voluntary ones), resume, status and history. */
  application(id: string): Promise<RecruiterApplication | null>;
  /** A new status and/or a private note (`{ status?, note? }` as posted), by this recruiter, as `PATCH` does. */
  change(id: string, fields: { status?: string; note?: string }): Promise<ApplicationChangeOutcome>;
  /** The equal-opportunity and military counts per job, small groups suppressed. */
  voluntaryReport(): Promise<VoluntaryReportPage>;
}

/** Thrown by RecruiterContext's methods for anyone but a recruiter; loaders check `access` before. */
export class NotRecruiterError extends Error {
  override name = 'NotRecruiterError';
}
