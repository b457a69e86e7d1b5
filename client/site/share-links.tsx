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

/** Links that share `url` on social networks, each in a new tab. */
export function ShareLinks({ url, text }: { url: string; text: string }) {
  return (
    <ul className="share-links">
      {networks.map(({ name, Icon, shareUrl }) => (
        <li key={name}>
          <ExternalLink href={shareUrl(url, text)} className="share-link">
            <Icon />
            <span className="visually-hidden">Share on {name}</span>
          </ExternalLink>
        </li>
      ))}
    </ul>
  );
}
