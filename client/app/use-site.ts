import { useRouteLoaderData } from 'react-router';
import { DEFAULT_COMPANY_COUNTRY } from '../../shared/company-country';
import { DEFAULT_SITE_NAME, neutralSiteTexts, type SiteSettings, withSiteName } from '../../shared/site';
import type { SessionUser } from '../../shared/session-user';
import type { loader as rootLoader } from '../root';

/** What an error page shows when even the root route failed: the name, no links. */
const withoutSettings: SiteSettings = {
  siteName: DEFAULT_SITE_NAME,
  jobBoardUrl: '',
  signIn: null,
  sendsEmail: false,
  companyCountry: DEFAULT_COMPANY_COUNTRY,
  timeZone: 'UTC',
  alerts: false,
  texts: neutralSiteTexts,
  frame: {
    brand: {
      legalName: DEFAULT_SITE_NAME,
      logo: '',
      favicon: '',
      faviconType: '',
      colors: { primary: '#0b5cab', primaryDark: '#0b3d75', accent: '#0f766e' },
      language: '',
      country: '',
      about: '',
    },
    header: [],
    footer: [],
    applicationFooter: [],
    social: [],
  },
};

/** The site's settings, loaded once by the root route. */
export function useSite(): SiteSettings {
  const root = useRouteLoaderData<typeof rootLoader>('root');
  return root?.site ?? withoutSettings;
}

/** The signed-in candidate, or null. */
export function useSessionUser(): SessionUser | null {
  return useRouteLoaderData<typeof rootLoader>('root')?.user ?? null;
}

/** A text with `{site}` filled in with the site name. */
export function useSiteText(text: string): string {
  return withSiteName(text, useSite().siteName);
}

/** Whether the signed-in user is a recruiter (RECRUITER_EMAILS or the claim), as the server judged it. */
export function useIsRecruiter(): boolean {
  return useRouteLoaderData<typeof rootLoader>('root')?.recruiter ?? false;
}
