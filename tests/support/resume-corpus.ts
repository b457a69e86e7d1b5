import { readdirSync, readFileSync } from 'node:fs';
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import type { ResumeAnswers } from '../../server/resume/reading/resume-answers';
import type { ExpectedAnswers } from '../fixtures/resumes/people';

// The resume corpus (tests/fixtures/resumes: README there) and how a reading of it is scored, for
// the reader's tests and `npm run bench -- resume-reading`.

export interface CorpusResume {
  /** Its path in tests/fixtures/resumes. */
  file: string;
  layout: string;
  producer: string;
  /** What a careful reader takes from it; null for a scan, which has no text to read. */
  expected: ExpectedAnswers | null;
  /** `own`: made with the reader (people.ts); `independent`: made without seeing it (independent/). */
  set: 'own' | 'independent';
}

const folder = new URL('../fixtures/resumes/', import.meta.url);
const listed = (path: string): Omit<CorpusResume, 'set'>[] => JSON.parse(readFileSync(new URL(path, folder), 'utf8'));

/** Every resume of the corpus, the ones made with the reader first. */
export const corpus = (): CorpusResume[] => [
  ...listed('answers.json').map((resume) => ({ ...resume, set: 'own' as const })),
  ...listed('independent/answers.json').map((resume) => ({
    ...resume,
    file: `independent/${resume.file}`,
    set: 'independent' as const,
  })),
];
export const corpusFile = (file: string): Uint8Array => new Uint8Array(readFileSync(new URL(file, folder)));
/** Every PDF of the corpus's folders: each must be in an answers.json. */
export const corpusFiles = () => [
  ...readdirSync(folder).filter((file) => file.endsWith('.pdf')),
  ...readdirSync(new URL('independent/', folder))
    .filter((file) => file.endsWith('.pdf'))
    .map((file) => `independent/${file}`),
];

/** The fields scored, each the answers it compares. */
export const scoredFields = {
  name: (answers) => [answers.contact.firstName, answers.contact.lastName],
  email: (answers) => [answers.contact.email],
  phone: (answers) => [answers.contact.mobileNo && parsePhoneNumberFromString(answers.contact.mobileNo)?.number],
  city: (answers) => [answers.contact.city],
  state: (answers) => [answers.contact.state],
  postcode: (answers) => [answers.contact.zipCode],
  country: (answers) => [answers.contact.country],
  school: (answers) => [answers.education.schoolName],
  subject: (answers) => [answers.education.firstMajor, answers.education.firstMajorOther],
  level: (answers) => [answers.education.educationLevel],
} satisfies Record<string, (answers: ResumeAnswers) => (string | undefined)[]>;
export type ScoredField = keyof typeof scoredFields;

/** The expected answers as the reader's answers are shaped. */
export function expectedAnswers(expected: ExpectedAnswers): ResumeAnswers {
  return {
    contact: {
      firstName: expected.firstName,
      lastName: expected.lastName,
      email: expected.email,
      mobileNo: expected.phone,
      city: expected.city,
      ...(expected.state ? { state: expected.state } : {}),
      ...(expected.postcode ? { zipCode: expected.postcode } : {}),
      country: expected.country,
    },
    education: {
      educationLevel: expected.educationLevel,
      schoolName: expected.schoolName,
      firstMajor: expected.firstMajor,
      ...(expected.firstMajorOther ? { firstMajorOther: expected.firstMajorOther } : {}),
    },
  };
}

/** Each field: whether the reading has what the careful reader took (both absent counts as right). */
export function scoreReading(read: ResumeAnswers, expected: ExpectedAnswers): Record<ScoredField, boolean> {
  const wanted = expectedAnswers(expected);
  return Object.fromEntries(
    Object.entries(scoredFields).map(([field, of]) => [field, JSON.stringify(of(read)) === JSON.stringify(of(wanted))]),
  ) as Record<ScoredField, boolean>;
}
