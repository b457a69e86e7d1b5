import type { ComponentType } from 'react';
import { ExternalLink } from './external-link';
import { FacebookIcon, LinkedInIcon, WhatsAppIcon, XLogoIcon } from './icons';

/** The share pages of four social networks, each opened with the address (and a line of text). */
const networks: { name: string; Icon: ComponentType; shareUrl: (url: string, text: string) => string }[] = [
  {
    name: 'LinkedIn',
    Icon: LinkedInIcon,
    shareUrl: (url) => `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`,
  },
  {
    name: 'X',
    Icon: XLogoIcon,
    shareUrl: (url, text) =>
      `https://x.com/intent/tweet?url=${encodeURIComponent(url)}&text=${encodeURIComponent(text)}`,
  },
  {
    name: 'Facebook',
    Icon: FacebookIcon,
    shareUrl: (url) => `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
  },
  {
    name: 'WhatsApp',
    Icon: WhatsAppIcon,
    shareUrl: (url, text) => `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`,
  },
];

/** Where the page's own address goes in `data-share-template` (client/app/public-page-script.ts). */
export const PAGE_ADDRESS_MARK = 'PAGE_ADDRESS';

/**
 * Links that share `url` on social networks, each in a new tab. The server does not trust the Host
 * header, so `url` is its best knowledge (PUBLIC_URL, or the job board's copy); the page's script
 * puts the address the visitor is on in its place, from each link's template.
 */
export function ShareLinks({ url, text }: { url: string; text: string }) {
  return (
    <ul className="share-links">
      {networks.map(({ name, Icon, shareUrl }) => (
        <li key={name}>
          <ExternalLink
            href={shareUrl(url, text)}
            className="share-link"
            shareTemplate={shareUrl(PAGE_ADDRESS_MARK, text)}
          >
            <Icon />
            <span className="visually-hidden">Share on {name}</span>
          </ExternalLink>
        </li>
      ))}
    </ul>
  );
}
