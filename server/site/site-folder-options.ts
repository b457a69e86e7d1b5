import type { Environment } from '../config';
import type { ReadSiteOptions } from './read-site-folder';

/**
 * The settings a site folder's links may name (`href: ${JOB_BOARD_URL}/teams`): a link naming one
 * that is unset is not shown.
 */
export const linkSettingNames = [
  'JOB_BOARD_URL',
  'JOB_BOARD_LOGIN_URL',
  'PARTNER_DOCTORS_URL',
  'PARTNER_PHARMACY_URL',
  'PARTNER_LAB_URL',
] as const;

/** What reading the site folder takes of the configuration: SITE_NAME, BLOG_API_URL and the link settings. */
export type SiteFolderConfig = Pick<Environment, 'SITE_NAME' | 'BLOG_API_URL' | (typeof linkSettingNames)[number]>;

export function siteFolderOptions(config: SiteFolderConfig): ReadSiteOptions {
  return {
    siteName: config.SITE_NAME,
    blogApi: Boolean(config.BLOG_API_URL),
    settings: Object.fromEntries(linkSettingNames.map((name) => [name, config[name]])),
  };
}
