import { asksMilitaryStatus } from '../company-country';
import type { Screen } from '../route-paths';

/** The steps that hold answers, in order; ids as in `PUT /api/application/draft/:step`. */
export const draftSteps = [
  'contact',
  'general',
  'education',
  'eligibility',
  'resume',
  'acknowledge',
  'eeo',
  'military',
] as const;
export type DraftStep = (typeof draftSteps)[number];

export function isDraftStep(value: string): value is DraftStep {
  return (draftSteps as readonly string[]).includes(value);
}

/** A step of the wizard: the eight of every application, and `questions`, the job's own. */
export type WizardStep = DraftStep | 'questions';

/** A screen of the wizard with its step and menu label. */
export interface WizardScreen {
  screen: Screen;
  step: WizardStep | 'review';
  label: string;
}

/** The step of a job's own questions (a Greenhouse job's), after General questions when the job has some. */
export const jobQuestionsScreen: WizardScreen = {
  screen: 'jobQuestions',
  step: 'questions',
  label: 'Questions for this job',
};

/** The wizard's screens in order (the eight steps, then review), with their menu labels. */
export const wizardScreens: readonly WizardScreen[] = [
  { screen: 'contactInformation', step: 'contact', label: 'Contact information' },
  { screen: 'generalQuestions', step: 'general', label: 'General questions' },
  { screen: 'education', step: 'education', label: 'Education' },
  { screen: 'workEligibility', step: 'eligibility', label: 'Work Eligibility' },
  { screen: 'resume', step: 'resume', label: 'Resume' },
  { screen: 'acknowledge', step: 'acknowledge', label: 'Acknowledge' },
  { screen: 'equalOpportunity', step: 'eeo', label: 'Voluntary Equal Employment Opportunity Self-Identification' },
  { screen: 'militaryStatus', step: 'military', label: 'Voluntary Self-Identification of Military Status' },
  { screen: 'reviewSubmit', step: 'review', label: 'Review & submit' },
];

/**
 * The wizard's screens for an application to a company in `countryCode` (COMPANY_COUNTRY): the
 * standard ones without the military step where it is not asked, with the job's own questions
 * after General questions when the job has some.
 */
export function wizardScreensFor(hasJobQuestions: boolean, countryCode: string): readonly WizardScreen[] {
  const asked = asksMilitaryStatus(countryCode)
    ? wizardScreens
    : wizardScreens.filter((entry) => entry.step !== 'military');
  if (!hasJobQuestions) return asked;
  const after = asked.findIndex((entry) => entry.step === 'general') + 1;
  return [...asked.slice(0, after), jobQuestionsScreen, ...asked.slice(after)];
}

/** The steps holding answers that a company in `countryCode` asks (no military step outside the US and Australia). */
export function askedDraftSteps(countryCode: string): readonly DraftStep[] {
  return asksMilitaryStatus(countryCode) ? draftSteps : draftSteps.filter((step) => step !== 'military');
}

/**
 * Where a screen stands in the wizard, in the one wording every page uses: "Step 3 of 9" (review
 * is the ninth; the tenth with a job's own questions). The progress menu, the pages' descriptions
 * and the candidate's home all say it so.
 */
export function stepCount(screen: Screen, screens: readonly WizardScreen[] = wizardScreens): string {
  const index = screens.findIndex((entry) => entry.screen === screen);
  return `Step ${index + 1} of ${screens.length}`;
}
