import type { MetaFunction } from 'react-router';
import { stepCount } from '../shared/application/steps';
import type { Screen } from '../shared/route-paths';
import { metaOf, type PageHead } from './page-head';

export interface ScreenHead extends PageHead {
  /** The page's one `h1`. */
  heading: string;
}

const careers = '{site} Careers';
const applying = `Apply | ${careers}`;
const recruiting = 'Recruiting | {site}';

/**
 * Title, description and main heading of every screen, rendered into the SSR HTML. `{site}` stands
 * for the configured site name (SITE_NAME), filled in by `metaOf` and `useSiteText`.
 */
export const screenHeads: Record<Screen, ScreenHead> = {
  home: {
    title: `Careers at {site}: Join Us for Transformation`,
    description: `Join {site}: browse open roles, meet our teams and get placed instantly with Know Your Colleague.`,
    heading: 'Instant placement with Know Your Colleague',
  },
  jobListings: {
    title: `Job Openings | ${careers}`,
    description: `Internships and full-time roles at {site}, filtered by department, job type and location.`,
    heading: 'Job Openings',
  },
  jobDetail: {
    title: `E-commerce Brand Specialist Intern | ${careers}`,
    description: `Grow e-commerce brands as an intern at {site}: responsibilities, qualifications and how to apply.`,
    heading: 'E-commerce Brand Specialist Intern',
  },
  // A job's page shows the job's own head; this one stands when the job could not be loaded.
  jobPage: {
    title: `Job opening | ${careers}`,
    description: `A job opening at {site}: what you will do and how to apply.`,
    heading: 'Job opening',
  },
  culture: {
    title: `Life and Culture | ${careers}`,
    description: `How we work at {site}: diversity, flexibility, Know Your Colleague and instant placement.`,
    heading: 'Committed to our Culture',
  },
  benefits: {
    title: `Benefits | ${careers}`,
    description: `Health, financial security, work-life balance, perks and community: the benefits of working at {site}.`,
    heading: 'Benefits that support you',
  },
  diversity: {
    title: `Diversity, Equity and Inclusion | ${careers}`,
    description: `Our commitment to diversity, equity and inclusion at {site}.`,
    heading: 'Diversity, Equity and Inclusion',
  },
  leadership: {
    title: `Leadership Principles | ${careers}`,
    description: `The principles our leaders at {site} live by, starting with Citizens Obsession.`,
    heading: 'Leadership Principles',
  },
  jobCategories: {
    title: `Job Categories | ${careers}`,
    description: `Browse open jobs at {site} on different job categories.`,
    heading: 'Find jobs by job category',
  },
  jobTeams: {
    title: `Teams | ${careers}`,
    description: `Browse open jobs at {site} on different teams.`,
    heading: 'Find jobs by team',
  },
  blogList: {
    title: `Blog | ${careers}`,
    description: `Stories, hiring tips and news from the people of {site}.`,
    heading: `The {site} Careers Blog`,
  },
  blogArticle: {
    title: `Article | ${careers}`,
    description: `An article from the {site} careers blog.`,
    heading: 'Article',
  },
  signIn: {
    title: `Sign in | ${careers}`,
    description: `Sign in with your company or Google account to apply at {site}. Only your name and email are shared.`,
    heading: 'Use your company or Google account to sign in',
  },
  contactInformation: {
    title: `Contact information | ${applying}`,
    description: `${stepCount('contactInformation')}: your name, email, phone number and address.`,
    heading: 'Contact information',
  },
  generalQuestions: {
    title: `General questions | ${applying}`,
    description: `${stepCount('generalQuestions')}: start date, relocation and how you heard about us.`,
    heading: 'General questions',
  },
  education: {
    title: `Education | ${applying}`,
    description: `${stepCount('education')}: your education.`,
    heading: 'Education',
  },
  workEligibility: {
    title: `Work eligibility | ${applying}`,
    description: `${stepCount('workEligibility')}: questions about your eligibility to work.`,
    heading: 'Work eligibility',
  },
  resume: {
    title: `Resume | ${applying}`,
    description: `${stepCount('resume')}: upload your resume as a PDF of at most 5 MB.`,
    heading: 'Resume',
  },
  acknowledge: {
    title: `Acknowledge | ${applying}`,
    description: `${stepCount('acknowledge')}: confirm your answers are true.`,
    heading: 'Acknowledge',
  },
  equalOpportunity: {
    title: `Equal opportunity self-identification | ${applying}`,
    description: `${stepCount('equalOpportunity')}: voluntary equal employment opportunity self-identification.`,
    heading: 'Voluntary Equal Employment Opportunity Self-Identification',
  },
  militaryStatus: {
    title: `Military status | ${applying}`,
    description: `${stepCount('militaryStatus')}: voluntary self-identification of military status.`,
    heading: 'Voluntary Self-Identification of Military Status',
  },
  reviewSubmit: {
    title: `Review and submit | ${applying}`,
    description: `${stepCount('reviewSubmit')}: review your answers and submit.`,
    heading: 'Review & submit',
  },
  signOut: {
    title: `Sign out | ${careers}`,
    description: 'Sign out of your account on this device.',
    heading: 'Sign out',
  },
  recruiterInbox: {
    title: `Applications | ${recruiting}`,
    description: 'The applications received, newest first, with filters, counts per status and a CSV export.',
    heading: 'Applications',
  },
  recruiterApplication: {
    title: `Application | ${recruiting}`,
    description: "An application's answers, resume, status, history and private notes.",
    heading: 'Application',
  },
  recruiterReports: {
    title: `Equal-opportunity report | ${recruiting}`,
    description: 'Equal-opportunity and military answers as counts per job; small groups are not shown.',
    heading: 'Equal-opportunity report',
  },
  applications: {
    title: `My applications | ${careers}`,
    description: 'Your applications to {site}, where each one stands, and your application in progress.',
    heading: 'My applications',
  },
  profile: {
    title: `Profile | ${careers}`,
    description: 'Your account at {site}: download or delete the data we hold about you, or sign out everywhere.',
    heading: 'Profile',
  },
  privacy: {
    title: `Privacy Notice | ${careers}`,
    description: 'What {site} Careers stores about candidates, why, for how long, and how to download or erase it.',
    heading: 'Privacy Notice',
  },
};

/** The `meta` of a screen whose head does not depend on its data. */
export function screenMeta(screen: Screen): MetaFunction {
  return ({ matches }) => metaOf(screenHeads[screen], matches);
}
