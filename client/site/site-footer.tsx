import { Link } from 'react-router';
import { pathOf } from '../../shared/route-paths';
import { useSite } from '../app/use-site';
import { ExternalLink } from './external-link';
import { GlobeIcon, PinIcon } from './icons';
import { useJobBoard } from './use-job-board';

/** The footer of every page: where to look for work, what working here is like, and the brand. */
export function SiteFooter() {
  const { siteName } = useSite();
  const jobBoard = useJobBoard();
  return (
    <footer className="site-footer" id="site-footer">
      <div className="site-footer-inner">
        <div className="footer-brand">
          <p className="footer-brand-name">{siteName}</p>
          <p>
            {siteName} places doctors, pharmacists and lab professionals with the hospitals, pharmacies and diagnostic
            labs that need them, across India. We hire the people who make that happen.
          </p>
          <img
            src="/images/site/hiring.svg"
            alt="We're hiring!"
            width={320}
            height={180}
            loading="lazy"
            decoding="async"
          />
        </div>
        <nav className="footer-column" aria-labelledby="footer-career">
          <h2 id="footer-career">Career</h2>
          <ul>
            <li>
              <Link to={pathOf('jobListings')}>Job Openings</Link>
            </li>
            <li>
              <ExternalLink href={jobBoard.teams} scrollToTop>
                Team
              </ExternalLink>
            </li>
            <li>
              <ExternalLink href={jobBoard.locations} scrollToTop>
                Locations
              </ExternalLink>
            </li>
            <li>
              <ExternalLink href={jobBoard.warehouseJobs} scrollToTop>
                Warehouse jobs
              </ExternalLink>
            </li>
          </ul>
        </nav>
        <nav className="footer-column" aria-labelledby="footer-working">
          <h2 id="footer-working">Working with us</h2>
          <ul>
            <li>
              <Link to={pathOf('culture')}>Culture</Link>
            </li>
            <li>
              <Link to={pathOf('benefits')}>Benefits</Link>
            </li>
            <li>
              <Link to={pathOf('diversity')}>Diversity and Inclusions</Link>
            </li>
            <li>
              <Link to={pathOf('leadership')}>Leadership Principles</Link>
            </li>
          </ul>
        </nav>
      </div>
      <div className="site-footer-bottom">
        {/* Display only, as in the original: the site has one language and one country. */}
        <p className="footer-locale">
          <span className="visually-hidden">Language and country: </span>
          <span>
            <GlobeIcon /> English
          </span>
          <span>
            <PinIcon /> India
          </span>
        </p>
        <p>© 1996–2024 {siteName}. All rights reserved.</p>
      </div>
    </footer>
  );
}
