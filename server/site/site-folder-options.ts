import type { Config } from '../config';
import type { ReadSiteOptions } from './read-site-folder';

/**
 * The settings a site folder's links may name (`href: ${JOB_BOARD_URL}/teams`), from the
 * configuration: a link naming one that is unset is not shown.
 */
export function siteFolderOptions(
  config: Pick<
    Config,
    | 'SITE_NAME'
    | 'JOB_BOARD_URL'
    | 'JOB_BOARD_LOGIN_URL'
    | 'PARTNER_DOCTORS_URL'
    | 'PARTNER_PHARMACY_URL'
    | 'PARTNER_LAB_URL'
  >,
): ReadSiteOptions {
  return {
    siteName: config.SITE_NAME,
    settings: {
      JOB_BOARD_URL: config.JOB_BOARD_URL,
      JOB_BOARD_LOGIN_URL: config.JOB_BOARD_LOGIN_URL,
      PARTNER_DOCTORS_URL: config.PARTNER_DOCTORS_URL,
      PARTNER_PHARMACY_URL: config.PARTNER_PHARMACY_URL,
      PARTNER_LAB_URL: config.PARTNER_LAB_URL,
    },
  };
}
