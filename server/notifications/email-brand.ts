import type { Config } from '../config';

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

/** The site's colour today (--brand in client/styles.css), which meets that contrast. */
const SITE_BRAND_COLOR = '#0b5cab';

/** The emails' brand from the configuration alone: SITE_NAME in the site's colour. */
export function emailBrandFromConfig(config: Pick<Config, 'SITE_NAME'>): () => EmailBrand {
  const brand: EmailBrand = { name: config.SITE_NAME, color: SITE_BRAND_COLOR };
  return () => brand;
}
