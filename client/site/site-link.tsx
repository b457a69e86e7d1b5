import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import type { SiteLink } from '../../shared/site-content';
import { ExternalLink } from './external-link';

/**
 * A link of the site folder's header, footer or application footer: a router link to a page here,
 * a new tab for an address elsewhere (with the arrow in the header; the footer's scroll the page
 * to the top, as the original's did; the application's stay where the candidate is).
 */
export function SiteLinkView({
  link,
  place,
  children,
}: {
  link: SiteLink;
  place: 'header' | 'footer' | 'application';
  children?: ReactNode;
}) {
  const words = children ?? link.label;
  if (link.external) {
    return (
      <ExternalLink href={link.href} showIcon={place === 'header'} scrollToTop={place === 'footer'}>
        {words}
      </ExternalLink>
    );
  }
  if (link.href.startsWith('mailto:')) return <a href={link.href}>{words}</a>;
  return place === 'header' ? <NavLink to={link.href}>{words}</NavLink> : <Link to={link.href}>{words}</Link>;
}
