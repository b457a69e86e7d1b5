import { readContact } from './contact-reading';
import { readEducation } from './education-reading';
import { readingOrder } from './page-layout';
import { pdfText } from './pdf-text';

export { pdfJsLoaded as readerLoaded } from './pdf-text';
import { answersOf, type ResumeAnswers } from './resume-answers';

// A resume read for the wizard's contact and education steps. Runs in a resume worker process
// (../resume-worker.ts), bounded in time and memory as the judging is; what it reads is never logged.

export type ResumeReading =
  | { readable: true; answers: ResumeAnswers }
  /** No text (a scan), or too little to be a resume's. */
  | { readable: false; reason: 'no_text' }
  /** The reader could not follow it, or it passed the reading's bounds (resume-workers.ts). */
  | { readable: false; reason: 'unreadable' };

/** Fewer characters than this is a scan's stray text, not a resume. */
const MIN_TEXT_CHARACTERS = 40;

/** The answers `bytes`' resume gives a company in `companyCountry` (which reads a phone without its country code). */
export async function readResume(bytes: Uint8Array, companyCountry: string): Promise<ResumeReading> {
  const text = await pdfText(bytes);
  const characters = text.runs.reduce((sum, run) => sum + run.text.trim().length, 0);
  if (characters < MIN_TEXT_CHARACTERS) return { readable: false, reason: 'no_text' };
  const lines = readingOrder(text);
  return {
    readable: true,
    answers: answersOf(readContact(lines, companyCountry), readEducation(lines), companyCountry),
  };
}
