import type { z } from 'zod';
import type { siteSettingsSchema, jobCardLookSchema } from './api/site';

/** Settings of the site that pages need, from the server's configuration. */
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

/** How a category's or team's card looks, as the company gives it. */
export type JobCardLook = z.infer<typeof jobCardLookSchema>;

export const DEFAULT_SITE_NAME = 'Medinest';

/** The job pages' sentences a site folder may word (site.yaml's `texts`), as any company could say them. */
export const neutralSiteTexts: SiteSettings['texts'] = {
  jobListings: 'Open jobs at {site}, by department, job type and location.',
  jobCategories: 'Browse the open jobs by category',
  jobTeams: 'Browse the open jobs by team',
};

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
