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

/** The error boundary of every page: a loader or render error ends here, never in a blank page. */
export function RouteErrorPage() {
  const error = useRouteError();
  const text = errorText(error);

  if (chunkLoadFailure.test(text)) {
    return (
      <main id="main" className="error-page">
        <h1>This page could not be loaded</h1>
        <p>The site was probably updated while you had it open. Reloading gets you the latest version.</p>
        <button type="button" onClick={() => window.location.reload()}>
          Reload the page
        </button>
      </main>
    );
  }

  // The text only: stack traces never reach the page (React Router does not serialize them).
  return (
    <main id="main" className="error-page">
      <h1>Unexpected Application Error!</h1>
      <p>{text}</p>
    </main>
  );
}
