import { basename } from 'node:path';

/** The stem of a name a browser or a recruiter's system shows: at most this many characters. */
const STEM_LENGTH = 200;

/**
 * The extensions that end a name, and are taken off it: a document's, a page's or a program's.
 * Only these: in `Asha.Rao` or `CV v2.1` the dot is part of the candidate's own name.
 */
const EXTENSION =
  /\.(pdf|html?|xhtml|mht|mhtml|hta|svg|xml|js|mjs|exe|com|bat|cmd|scr|msi|ps1|vbs|wsf|jar|docx?|odt|rtf|txt|pages|png|jpe?g|gif|zip)$/i;

/**
 * The name a resume is stored and sent under: the candidate's own stem, cleaned, always ending in
 * `.pdf`, whatever the upload was called. A file is stored only once judged a PDF, and a PDF/HTML
 * polyglot uploaded as `cv.html` or `Invoice.hta` must not reach a recruiter's disk under a name
 * that opens it as a page or a program.
 */
export function resumeFileName(uploadedAs: string): string {
  let stem = basename(uploadedAs.replace(/\\/g, '/'))
    // Control and format characters (a right-to-left override turns `cv‮fdp.exe` round); `"` and
    // the characters Windows refuses in names.
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .replace(/[<>:"|?*]/g, '-')
    .trim();
  // `Invoice.pdf.hta` is `Invoice`, as `cv.html` is `cv`.
  while (EXTENSION.test(stem)) stem = stem.replace(EXTENSION, '');
  // Cut by characters, not UTF-16 units: half an emoji would be no text at all.
  stem = Array.from(stem.replace(/^\.+|\.+$/g, '').trim())
    .slice(0, STEM_LENGTH)
    .join('');
  return `${stem || 'resume'}.pdf`;
}
