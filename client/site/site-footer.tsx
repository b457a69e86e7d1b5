import { useSite } from '../app/use-site';
import { ExternalLink } from './external-link';
import { GlobeIcon, PinIcon } from './icons';
import { SiteLinkView } from './site-link';

/** The footer of every page: the site folder's columns of links, its words about the company, and the brand. */
export function SiteFooter() {
  const { siteName, frame } = useSite();
  const { brand } = frame;
  return (
    <footer className="site-footer" id="site-footer">
      <div className="site-footer-inner">
        <div className="footer-brand">
          <p className="footer-brand-name">{siteName}</p>
          <p>{brand.about}</p>
          {brand.footerImage && (
            <img
              src={brand.footerImage.src}
              alt={brand.footerImage.alt}
              width={320}
              height={180}
              loading="lazy"
              decoding="async"
            />
          )}
        </div>
        {frame.footer.map((column, index) => (
          <nav key={column.heading} className="footer-column" aria-labelledby={`footer-column-${index}`}>
            <h2 id={`footer-column-${index}`}>{column.heading}</h2>
            <ul>
              {column.links.map((link) => (
                <li key={link.label + link.href}>
                  <SiteLinkView link={link} place="footer" />
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="site-footer-bottom">
        {/* Display only, as in the original: the site has one language and one country. */}
        <p className="footer-locale">
          <span className="visually-hidden">Language and country: </span>
          <span>
            <GlobeIcon /> {brand.language}
          </span>
          <span>
            <PinIcon /> {brand.country}
          </span>
        </p>
        {frame.social.length > 0 && (
          <ul className="footer-social" aria-label={`${siteName} elsewhere`}>
            {frame.social.map((profile) => (
              <li key={profile.href}>
                <ExternalLink href={profile.href}>{socialLabels[profile.network] ?? profile.network}</ExternalLink>
              </li>
            ))}
          </ul>
        )}
        <p>{`© ${brand.copyrightYears ? `${brand.copyrightYears} ` : ''}${brand.legalName}. All rights reserved.`}</p>
      </div>
    </footer>
  );
}

const socialLabels: Record<string, string> = {
  linkedin: 'LinkedIn',
  x: 'X',
  facebook: 'Facebook',
  instagram: 'Instagram',
  youtube: 'YouTube',
  github: 'GitHub',
  glassdoor: 'Glassdoor',
};
