import type { Screen } from './route-paths';

/** How the site serves one screen, besides its paths (shared/route-paths.ts). */
export interface ScreenRoute {
  /** The screen's route module, under client/. */
  module: `pages/${string}.tsx`;
  /** Its frame: the site's header and footer, or the App header (sign-in, the wizard, accounts). */
  frame: 'site' | 'app';
  /** Listed in /sitemap.xml: content a search engine should find, not one candidate's steps. */
  inSitemap?: true;
  /** Its forms post to it (the module has an `action`): any other method is refused there with 405. */
  takesPost?: true;
}

/**
 * The route table: the one place a page is added. client/routes.ts makes React Router's routes
 * of it, server/sitemap/sitemap.ts its sitemap entries, server/http/unanswered-request.ts the
 * methods each path allows. It is read at build time and by the server, never by the browser.
 */
export const screenRoutes = {
  // The site folder's pages (shared/routed-site-pages.ts): one module shows each of them.
  home: { module: 'pages/site-page.tsx', frame: 'site', inSitemap: true },
  jobListings: { module: 'pages/job-listings-page.tsx', frame: 'site', inSitemap: true, takesPost: true },
  jobDetail: { module: 'pages/job-detail-page.tsx', frame: 'site', inSitemap: true },
  // Every job's page is in the sitemap by its id (sitemapXml), with its lastmod.
  jobPage: { module: 'pages/job-page.tsx', frame: 'site', takesPost: true },
  culture: { module: 'pages/site-page.tsx', frame: 'site', inSitemap: true },
  benefits: { module: 'pages/site-page.tsx', frame: 'site', inSitemap: true },
  diversity: { module: 'pages/site-page.tsx', frame: 'site', inSitemap: true },
  leadership: { module: 'pages/site-page.tsx', frame: 'site', inSitemap: true },
  jobCategories: { module: 'pages/job-categories-page.tsx', frame: 'site', inSitemap: true },
  jobTeams: { module: 'pages/job-teams-page.tsx', frame: 'site', inSitemap: true },
  blogList: { module: 'pages/blog-list-page.tsx', frame: 'site', inSitemap: true },
  // Every article is in the sitemap by its id (sitemapXml).
  blogArticle: { module: 'pages/blog-article-page.tsx', frame: 'site' },
  privacy: { module: 'pages/privacy-page.tsx', frame: 'site' },
  signIn: { module: 'pages/sign-in-page.tsx', frame: 'app' },
  contactInformation: { module: 'pages/contact-information-page.tsx', frame: 'app', takesPost: true },
  generalQuestions: { module: 'pages/general-questions-page.tsx', frame: 'app', takesPost: true },
  jobQuestions: { module: 'pages/job-questions-page.tsx', frame: 'app', takesPost: true },
  education: { module: 'pages/education-page.tsx', frame: 'app', takesPost: true },
  workEligibility: { module: 'pages/work-eligibility-page.tsx', frame: 'app', takesPost: true },
  resume: { module: 'pages/resume-page.tsx', frame: 'app', takesPost: true },
  acknowledge: { module: 'pages/acknowledge-page.tsx', frame: 'app', takesPost: true },
  equalOpportunity: { module: 'pages/equal-opportunity-page.tsx', frame: 'app', takesPost: true },
  militaryStatus: { module: 'pages/military-status-page.tsx', frame: 'app', takesPost: true },
  reviewSubmit: { module: 'pages/review-submit-page.tsx', frame: 'app', takesPost: true },
  offeredDraft: { module: 'pages/offered-draft-page.tsx', frame: 'app', takesPost: true },
  signOut: { module: 'pages/sign-out-page.tsx', frame: 'app', takesPost: true },
  // The hiring team's pages: every loader and action checks the recruiter role first.
  recruiterInbox: { module: 'pages/recruiter-inbox-page.tsx', frame: 'app' },
  recruiterApplication: { module: 'pages/recruiter-application-page.tsx', frame: 'app', takesPost: true },
  recruiterReports: { module: 'pages/recruiter-reports-page.tsx', frame: 'app' },
  applications: { module: 'pages/applications-page.tsx', frame: 'app', takesPost: true },
  profile: { module: 'pages/profile-page.tsx', frame: 'app', takesPost: true },
  alerts: { module: 'pages/alerts-page.tsx', frame: 'app', takesPost: true },
  // A browser's Unsubscribe button posts to its page; a mail client's one-click POST is answered
  // before the pages, by server/alerts/alerts-routes.ts.
  alertConfirm: { module: 'pages/alert-confirm-page.tsx', frame: 'site', takesPost: true },
  alertUnsubscribe: { module: 'pages/alert-unsubscribe-page.tsx', frame: 'site', takesPost: true },
} as const satisfies Record<Screen, ScreenRoute>;

/** The screens with `flag` set, in the table's order. */
export function screensWith(flag: 'inSitemap' | 'takesPost'): Screen[] {
  return (Object.entries(screenRoutes) as [Screen, ScreenRoute][])
    .filter(([, route]) => route[flag])
    .map(([screen]) => screen);
}

/** The route of the site folder's other pages, `/:sitePage` (client/routes.ts). */
export const SITE_PAGE_ROUTE_ID = 'site-page';
