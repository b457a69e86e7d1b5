import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const builtStylesheet = /^\/(assets\/[\w.-]+\.css)$/;

/**
 * The text of the built stylesheets by URL (`/assets/home-1a2b3c.css`), which pages inline
 * (client/app/page-styles.tsx). Files are read once and kept; a URL that is not a built
 * stylesheet gives undefined, and the page links it instead. `</style` cannot occur in a file
 * Vite wrote, but it would end the element early: escaped all the same.
 */
export function createStylesheetReader(clientDir: string): (href: string) => string | undefined {
  const texts = new Map<string, string | undefined>();
  return (href) => {
    if (!texts.has(href)) {
      const file = builtStylesheet.exec(href)?.[1];
      let text: string | undefined;
      try {
        text = file && readFileSync(join(clientDir, file), 'utf8').replace(/<\/style/gi, '<\\/style');
      } catch {
        text = undefined;
      }
      texts.set(href, text);
    }
    return texts.get(href);
  };
}
