/**
 * The company's site as pages read it: the site folder (`site/`, or SITE_DIR) after the server
 * read, checked and rendered it (server/site/). Markdown is HTML here already, sanitized once at
 * start; pictures are addresses (`/site-images/team.svg?v=…`).
 */

/** A link of the header, the footer or a page. */
export interface SiteLink {
  label: string;
  href: string;
  /** Leaves this site: opens in a new tab. */
  external: boolean;
}

/** A header button opening a list of links; `id` names its popover. */
export interface SiteMenu {
  label: string;
  id: string;
  links: SiteLink[];
}

export type HeaderItem = ({ kind: 'link' } & SiteLink) | ({ kind: 'menu' } & SiteMenu);

export interface FooterColumn {
  heading: string;
  links: SiteLink[];
}

export interface PartnerLink extends SiteLink {
  note?: string;
}

export interface BrandColors {
  primary: string;
  primaryDark: string;
  accent: string;
}

/** The company's name, pictures and colours, and the footer's words. */
export interface SiteBrand {
  legalName: string;
  logo: string;
  /** A small SVG logo as a `data:` address, for the header to draw without a request. */
  logoInline?: string;
  favicon: string;
  /** The favicon's media type (`image/svg+xml`), for its link tag. */
  faviconType: string;
  colors: BrandColors;
  language: string;
  country: string;
  about: string;
  footerImage?: { src: string; alt: string };
}

/** The frame of every page: what the header, the footer and the application's drawer show. */
export interface SiteFrame {
  brand: SiteBrand;
  header: HeaderItem[];
  footer: FooterColumn[];
  applicationFooter: SiteLink[];
  partners?: { heading: string; links: PartnerLink[] };
  social: { network: string; href: string }[];
  /** The company's own site, for structured data. */
  website?: string;
}

/** A button of a page. */
export interface PageAction extends SiteLink {
  hiddenText?: string;
  style: 'primary' | 'outline';
}

export interface PageCard {
  heading: string;
  image: string;
  html: string;
}

export type PageBlock =
  | { type: 'cards'; items: PageCard[] }
  | { type: 'explore'; heading: string; lead?: string; items: (PageCard & { to: string })[] }
  | { type: 'sections'; items: PageCard[] }
  | { type: 'highlight'; eyebrow?: string; heading: string; image: string; html: string; actions: PageAction[] }
  | { type: 'call-to-action'; heading: string; text?: string; action?: PageAction }
  | { type: 'text'; html: string };

/** One page of the folder (`pages/NAME.md`). Texts may say `{site}` for the brand's name. */
export interface SitePage {
  name: string;
  path: string;
  title: string;
  description: string;
  hero?: { eyebrow?: string; heading: string; lead: string; image: string; actions: PageAction[] };
  heading?: string;
  blocks: PageBlock[];
  inSitemap: boolean;
}

/** What loaders read of the folder's pages: `context.sitePages` (server/pages/page-context.ts). */
export interface SitePagesContext {
  /** The page of `pages/NAME.md`, or undefined when the folder has none. */
  page(name: string): SitePage | undefined;
}

declare module 'react-router' {
  interface AppLoadContext {
    sitePages: SitePagesContext;
  }
}
