import { createContext, useContext } from 'react';
import { useMatches } from 'react-router';

/** A route's `handle` may name the stylesheets its page needs (`import url from './x.css?url'`). */
export interface StyledHandle {
  styles?: readonly string[];
}

/**
 * The text of a built stylesheet by its URL, on the server (server/pages/inline-stylesheets.ts);
 * absent in development, where Vite serves each file.
 */
export const StylesheetTextContext = createContext<((href: string) => string | undefined) | undefined>(undefined);

// In the browser: the stylesheets the server inlined into this document, read once from the DOM,
// so that hydration renders exactly what the server sent.
const inlinedInDocument = new Map<string, string>();

function inlinedText(href: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  if (!inlinedInDocument.has(href)) {
    const element = document.querySelector(`style[data-href="${CSS.escape(href)}"]`);
    if (element) inlinedInDocument.set(href, element.innerHTML);
  }
  return inlinedInDocument.get(href);
}

/**
 * The stylesheets of the matched routes, inlined into the page as `<style>`: a stylesheet link
 * blocks the first paint for a round trip on a slow mobile connection (Lighthouse measured first
 * paint at 2.2 s on a wizard step with two of them); the site's CSS is about 4 KB gzip per page.
 * A page reached by a client-side navigation links the stylesheets it adds.
 */
export function PageStyles() {
  const serverText = useContext(StylesheetTextContext);
  const hrefs = new Set(useMatches().flatMap((match) => (match.handle as StyledHandle | undefined)?.styles ?? []));
  return [...hrefs].map((href) => {
    const text = serverText ? serverText(href) : inlinedText(href);
    return text === undefined ? (
      // With a precedence React holds the new page until its stylesheet has loaded (no unstyled flash).
      <link key={href} rel="stylesheet" href={href} precedence="page" />
    ) : (
      <style key={href} data-href={href} dangerouslySetInnerHTML={{ __html: text }} />
    );
  });
}
