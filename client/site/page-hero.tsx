import type { ReactNode } from 'react';

interface PageHeroProps {
  heading: string;
  lead: ReactNode;
  /** Absolute path of a 560×420 illustration (decorative: the heading says what the page is). */
  image: string;
  /** A short line above the heading. */
  eyebrow?: string;
  /** Actions under the lead text, such as a button. */
  children?: ReactNode;
  className?: string;
}

/**
 * The top of a public page, with its one `h1`. Its picture is above the fold, so it loads eagerly
 * and first; every picture further down the page is lazy.
 */
export function PageHero({ heading, lead, image, eyebrow, children, className }: PageHeroProps) {
  return (
    <section className={className ? `page-hero ${className}` : 'page-hero'}>
      <div className="page-hero-text">
        {eyebrow && <p className="eyebrow">{eyebrow}</p>}
        <h1>{heading}</h1>
        <p className="page-hero-lead">{lead}</p>
        {children}
      </div>
      <img className="page-hero-image" src={image} alt="" width={560} height={420} fetchPriority="high" />
    </section>
  );
}
