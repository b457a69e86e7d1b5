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

/** The wizard's screens in order (the eight steps, then review), with their menu labels. */
export const wizardScreens: readonly { screen: Screen; step: DraftStep | 'review'; label: string }[] = [
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
 * Where a screen stands in the wizard, in the one wording every page uses: "Step 3 of 9" (review
 * is the ninth). The progress menu, the pages' descriptions and the candidate's home all say it so.
 */
export function stepCount(screen: Screen): string {
  const index = wizardScreens.findIndex((entry) => entry.screen === screen);
  return `Step ${index + 1} of ${wizardScreens.length}`;
}
