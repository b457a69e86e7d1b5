import type { AppLoadContext } from 'react-router';
import type { SessionUser } from './session-user';
import type { SiteSettings } from './site';

/**
 * What route loaders and actions get as their `context`, for this one request (its session
 * included): this core, and one part per service, each declared beside that service's shared
 * types (`context.application` in shared/application/application-pages.ts, `context.jobs` in
 * shared/job-pages.ts, `context.blog` in shared/blog-pages.ts, `context.candidate` in
 * shared/candidate/candidate-pages.ts, `context.recruiter` in shared/recruiter/recruiter-context.ts,
 * `context.alerts` in shared/alerts/alert-pages.ts).
 * A page that needs more of a service adds it to that service's part, not here. The Express
 * server makes it (server/pages/page-context.ts); loaders and actions run on the server only, so
 * the browser never sees it.
 */
export interface PageContextCore {
  /** For the document around the page (client/entry.server.tsx). */
  document: DocumentContext;
  site: SiteSettings;
  /**
   * The site's public origin for absolute addresses (structured data): PUBLIC_URL, or without it
   * this request's own (server/http/request-origin.ts).
   */
  origin: string;
  /** The signed-in candidate of this request's session, or null. */
  user: SessionUser | null;
  /** Ends this request's session. */
  signOut(): Promise<void>;
}

/**
 * React Router's load context is this core with every service's part, each added to
 * `AppLoadContext` where it is declared: `context` in every route module's `Route.LoaderArgs`
 * and `Route.ActionArgs` (the types `react-router typegen` writes) is typed by it.
 */
declare module 'react-router' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- an augmentation: the interface is the core.
  interface AppLoadContext extends PageContextCore {}
}

/** The whole context of one request's pages: the core and every service's part. */
export type PageContext = AppLoadContext;

/** What rendering the document needs from the server beyond the page's data. */
export interface DocumentContext {
  /** This response's Content-Security-Policy nonce, for the inline scripts React Router renders. */
  cspNonce: string | undefined;
  /** The text of a built stylesheet, to inline it (absent in development). */
  stylesheetText?: (href: string) => string | undefined;
  /** Logs an error of a loader, an action or the render, which the page shows only in words. */
  logError(error: unknown): void;
}

/**
 * A document as client/entry.server.tsx hands it to the server: the page as a string beside an
 * empty body. The server sends the string as it is, where a body would have been encoded into a
 * stream and read back out of it (bench/page-rendering.ts). Other answers of React Router
 * (redirects, data) have their body as usual.
 */
export type RenderedDocument = Response & { html: string };

export function isRenderedDocument(response: Response): response is RenderedDocument {
  return typeof (response as Partial<RenderedDocument>).html === 'string';
}

/**
 * Thrown when the data exists somewhere but cannot be had now (an upstream is down or slow).
 * Pages show a friendly message and answer 503 rather than a 500.
 */
export class DataUnavailableError extends Error {
  override name = 'DataUnavailableError';
}

/**
 * Checked by name, not `instanceof`: in development the server and the pages load separate
 * copies of this module (Node's and Vite's), so the classes differ.
 */
export function isDataUnavailable(error: unknown): boolean {
  return error instanceof Error && error.name === 'DataUnavailableError';
}
