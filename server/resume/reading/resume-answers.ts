import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { educationLevelsFor, majors } from '../../../shared/application/schemas';
import { countryNameOf } from '../../../shared/company-country';
import type { ContactReading } from './contact-reading';
import type { Qualification, Stage } from './education-reading';

// What was read, as the wizard's steps take their answers: the phone in international form, the
// country as the contact step's list names it, the level on the company country's own list and the
// subject on the step's list of majors (one outside it as Other, with its name).

/** The contact step's answers a resume can give. */
type ContactField =
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'mobileNo'
  | 'mobileCountry'
  | 'addressNo1'
  | 'city'
  | 'state'
  | 'zipCode'
  | 'country';

export interface ResumeAnswers {
  contact: Partial<Record<ContactField, string>>;
  education: Partial<Record<'educationLevel' | 'schoolName' | 'firstMajor' | 'firstMajorOther', string>>;
}

/** Subjects resumes name otherwise than the list of majors does. */
const majorSynonyms: Record<string, (typeof majors)[number]> = {
  'medical laboratory science': 'Medical Laboratory Technology',
  'medical lab technology': 'Medical Laboratory Technology',
  'medical laboratory technology': 'Medical Laboratory Technology',
  mlt: 'Medical Laboratory Technology',
  'computer science and engineering': 'Computer Science',
  'computer engineering': 'Computer Science',
  cse: 'Computer Science',
  it: 'Information Technology',
  'electrical and electronics engineering': 'Electrical Engineering',
  'business management': 'Business Administration',
  management: 'Business Administration',
  'hospital administration': 'Healthcare Administration',
  'health administration': 'Healthcare Administration',
  'healthcare management': 'Healthcare Administration',
  'pharmaceutical sciences': 'Pharmacy',
  'life science': 'Life Sciences',
  biology: 'Life Sciences',
  'biology science': 'Life Sciences',
  maths: 'Mathematics',
  accountancy: 'Commerce',
  accounting: 'Commerce',
};
/** Majors too broad to be found inside a longer subject: "Biology Science" is not Science. */
const broadMajors = new Set(['Science', 'Arts', 'Commerce', 'Other']);

/** The subject as the step's majors: one of them, or Other with the subject's name. */
export function majorOf(subject: string): { firstMajor: string; firstMajorOther?: string } {
  const key = subject.toLowerCase().replace(/&/g, 'and').replace(/\s+/g, ' ').trim();
  const exact = majors.find((major) => major.toLowerCase() === key) ?? majorSynonyms[key];
  if (exact) return { firstMajor: exact };
  const within = [...majors]
    .filter((major) => !broadMajors.has(major))
    .sort((a, b) => b.length - a.length)
    .find((major) => new RegExp(`\\b${major.toLowerCase()}\\b`).test(key));
  return within ? { firstMajor: within } : { firstMajor: 'Other', firstMajorOther: subject };
}

/** Each stage on each list of levels (shared/application/schemas.ts); absent where a list has no such level. */
const levelOfStage: Record<'AU' | 'IN' | 'general', Partial<Record<Stage | 'iti', string>>> = {
  AU: { associate: "Associate's", bachelor: "Bachelor's", master: "Master's", doctorate: 'Doctorate' },
  IN: {
    secondary: '10th (Secondary)',
    'higher-secondary': '12th (Higher Secondary)',
    iti: 'ITI certificate',
    vocational: 'Other',
    diploma: 'Diploma',
    associate: 'Other',
    bachelor: "Bachelor's",
    master: "Master's",
    doctorate: 'Doctorate',
  },
  general: {
    secondary: 'Secondary school',
    'higher-secondary': 'Secondary school',
    iti: 'Vocational certificate',
    vocational: 'Vocational certificate',
    diploma: 'Diploma',
    associate: "Associate's",
    bachelor: "Bachelor's",
    master: "Master's",
    doctorate: 'Doctorate',
  },
};

/** The qualification's level on the list of a company in `companyCountry`, if the list has one. */
export function levelOf(qualification: Qualification, companyCountry: string): string | undefined {
  const list = companyCountry === 'AU' || companyCountry === 'IN' ? levelOfStage[companyCountry] : levelOfStage.general;
  const level = (qualification.kind === 'iti' ? list.iti : undefined) ?? list[qualification.stage];
  return level && educationLevelsFor(companyCountry).includes(level) ? level : undefined;
}

const defined = <T extends Record<string, string | undefined>>(answers: T) =>
  Object.fromEntries(Object.entries(answers).filter(([, value]) => value !== undefined && value !== '')) as {
    [K in keyof T]?: string;
  };

/** The readings as the steps' answers for a company in `companyCountry`. */
export function answersOf(
  contact: ContactReading,
  qualification: Qualification | null,
  companyCountry: string,
): ResumeAnswers {
  const phone = contact.phone ? parsePhoneNumberFromString(contact.phone) : undefined;
  return {
    contact: defined({
      firstName: contact.firstName,
      lastName: contact.lastName,
      email: contact.email,
      mobileNo: phone?.formatInternational(),
      // The phone's country, which the step shows beside the number.
      mobileCountry: phone?.country,
      addressNo1: contact.addressNo1,
      city: contact.city,
      state: contact.state,
      zipCode: contact.zipCode,
      country: contact.country ? countryNameOf(contact.country) : undefined,
    }),
    education: qualification
      ? defined({
          educationLevel: levelOf(qualification, companyCountry),
          schoolName: qualification.school,
          ...(qualification.subject ? majorOf(qualification.subject) : {}),
        })
      : {},
  };
}
