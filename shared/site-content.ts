import type { z } from 'zod';
import type {
  siteLinkSchema,
  siteMenuSchema,
  footerColumnSchema,
  partnerLinkSchema,
  brandColorsSchema,
  siteBrandSchema,
  siteFrameSchema,
  headerItemSchema,
} from './api/site';

/**
 * The company's site as pages read it: the site folder (`site/`, or SITE_DIR) after the server
 * read, checked and rendered it (server/site/). Markdown is HTML here already, sanitized once at
 * start; pictures are addresses (`/site-images/team.svg?v=…`).
 */

/** A link of the header, the footer or a page. */
export type SiteLink = z.infer<typeof siteLinkSchema>;

/** A header button opening a list of links; `id` names its popover. */
export type SiteMenu = z.infer<typeof siteMenuSchema>;

export type HeaderItem = z.infer<typeof headerItemSchema>;

export type FooterColumn = z.infer<typeof footerColumnSchema>;

export type PartnerLink = z.infer<typeof partnerLinkSchema>;

export type BrandColors = z.infer<typeof brandColorsSchema>;

/** The company's name, pictures and colours, and the footer's words. */
export type SiteBrand = z.infer<typeof siteBrandSchema>;

/** The frame of every page: what the header, the footer and the application's drawer show. */
export type SiteFrame = z.infer<typeof siteFrameSchema>;

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
