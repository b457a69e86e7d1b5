import type { Draft, SubmittedApplication } from './application/draft';
import type { RejectedStep } from './application/rejected-step';
import type { Article } from './article';
import type { JobListing } from './job-listing';
import type { SessionUser } from './session-user';
import type { SiteSettings } from './site';

/**
 * What route loaders need from the outside world. The server passes an implementation that
 * calls its services directly (no HTTP hop to itself); the browser passes one that calls the
 * BFF's JSON endpoints. Loaders never know which one they got.
 */
export interface DataSource {
  /** The site's settings (name, external links) from the server's configuration. */
  getSite(): Promise<SiteSettings>;
  /** The signed-in candidate of this request's session, or null. */
  getSessionUser(): Promise<SessionUser | null>;
  /** This candidate's application draft, and their submitted application if there is one. */
  getApplication(): Promise<ApplicationState>;
  /** The job openings for a `?department=&type=&location=&sort=` query. */
  listJobs(query: URLSearchParams): Promise<JobListing>;
  /** The blog's articles, newest first. */
  listArticles(): Promise<Article[]>;
  /** One article, or null when there is none with this id. */
  getArticle(id: string): Promise<Article | null>;
}

export interface ApplicationState {
  draft: Draft;
  submitted: SubmittedApplication | null;
  /** Only in the page answering a refused form post (server-rendered, JavaScript off). */
  rejected?: RejectedStep;
}

/**
 * Thrown by a data source when the data exists somewhere but cannot be had now (an upstream is
 * down or slow). Pages show a friendly message and answer 503 rather than a 500.
 */
export class DataUnavailableError extends Error {
  override name = 'DataUnavailableError';
}

/** How a loader finds the data source: the server hands it in per request, the browser once. */
export type DataSourceResolver = (loaderContext: unknown) => DataSource;

/**
 * Checked by name, not `instanceof`: in development the server and the SSR entry load separate
 * copies of this module (Node's and Vite's), so the classes differ.
 */
export function isDataUnavailable(error: unknown): boolean {
  return error instanceof Error && error.name === 'DataUnavailableError';
}
