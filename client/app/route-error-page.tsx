import { isRouteErrorResponse, useRouteError } from 'react-router';

// What browsers say when a lazily imported chunk is gone, typically because a deploy
// replaced the hashed assets while this tab was open (Chromium, Firefox, Safari, Vite).
const chunkLoadFailure =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

function errorText(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return String(error);
}

/** What went wrong, for any error boundary: a chunk that could not load, or any other error. */
export function RouteErrorMessage() {
  const error = useRouteError();
  const text = errorText(error);

  if (chunkLoadFailure.test(text)) {
    return (
      <section className="error-page">
        <h1>This page could not be loaded</h1>
        <p>The site was probably updated while you had it open. Reloading gets you the latest version.</p>
        <button type="button" onClick={() => window.location.reload()}>
          Reload the page
        </button>
      </section>
    );
  }

  // A refusal the server explains (too many drafts started from one network): its words, not an error.
  if (isRouteErrorResponse(error) && error.status === 429 && typeof error.data === 'string') {
    return (
      <section className="error-page">
        <h1>Please sign in to continue</h1>
        <p>{error.data}</p>
      </section>
    );
  }

  // The text only: stack traces never reach the page (React Router does not serialize them).
  return (
    <section className="error-page">
      <h1>Unexpected Application Error!</h1>
      <p>{text}</p>
    </section>
  );
}

/** The root error boundary: it replaces the whole layout, so it brings its own main landmark. */
export function RouteErrorPage() {
  return (
    <main id="main">
      <RouteErrorMessage />
    </main>
  );
}
