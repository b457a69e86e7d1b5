import type { CompanyCountry } from './company-country';
import type { FirebaseWebConfig } from './session-user';
import type { SiteFrame } from './site-content';

/** Settings of the site that pages need, from the server's configuration. */
export interface SiteSettings {
  /** The brand in titles and headings (SITE_NAME). */
  siteName: string;
  /** The header, the footer, the brand's pictures and colours: the site folder's site.yaml. */
  frame: SiteFrame;
  /** The sample jobs' external board (JOB_BOARD_URL, else the seed's): their links and /joblistings/View's. */
  jobBoardUrl: string;
  /**
   * The external job board's own sign-in (JOB_BOARD_LOGIN_URL), offered beside the site's sign-in
   * only when an operator sets it: the header's Login is this site's sign-in.
   */
  jobBoardLoginUrl?: string;
  /** Google sign-in through Firebase, or null when this server has no sign-in configured. */
  signIn: FirebaseWebConfig | null;
  /** Whether emails really go out (SMTP_URL is set); without it they are only written to files. */
  sendsEmail?: boolean;
  /** The company's country (COMPANY_COUNTRY); absent: the seed's Australia. */
  companyCountry?: CompanyCountry;
  /** The company's time zone (TIMEZONE, an IANA name) every page writes dates in; unset: UTC. */
  timeZone?: string;
  /**
   * The company's pictures and sentences for the category and team cards, keyed by the department's
   * or team's name as the jobs write it (site.yaml's `jobCards`); a card without one has a generic
   * picture and no sentence.
   */
  jobCards?: { categories?: Record<string, JobCardLook>; teams?: Record<string, JobCardLook> };
}

/** How a category's or team's card looks, as the company gives it. */
export interface JobCardLook {
  /** The card's picture, an absolute URL path (one of the site folder's images); shown 2:1, cropped to fit. */
  image?: string;
  /** A sentence shown under the card's heading. */
  text?: string;
}

export const DEFAULT_SITE_NAME = 'Medinest';

/**
 * Where the sample jobs' and a jobs file's relative links lead when JOB_BOARD_URL is unset: the
 * seed's board. The site folder's links never lead there (they are shown only when it is set).
 */
export const SAMPLE_JOB_BOARD_URL = 'https://jobs.medinest.example';

/** Texts say `{site}` where the brand goes; this fills it in. */
export function withSiteName(text: string, siteName: string): string {
  return text.replaceAll('{site}', siteName);
}

/**
 * An address on the external job board: the configured URL (with any path it has) followed by
 * `path`. One function for the server's job links and the site's, so they always agree.
 */
export function jobBoardLink(jobBoardUrl: string, path: string): string {
  return `${jobBoardUrl.replace(/\/+$/, '')}${path}`;
}
