/**
 * Every screen of the site and the paths that show it. Both readings of the original
 * product's routes are supported, so several paths lead to one screen. The misspellings
 * ("carrer", "Reveiw", "Eligibilty") are the public contract: bookmarks and links use them.
 * Paths are matched case-insensitively, so `/Resume` and `/resume` are one entry here.
 */
export const screenPaths = {
  home: ['/', '/carrer', '/careers'],
  jobListings: ['/joblistings', '/jobs'],
  jobDetail: ['/joblistings/View'],
  /** A job's own page; `View` (any case) is the static sample above, never a job (`isJobId`). */
  jobPage: ['/joblistings/:jobId'],
  culture: ['/culture'],
  benefits: ['/support'],
  diversity: ['/diversity'],
  leadership: ['/leadership'],
  jobCategories: ['/jobcategory'],
  jobTeams: ['/jobteam'],
  blogList: ['/blogs'],
  blogArticle: ['/blog/:id'],
  signIn: ['/carrer/sign-in', '/sign-in', '/login'],
  contactInformation: ['/carrer/sign-up', '/sign-up'],
  generalQuestions: ['/carrer/Generalquestions', '/generalquestions'],
  /** A job's own questions (a Greenhouse job's): only when the job has some. */
  jobQuestions: ['/job-questions'],
  education: ['/carrers/Education', '/education'],
  workEligibility: ['/WorkEligibilty'],
  resume: ['/Resume'],
  acknowledge: ['/Acknowledge'],
  equalOpportunity: ['/VoluntaryEqual'],
  militaryStatus: ['/VoluntarySelf'],
  reviewSubmit: ['/ReveiwSubmit'],
  /** An application a sign-in link brought from another browser, offered before it joins the candidate's. */
  offeredDraft: ['/application-from-link'],
  signOut: ['/sign-out'],
  recruiterInbox: ['/recruiter'],
  recruiterApplication: ['/recruiter/applications/:id'],
  recruiterReports: ['/recruiter/reports'],
  applications: ['/applications'],
  profile: ['/profile'],
  alerts: ['/alerts'],
  /** The links of job alert emails: their signed token is in the query. */
  alertConfirm: ['/alerts/confirm'],
  alertUnsubscribe: ['/alerts/unsubscribe'],
  privacy: ['/privacy'],
} as const satisfies Record<string, readonly [string, ...string[]]>;

export type Screen = keyof typeof screenPaths;

export const screens = Object.keys(screenPaths) as Screen[];

/**
 * Screens for signed-in people of a role only: anyone else is sent to sign-in (with a way back)
 * or shown a 403 page, never the screen.
 */
export const restrictedScreens: readonly Screen[] = ['recruiterInbox', 'recruiterApplication', 'recruiterReports'];

/**
 * Screens only a signed-in candidate sees: anyone else is sent to sign in, and back after it (or,
 * on Job alerts, told to sign in: a visitor's alerts are managed from their emails' links).
 */
export const signedInScreens: readonly Screen[] = ['applications', 'profile', 'alerts', 'offeredDraft'];

/**
 * Screens reached from an email's link, whose signed `?token=` says what they do (confirm a job
 * alert, unsubscribe): without one they answer that the link is not valid. Never cached.
 */
export const emailLinkScreens: readonly Screen[] = ['alertConfirm', 'alertUnsubscribe'];

/** The screens every visitor sees, as they are. */
export const publicScreens: readonly Screen[] = screens.filter(
  (screen) =>
    !restrictedScreens.includes(screen) && !signedInScreens.includes(screen) && !emailLinkScreens.includes(screen),
);

/** The path the site's own links use for a screen (the first reading). */
export function pathOf(screen: Screen): string {
  return screenPaths[screen][0];
}

/** The path of a job's page. */
export function jobPagePath(job: { id: string }): string {
  return `/joblistings/${encodeURIComponent(job.id)}`;
}

/** The key under which the browser remembers the last page the visitor saw. */
export const LAST_VISITED_PATH_KEY = 'lastVisitedPath';
