import { z } from 'zod/mini';
import { isCalendarDay } from '../calendar-day';
import { isOneLine, normalizedText, oneLineMessage } from '../typed-text';
import type { DraftStep } from './steps';

// zod/mini, not zod: the forms load these schemas in the browser, and the mini build tree-shakes
// to what is used (about a third of the size). The pages' Content-Security-Policy forbids eval,
// and zod's compiled parsers use `new Function`: its probe for that shows up as a CSP violation
// in the browser. Small forms gain nothing from compiling, so zod interprets them (here and on
// the server).
z.config({ jitless: true });

// The validation messages are the product's contract; the server and the forms use these same
// schemas. Unknown fields are dropped.

const chooseOption = 'Please select an option.';
/** Too long is its own problem: a 5,000-character name is there, only too long. */
export const tooLong = (max: number) => `Please enter no more than ${max} characters.`;
/** One line of text: normalized, trimmed, no longer than `max`, without control characters. */
const oneLineChecks = (max: number) =>
  [
    z.overwrite<string>(normalizedText),
    z.trim(),
    z.maxLength(max, tooLong(max)),
    z.refine<string>(isOneLine, oneLineMessage),
  ] as const;
const required = (message: string, max = 200) =>
  z.string(message).check(...oneLineChecks(max), z.minLength(1, message));
/** Free text that may be left empty: '' when missing. */
const optionalText = (max: number) => z._default(z.optional(z.string().check(...oneLineChecks(max))), '');
/** One of `options`, or '' for none: '' when missing. */
const optionalChoice = (options: readonly [string, ...string[]]) =>
  z._default(z.optional(z.union([z.enum(options), z.literal('')])), '');
const yesNo = z.enum(['Yes', 'No'], chooseOption);

export const howHeardOptions = ['LinkedIn', 'Job Board', 'Company Website', 'Employee Referral', 'Other'] as const;
/** The seed's levels (an Australian company's): a US-style ladder from Associate's up. */
export const educationLevels = ["Associate's", "Bachelor's", "Master's", 'Doctorate'] as const;
/** India's: a lab technician or pharmacy intern may hold a 12th standard, an ITI certificate or a diploma. */
export const indiaEducationLevels = [
  'Below 10th',
  '10th (Secondary)',
  '12th (Higher Secondary)',
  'ITI certificate',
  'Diploma',
  "Bachelor's",
  "Master's",
  'Doctorate',
  'Other',
] as const;
/** Elsewhere: the stages most countries' schooling has, from secondary school on. */
export const generalEducationLevels = [
  'Secondary school',
  'Vocational certificate',
  'Diploma',
  "Associate's",
  "Bachelor's",
  "Master's",
  'Doctorate',
  'Other',
] as const;

/** The levels of education a company in `countryCode` (COMPANY_COUNTRY) offers. */
export function educationLevelsFor(countryCode: string): readonly [string, ...string[]] {
  if (countryCode === 'AU') return educationLevels;
  return countryCode === 'IN' ? indiaEducationLevels : generalEducationLevels;
}

/** Technical subjects first (the seed's), then those of the company's healthcare openings; "Other" is typed in. */
export const majors = [
  'Computer Science',
  'Software Engineering',
  'Information Technology',
  'Data Science',
  'Mathematics',
  'Electrical Engineering',
  'Pharmacy',
  'Nursing',
  'Medical Laboratory Technology',
  'Biotechnology',
  'Life Sciences',
  'Public Health',
  'Healthcare Administration',
  'Science',
  'Commerce',
  'Business Administration',
  'Arts',
  'Other',
] as const;
export const genderOptions = [
  'Female',
  'Male',
  'Non-binary',
  'I prefer to self-describe',
  'I choose not to self-identify',
] as const;
/** The gender answer that comes with the candidate's own words (`genderDescription`). */
export const selfDescribedGender = 'I prefer to self-describe';
export const indigenousOptions = [
  'Aboriginal',
  'Torres Strait Islander',
  'Maori',
  'Pacific Islander',
  'No',
  'Prefer not to disclose',
] as const;
/** Answers that exclude every other: "No" with an identity would contradict itself. */
export const exclusiveIndigenousOptions: readonly (typeof indigenousOptions)[number][] = [
  'No',
  'Prefer not to disclose',
];
/** An exclusive answer is given on its own, or not at all. */
const exclusiveAlone = (chosen: readonly string[]) =>
  chosen.length <= 1 || !chosen.some((option) => (exclusiveIndigenousOptions as readonly string[]).includes(option));
export const militaryAnswers = ['Yes', 'No', 'I prefer not to answer'] as const;

const invalidEmail = 'Please enter a valid email address.';
const enterMobile = 'Please enter your mobile number.';
/** Digits as people write them (+91 98765-43210, (02) 9374 4000): 6 to 15 of them, as E.164 allows. */
const isPhoneShaped = (value: string) => {
  if (!/^\+?[\d\s().-]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= 6 && digits <= 15;
};

export const contactSchema = z.object({
  firstName: required('Please enter your first name.', 100),
  lastName: required('Please enter your last name.', 100),
  // Length first, and alone (abort): an address too long to be one is told so, not that it is malformed.
  email: z.pipe(
    z.string(invalidEmail).check(z.trim(), z.maxLength(254, { error: tooLong(254), abort: true })),
    z.email(invalidEmail),
  ),
  // Only the shape here (the form checks it too); the server reads the number in its country
  // and stores it as E.164 (server/application/phone-number.ts).
  mobileNo: z
    .string(enterMobile)
    .check(
      z.trim(),
      z.minLength(1, { error: enterMobile, abort: true }),
      z.maxLength(30, { error: tooLong(30), abort: true }),
      z.refine(isPhoneShaped, enterMobile),
    ),
  /** The country a number without its country code is from (ISO code); unset: the company's. Not stored. */
  mobileCountry: z.optional(z.string().check(z.trim(), z.regex(/^([A-Za-z]{2})?$/, 'Please choose a country.'))),
  addressNo1: required('Please enter your address.'),
  addressNo2: optionalText(200),
  city: required('Please enter your city.', 100),
  zipCode: required('Please enter your postal/zip code.', 20),
  country: required('Please enter your country/region.', 100),
  state: required('Please enter your province/state.', 100),
});

export const generalSchema = z.object({
  preferredStartDate: z
    .string('Please select a preferred start date.')
    .check(z.refine(isCalendarDay, 'Please select a preferred start date.')),
  relocate: yesNo,
  howHeard: z.enum(howHeardOptions, chooseOption),
});

/** "Other" as the first major is named in a line of text (`firstMajorOther`); kept only then. */
type MajorAnswers = { firstMajor: string; firstMajorOther?: string | undefined };
const otherMajorNamed = {
  keep: z.overwrite((answers: MajorAnswers) => {
    if (answers.firstMajor === 'Other' || answers.firstMajorOther === undefined) return answers;
    const kept = { ...answers };
    delete kept.firstMajorOther;
    return kept;
  }),
  required: z.refine<MajorAnswers>((answers) => answers.firstMajor !== 'Other' || Boolean(answers.firstMajorOther), {
    error: 'Please enter your first major.',
    path: ['firstMajorOther'],
  }),
};

/** The education step of a company whose levels are `levels` (educationLevelsFor). */
export function educationSchemaFor(levels: readonly [string, ...string[]]) {
  return educationShape(levels).check(otherMajorNamed.keep, otherMajorNamed.required);
}

/** The education step's fields, a level being one of `levels`. */
function educationShape(levels: readonly [string, ...string[]]) {
  return z.object({
    educationLevel: z.enum(levels, 'Please select your level of education.'),
    schoolName: required('Please enter your school name.'),
    firstMajor: z.enum(majors, 'Please select your first major.'),
    firstMajorOther: optionalText(100),
    secondMajor: optionalChoice(majors),
    minor: optionalChoice(majors),
    isStudent: yesNo,
  });
}

/** The seed's (Australian) education step; a company elsewhere asks `stepSchemasFor(country).education`. */
export const educationSchema = educationSchemaFor(educationLevels);

export const eligibilitySchema = z.object({
  appliedBefore: yesNo,
  employedBefore: yesNo,
  nonCompete: yesNo,
  immigrationSupport: yesNo,
  sanctionedCountries: yesNo,
  exportControl: yesNo,
});

/** The resume step's own answer; the file itself goes to `POST /api/application/resume`. */
export const resumeStepSchema = z.object({ uploadLater: z._default(z.optional(z.boolean()), false) });

export const acknowledgeSchema = z.object({
  confirm: z.literal(true, 'Please confirm that your answers are true and complete.'),
});

// Voluntary: every answer may be left out.
export const eeoSchema = z.object({
  gender: z.optional(z.enum(genderOptions)),
  /** The candidate's own words for "I prefer to self-describe"; kept only with that answer (service). */
  genderDescription: z.optional(z.string().check(...oneLineChecks(100))),
  indigenous: z._default(
    z.optional(
      z
        .array(z.enum(indigenousOptions))
        .check(
          z.maxLength(indigenousOptions.length),
          z.refine(exclusiveAlone, 'Choose “No” or “Prefer not to disclose” on its own.'),
        ),
    ),
    [],
  ),
});

export const militarySchema = z.object({
  exMilitary: z.optional(z.enum(militaryAnswers)),
  reserveForces: z.optional(z.enum(militaryAnswers)),
  militarySpouse: z.optional(z.enum(militaryAnswers)),
});

export const stepSchemas = {
  contact: contactSchema,
  general: generalSchema,
  education: educationSchema,
  eligibility: eligibilitySchema,
  resume: resumeStepSchema,
  acknowledge: acknowledgeSchema,
  eeo: eeoSchema,
  military: militarySchema,
} satisfies Record<DraftStep, z.ZodMiniType>;

/** The steps' schemas for a company in `countryCode` (COMPANY_COUNTRY): its levels of education. */
export function stepSchemasFor(countryCode: string): typeof stepSchemas {
  if (countryCode === 'AU') return stepSchemas;
  return { ...stepSchemas, education: educationSchemaFor(educationLevelsFor(countryCode)) as typeof educationSchema };
}

/** Every level of education a company offers, or offered: what a saved answer may hold. */
const everyEducationLevel = [
  ...new Set<string>([...educationLevels, ...indiaEducationLevels, ...generalEducationLevels]),
] as [string, ...string[]];

/**
 * Saved answers as they are read back: any country's level, and an "Other" major saved before it
 * was named, so nothing a candidate saved vanishes when the offered choices change. Saving a
 * step again checks it with the company's schema (stepSchemasFor).
 */
export const storedStepSchemas: typeof stepSchemas = {
  ...stepSchemas,
  education: educationShape(everyEducationLevel) as unknown as typeof educationSchema,
};

export type StepAnswers = { [Step in DraftStep]: z.output<(typeof stepSchemas)[Step]> };

/** Per-field messages of a failed validation: `{ firstName: ['Please enter your first name.'] }`. */
export function fieldErrors(error: z.core.$ZodError): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '_');
    (fields[field] ??= []).push(issue.message);
  }
  return fields;
}
