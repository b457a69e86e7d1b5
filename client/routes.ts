import { layout, route, type RouteConfig } from '@react-router/dev/routes';
import { type Screen, screenPaths } from '../shared/route-paths';

/**
 * Every path of a screen is a route of its own, all showing the screen's module; ids stay the
 * same on server and browser. Matching is case-insensitive (React Router's default).
 */
function screen(name: Screen, file: string) {
  return screenPaths[name].map((path) => route(path, file, { id: `${name}:${path}` }));
}

/**
 * The site's pages. Sign-in and the application wizard are framed by the App header, every other
 * page by the site's. Unknown paths fall to `not-found`, in the site's frame: a 404 with the
 * NotFound page for browsers, the plain text `NotFound` for other clients (server/pages/not-found.ts).
 */
export default [
  layout('app/site-layout.tsx', { id: 'site' }, [
    ...screen('home', 'pages/home-page.tsx'),
    ...screen('jobListings', 'pages/job-listings-page.tsx'),
    ...screen('jobDetail', 'pages/job-detail-page.tsx'),
    ...screen('jobPage', 'pages/job-page.tsx'),
    ...screen('culture', 'pages/culture-page.tsx'),
    ...screen('benefits', 'pages/benefits-page.tsx'),
    ...screen('diversity', 'pages/diversity-page.tsx'),
    ...screen('leadership', 'pages/leadership-page.tsx'),
    ...screen('jobCategories', 'pages/job-categories-page.tsx'),
    ...screen('jobTeams', 'pages/job-teams-page.tsx'),
    ...screen('blogList', 'pages/blog-list-page.tsx'),
    ...screen('blogArticle', 'pages/blog-article-page.tsx'),
    ...screen('privacy', 'pages/privacy-page.tsx'),
    route('*', 'app/not-found-page.tsx', { id: 'not-found' }),
  ]),
  layout('app/app-layout.tsx', { id: 'app' }, [
    ...screen('signIn', 'pages/sign-in-page.tsx'),
    ...screen('contactInformation', 'pages/contact-information-page.tsx'),
    ...screen('generalQuestions', 'pages/general-questions-page.tsx'),
    ...screen('education', 'pages/education-page.tsx'),
    ...screen('workEligibility', 'pages/work-eligibility-page.tsx'),
    ...screen('resume', 'pages/resume-page.tsx'),
    ...screen('acknowledge', 'pages/acknowledge-page.tsx'),
    ...screen('equalOpportunity', 'pages/equal-opportunity-page.tsx'),
    ...screen('militaryStatus', 'pages/military-status-page.tsx'),
    ...screen('reviewSubmit', 'pages/review-submit-page.tsx'),
    ...screen('signOut', 'pages/sign-out-page.tsx'),
    // The hiring team's pages: every loader and action checks the recruiter role first.
    ...screen('recruiterInbox', 'pages/recruiter-inbox-page.tsx'),
    ...screen('recruiterApplication', 'pages/recruiter-application-page.tsx'),
    ...screen('recruiterReports', 'pages/recruiter-reports-page.tsx'),
    ...screen('applications', 'pages/applications-page.tsx'),
    ...screen('profile', 'pages/profile-page.tsx'),
  ]),
] satisfies RouteConfig;
