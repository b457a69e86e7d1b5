import type { SiteFolder } from '../site/read-site-folder';

/**
 * Whose emails these are: the name that signs them and the colour of their band, links and
 * button. Every email is written with the brand as it is at that moment (a getter, `() =>
 * EmailBrand`, is what the services hold), so a brand changed while the server runs is in the
 * next email and never in one already in the outbox.
 */
export interface EmailBrand {
  name: string;
  /**
   * `#rrggbb`, the brand's primary colour. Its source guarantees at least 4.5:1 against white
   * (WCAG AA): the emails put white text on it and use it for links on white.
   */
  color: string;
}

/** The emails' brand from the site folder as it is now (it may be read again on SIGHUP). */
export function emailBrandOf(site: { current(): SiteFolder }): () => EmailBrand {
  return () => {
    const folder = site.current();
    return { name: folder.siteName, color: folder.frame.brand.colors.primary };
  };
}
