import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { pathOf } from '../../shared/route-paths';
import { FactList } from '../site/fact-list';
import { ShareLinks } from '../site/share-links';

interface JobDetailLayoutProps {
  title: string;
  /** The header's picture, beside the title; none: the title alone. */
  image?: { src: string; alt: string; width: number; height: number };
  /** Above the title: the job's department and type. */
  eyebrow: ReactNode;
  /** Below the title: the company, the place and when the job was posted. */
  meta: ReactNode;
  /** How to apply: under the title, and again after the description. */
  apply: ReactNode;
  /** The description's sections. */
  children: ReactNode;
  /** The sidebar's "Job details". */
  facts: [string, string][];
  /** What "Share this job" shares: the page's address and a sentence. */
  share: { url: string; text: string };
  /** The items of the sidebar's "Related jobs"; none: no such card. */
  related?: ReactNode;
}

/**
 * A job's page (client/pages/job-page.tsx) and the sample posting's (job-detail-page.tsx): the
 * breadcrumb back to the openings, the header with the title and how to apply, then the
 * description beside a sidebar of the job's details, share links and related jobs.
 */
export function JobDetailLayout({
  title,
  image,
  eyebrow,
  meta,
  apply,
  children,
  facts,
  share,
  related,
}: JobDetailLayoutProps) {
  return (
    <>
      <nav className="breadcrumb" aria-label="Breadcrumb">
        <ol>
          <li>
            <Link to={pathOf('jobListings')}>Job Openings</Link>
          </li>
          <li aria-current="page">{title}</li>
        </ol>
      </nav>

      <div className="job-detail-header">
        {image && (
          <img src={image.src} alt={image.alt} width={image.width} height={image.height} fetchPriority="high" />
        )}
        <div>
          <p className="eyebrow">{eyebrow}</p>
          <h1>{title}</h1>
          <p className="job-detail-meta">{meta}</p>
          {apply}
        </div>
      </div>

      <div className="job-detail-layout">
        <div className="job-detail-body">
          {children}
          {apply}
        </div>

        <div className="job-detail-sidebar">
          <section className="sidebar-card" aria-labelledby="job-details">
            <h2 id="job-details">Job details</h2>
            <FactList className="job-facts" facts={facts} />
          </section>
          <section className="sidebar-card" aria-labelledby="job-share">
            <h2 id="job-share">Share this job</h2>
            <ShareLinks url={share.url} text={share.text} />
          </section>
          {related && (
            <section className="sidebar-card" aria-labelledby="job-related">
              <h2 id="job-related">Related jobs</h2>
              <ul className="related-jobs">{related}</ul>
            </section>
          )}
        </div>
      </div>
    </>
  );
}
