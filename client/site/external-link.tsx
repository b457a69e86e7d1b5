import type { ReactNode } from 'react';
import { ExternalIcon } from './icons';

interface ExternalLinkProps {
  href: string;
  children: ReactNode;
  className?: string;
  /** Shows the "opens in a new tab" arrow; the words are always there for screen readers. */
  showIcon?: boolean;
  /** Scrolls the page to the top as the tab opens (the original's footer links did). */
  scrollToTop?: boolean;
  /** A share link's address with the page's address to fill in (client/site/share-links.tsx). */
  shareTemplate?: string;
}

const scrollPageToTop = () => window.scrollTo({ top: 0 });

/**
 * A link that leaves the site: a new tab, without giving the other site a handle on this one
 * (`noopener`) or our address (`noreferrer`), and saying so to screen readers.
 */
export function ExternalLink({
  href,
  children,
  className,
  showIcon = false,
  scrollToTop = false,
  shareTemplate,
}: ExternalLinkProps) {
  // On a page that hydrates React scrolls; on one that does not, its script does (`data-scroll-top`).
  return (
    <a
      href={href}
      className={className}
      target="_blank"
      rel="noopener noreferrer"
      onClick={scrollToTop ? scrollPageToTop : undefined}
      data-scroll-top={scrollToTop || undefined}
      data-share-template={shareTemplate}
    >
      {children}
      {showIcon && <ExternalIcon />}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}
