/** What a page's form to subscribe to a job alert is answered (the same whatever the address). */
export type AlertRequestAnswer =
  | { status: 202; message: string }
  | { status: 400; message: string; fields: Record<string, string[]> }
  | { status: 429 | 503; message: string };

/**
 * Job alerts as pages use them (`context.alerts` in a loader or action): "Email me jobs like
 * these" on /joblistings. Built per request by server/alerts/alert-pages-context.ts over the same
 * service, checks and limits as `POST /api/alerts`.
 */
export interface AlertPages {
  /** Asks for an alert (double opt-in) from a form's fields: `email`, `frequency`, and the search's `q` and filters. */
  subscribe(form: FormData): Promise<AlertRequestAnswer>;
}

declare module 'react-router' {
  interface AppLoadContext {
    alerts: AlertPages;
  }
}
