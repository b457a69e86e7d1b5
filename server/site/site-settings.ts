import { countryNameOf } from '../../shared/company-country';
import type { FirebaseWebConfig } from '../../shared/session-user';
import { SAMPLE_JOB_BOARD_URL, type SiteSettings } from '../../shared/site';
import type { Config } from '../config';
import type { SiteService } from './site-service';

interface SiteSettingsSources {
  site: Pick<SiteService, 'current'>;
  config: Pick<Config, 'site' | 'jobs' | 'signIn'>;
  companyCountry: string;
  /** The Firebase project's public values and whether sign-in links are emailed; null without sign-in. */
  signIn: { web: FirebaseWebConfig; emailLink: boolean } | null;
  sendsEmail: boolean;
  alerts: boolean;
}

/**
 * What every page knows of the site (`GET /api/site`, the pages' loaders): the site folder as it
 * reads now, with what the configuration says of sign-in, email, jobs and the company.
 */
export function siteSettingsOf({ site, config, companyCountry, signIn, sendsEmail, alerts }: SiteSettingsSources) {
  return (): SiteSettings => {
    const folder = site.current();
    return {
      siteName: folder.siteName,
      frame: folder.frame,
      jobCards: folder.jobCards,
      // The sample jobs link to the seed's board; a company's own jobs to JOB_BOARD_URL only.
      jobBoardUrl:
        config.site.JOB_BOARD_URL ?? (config.jobs.JOBS_SOURCE.kind === 'embedded' ? SAMPLE_JOB_BOARD_URL : ''),
      jobBoardLoginUrl: config.site.JOB_BOARD_LOGIN_URL,
      signIn: signIn
        ? { ...signIn.web, emailLink: signIn.emailLink, facebook: config.signIn.FIREBASE_FACEBOOK_SIGN_IN }
        : null,
      sendsEmail,
      timeZone: config.site.TIMEZONE,
      companyCountry: { code: companyCountry, name: countryNameOf(companyCountry) },
      alerts,
      texts: folder.texts,
      ...(folder.jobPage ? { jobPage: folder.jobPage } : {}),
    };
  };
}
