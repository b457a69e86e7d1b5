import type { DraftStep } from '../../shared/application/steps';
import { asksIndigenousIdentity } from '../../shared/company-country';

/** The label of every answer, in form order: used by the step forms and the review page. */
export const fieldLabels = {
  contact: {
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email address',
    mobileNo: 'Mobile number',
    addressNo1: 'Address line 1',
    addressNo2: 'Address line 2',
    city: 'City',
    zipCode: 'Postal/zip code',
    country: 'Country/region',
    state: 'Province/state',
  },
  general: {
    preferredStartDate: 'Preferred start date',
    relocate: 'Are you willing to relocate?',
    howHeard: 'How did you hear about us?',
  },
  education: {
    educationLevel: 'Level of education',
    schoolName: 'School or university',
    firstMajor: 'First major',
    firstMajorOther: 'Your major, if not listed',
    secondMajor: 'Second major',
    minor: 'Minor',
    isStudent: 'Are you currently a student?',
  },
  eligibility: {
    appliedBefore: 'Have you applied to {site} before?',
    employedBefore: 'Have you been employed by {site} before?',
    nonCompete: 'Are you bound by a non-compete agreement that could limit your work here?',
    immigrationSupport: 'Will you now or in the future need visa sponsorship to work in {country}?',
    sanctionedCountries: 'Are you a citizen or resident of a country under comprehensive sanctions?',
    exportControl: 'Would you need an export-control licence to work with controlled technology?',
  },
  resume: { uploadLater: 'Upload later' },
  acknowledge: { confirm: 'I confirm that the information in my application is true and complete.' },
  eeo: {
    gender: 'Gender',
    genderDescription: 'Self-description',
    indigenous: 'Do you identify as Aboriginal, Torres Strait Islander, Maori or Pacific Islander?',
  },
  military: {
    exMilitary: 'Have you served in the armed forces?',
    reserveForces: 'Are you a member of the Reserve Forces?',
    militarySpouse: 'Are you the spouse or partner of a serving member of the armed forces?',
  },
} as const satisfies Record<DraftStep, Record<string, string>>;

/** The labels of the questions a company in `countryCode` asks at `step` (the Indigenous one only in AU). */
export function askedLabels(step: DraftStep, countryCode: string): Record<string, string> {
  if (step !== 'eeo' || asksIndigenousIdentity(countryCode)) return fieldLabels[step];
  const asked: Record<string, string> = { ...fieldLabels.eeo };
  delete asked.indigenous;
  return asked;
}
