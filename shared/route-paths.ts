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
  education: ['/carrers/Education', '/education'],
  workEligibility: ['/WorkEligibilty'],
  resume: ['/Resume'],
  acknowledge: ['/Acknowledge'],
  equalOpportunity: ['/VoluntaryEqual'],
  militaryStatus: ['/VoluntarySelf'],
  reviewSubmit: ['/ReveiwSubmit'],
  signOut: ['/sign-out'],
  recruiterInbox: ['/recruiter'],
  recruiterApplication: ['/recruiter/applications/:id'],
  recruiterReports: ['/recruiter/reports'],
  applications: ['/applications'],
  profile: ['/profile'],
  privacy: ['/privacy'],
} as const satisfies Record<string, readonly [string, ...string[]]>;

export type Screen = keyof typeof screenPaths;

export const screens = Object.keys(screenPaths) as Screen[];

/**
 * Screens for signed-in people of a role only: anyone else is sent to sign-in (with a way back)
 * or shown a 403 page, never the screen.
 */
export const restrictedScreens: readonly Screen[] = ['recruiterInbox', 'recruiterApplication', 'recruiterReports'];

/** Screens only a signed-in candidate sees: anyone else is sent to sign in, and back after it. */
export const signedInScreens: readonly Screen[] = ['applications', 'profile'];

/** The screens every visitor sees. */
export const publicScreens: readonly Screen[] = screens.filter(
  (screen) => !restrictedScreens.includes(screen) && !signedInScreens.includes(screen),
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
