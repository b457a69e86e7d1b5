import { basename } from 'node:path';

/** The stem of a name a browser or a recruiter's system shows: at most this many characters. */
const STEM_LENGTH = 200;

/**
 * The name a resume is stored and sent under: the candidate's own stem, cleaned, always ending in
 * `.pdf`, whatever the upload was called. A file is stored only once judged a PDF, and a PDF/HTML
 * polyglot uploaded as `cv.html` or `Invoice.hta` must not reach a recruiter's disk under a name
 * that opens it as a page or a program.
 */
export function resumeFileName(uploadedAs: string): string {
  const name = basename(uploadedAs.replace(/\\/g, '/'))
    // Control and format characters (a right-to-left override turns `cv‮fdp.exe` round); `"` and
    // the characters Windows refuses in names.
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .replace(/[<>:"|?*]/g, '-')
    .trim();
  // One extension goes (`cv.html` is `cv`); a stem that already says PDF keeps it once.
  const stem = name
    .replace(/\.[^.\s]{1,12}$/, '')
    .replace(/\.pdf$/i, '')
    .replace(/^\.+|\.+$/g, '')
    .trim()
    .slice(0, STEM_LENGTH);
  return `${stem || 'resume'}.pdf`;
}
