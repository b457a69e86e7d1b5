import { StrictMode, startTransition, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

/**
 * Marks the document once React has hydrated it: `html[data-hydrated]`. Styles can then
 * switch from no-JavaScript fallbacks to enhanced controls, and tests know when to interact.
 */
function MarkHydrated() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

// As a transition, hydration yields to the browser every few milliseconds instead of holding
// the main thread until the whole page is done: a tap during hydration is answered sooner.
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
      <MarkHydrated />
    </StrictMode>,
  );
});
