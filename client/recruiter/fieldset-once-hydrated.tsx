import type { ReactNode } from 'react';
import { useCspNonce } from '../app/csp-nonce';
import { useHydrated } from '../app/use-hydrated';

/**
 * Controls that take input only once the page can answer them as its script does, or at once
 * where there is no script. In a browser running JavaScript, the inline script right after the
 * fieldset disables it as soon as it is parsed, before the page's modules have loaded; React
 * enables it once hydrated (`disabled` goes from unset to false, which removes the attribute).
 * Without JavaScript the script never runs and the fieldset works from the server's HTML, as a
 * plain form. On a page rendered in the browser (a client-side navigation) React inserts the
 * script without running it, and the fieldset is enabled from the first render.
 */
export function FieldsetOnceHydrated({
  id,
  className,
  legend,
  children,
}: {
  id: string;
  className?: string;
  /** The group's name for assistive technology (a fieldset has one); the page shows its own heading. */
  legend: string;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  const nonce = useCspNonce();
  return (
    <>
      <fieldset id={id} className={className} disabled={hydrated ? false : undefined}>
        <legend className="visually-hidden">{legend}</legend>
        {children}
      </fieldset>
      <script
        nonce={nonce}
        // The id is ours (no user text), written as a JSON string so that it stays one literal.
        dangerouslySetInnerHTML={{ __html: `document.getElementById(${JSON.stringify(id)}).disabled=true` }}
      />
    </>
  );
}
