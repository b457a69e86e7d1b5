import type { MouseEventHandler, ReactNode } from 'react';
import { ExternalIcon } from './icons';

interface ExternalLinkProps {
  href: string;
  children: ReactNode;
  className?: string;
  /** Shows the "opens in a new tab" arrow; the words are always there for screen readers. */
  showIcon?: boolean;
  onClick?: MouseEventHandler<HTMLAnchorElement>;
}

/**
 * A link that leaves the site: a new tab, without giving the other site a handle on this one
 * (`noopener`) or our address (`noreferrer`), and saying so to screen readers.
 */
export function ExternalLink({ href, children, className, showIcon = false, onClick }: ExternalLinkProps) {
  return (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer" onClick={onClick}>
      {children}
      {showIcon && <ExternalIcon />}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}
