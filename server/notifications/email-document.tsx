import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

/** A simple HTML email: one column, system fonts, no images or remote content. */
export function EmailDocument({ title, children }: { title: string; children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <title>{title}</title>
      </head>
      <body style={{ fontFamily: 'system-ui, sans-serif', lineHeight: 1.5, color: '#1a1a1a', maxWidth: '36rem' }}>
        {children}
      </body>
    </html>
  );
}

export const html = (document: ReactNode) => `<!DOCTYPE html>${renderToStaticMarkup(document)}`;
