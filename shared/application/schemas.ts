import { z } from 'zod';
import type { DraftStep } from './steps';

// The validation messages are the product's contract (see the wizard issue); the server and the
// forms use these same schemas. Unknown fields are dropped.

const chooseOption = 'Please select an option.';
const required = (message: string, max = 200) => z.string(message).trim().min(1, message).max(max, message);
const yesNo = z.enum(['Yes', 'No'], chooseOption);

export const howHeardOptions = ['LinkedIn', 'Job Board', 'Company Website', 'Employee Referral', 'Other'] as const;
export const educationLevels = ["Associate's", "Bachelor's", "Master's", 'Doctorate'] as const;
export const majors = [
  'Computer Science',
  'Software Engineering',
  'Information Technology',
  'Data Science',
  'Mathematics',
  'Electrical Engineering',
  'Other',
] as const;
export const genderOptions = ['Female', 'Male', 'I choose not to self-identify'] as const;
export const indigenousOptions = [
  'Aboriginal',
  'Torres Strait Islander',
  'Maori',
  'Pacific Islander',
  'No',
  'Prefer not to disclose',
] as const;
export const militaryAnswers = ['Yes', 'No', 'I prefer not to answer'] as const;

/** A real day written YYYY-MM-DD (what date inputs send); 2026-02-30 is not one. */
const isCalendarDate = (value: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
};

export const contactSchema = z.object({
  firstName: required('Please enter your first name.', 100),
  lastName: required('Please enter your last name.', 100),
  email: z.email('Please enter a valid email address.').max(254, 'Please enter a valid email address.'),
  mobileNo: z
    .string('Please enter your mobile number.')
    .trim()
    .regex(/^\+?\d{6,15}$/, 'Please enter your mobile number.'),
  addressNo1: required('Please enter your address.'),
  addressNo2: z.string().trim().max(200).optional().default(''),
  city: required('Please enter your city.', 100),
  zipCode: required('Please enter your postal/zip code.', 20),
  country: required('Please enter your country/region.', 100),
  state: required('Please enter your province/state.', 100),
});

export const generalSchema = z.object({
  preferredStartDate: z
    .string('Please select a preferred start date.')
    .refine(isCalendarDate, 'Please select a preferred start date.'),
  relocate: yesNo,
  howHeard: z.enum(howHeardOptions, chooseOption),
});

export const educationSchema = z.object({
  educationLevel: z.enum(educationLevels, 'Please select your level of education.'),
  schoolName: required('Please enter your school name.'),
  firstMajor: z.enum(majors, 'Please select your first major.'),
  secondMajor: z.enum(majors).or(z.literal('')).optional().default(''),
  minor: z.enum(majors).or(z.literal('')).optional().default(''),
  isStudent: yesNo,
});

export const eligibilitySchema = z.object({
  appliedBefore: yesNo,
  employedBefore: yesNo,
  nonCompete: yesNo,
  immigrationSupport: yesNo,
  sanctionedCountries: yesNo,
  exportControl: yesNo,
});

/** The resume step's own answer; the file itself goes to `POST /api/application/resume`. */
export const resumeStepSchema = z.object({ uploadLater: z.boolean().optional().default(false) });

export const acknowledgeSchema = z.object({
  confirm: z.literal(true, 'Please confirm that your answers are true and complete.'),
});

// Voluntary: every answer may be left out.
export const eeoSchema = z.object({
  gender: z.enum(genderOptions).optional(),
  indigenous: z.array(z.enum(indigenousOptions)).max(indigenousOptions.length).optional().default([]),
});

export const militarySchema = z.object({
  exMilitary: z.enum(militaryAnswers).optional(),
  reserveForces: z.enum(militaryAnswers).optional(),
  militarySpouse: z.enum(militaryAnswers).optional(),
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
} satisfies Record<DraftStep, z.ZodType>;

export type StepAnswers = { [Step in DraftStep]: z.output<(typeof stepSchemas)[Step]> };

/** Per-field messages of a failed validation: `{ firstName: ['Please enter your first name.'] }`. */
export function fieldErrors(error: z.ZodError): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '_');
    (fields[field] ??= []).push(issue.message);
  }
  return fields;
}
