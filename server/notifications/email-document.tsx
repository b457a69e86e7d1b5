import { createContext, type ReactNode, useContext } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { EmailBrand } from './email-brand';

// Mail clients drop <style> blocks and know no CSS variables (Gmail also drops the <body>'s
// style): every style is inline, and the brand's colour is written into each link and button.
const BrandColor = createContext<string | null>(null);

function useBrandColor(): string {
  const color = useContext(BrandColor);
  if (color === null) throw new Error('an email link is drawn inside an EmailDocument, which gives its colour');
  return color;
}

/**
 * A simple HTML email: one column, system fonts, no images or remote content, under a band in the
 * brand's colour with its name in white (the brand's colour is 4.5:1 against white: AA).
 */
export function EmailDocument({ title, brand, children }: { title: string; brand: EmailBrand; children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <title>{title}</title>
      </head>
      <body style={{ margin: 0, backgroundColor: '#ffffff' }}>
        <div style={{ fontFamily: 'system-ui, sans-serif', lineHeight: 1.5, color: '#1a1a1a', maxWidth: '36rem' }}>
          <div style={{ backgroundColor: brand.color, color: '#ffffff', padding: '0.75rem 1rem' }}>
            <h1 style={{ margin: 0, fontSize: '1.25rem', color: '#ffffff' }}>{brand.name}</h1>
          </div>
          <div style={{ padding: '0 1rem' }}>
            <BrandColor value={brand.color}>{children}</BrandColor>
          </div>
        </div>
      </body>
    </html>
  );
}

/** A link in the brand's colour, underlined as the client draws it: a link without the colour too. */
export function EmailLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} style={{ color: useBrandColor() }}>
      {children}
    </a>
  );
}

/**
 * The email's one thing to do, as a button: white on the brand's colour. Clients that ignore
 * padding and rounded corners (Outlook for Windows) still fill the words' box with the colour.
 */
export function EmailButton({ href, children }: { href: string; children: ReactNode }) {
  const color = useBrandColor();
  return (
    <a
      href={href}
      style={{
        display: 'inline-block',
        backgroundColor: color,
        color: '#ffffff',
        padding: '0.5rem 1rem',
        borderRadius: '4px',
        fontWeight: 600,
        textDecoration: 'none',
      }}
    >
      {children}
    </a>
  );
}

export const html = (document: ReactNode) => `<!DOCTYPE html>${renderToStaticMarkup(document)}`;
