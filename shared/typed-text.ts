// What a person types into a form is stored, shown on pages, written into emails and CSV files and
// sent to the company's ATS. A character nobody can see or type on purpose has no place there:
// a line break in a name adds a line to a plain-text email (`Rao\r\nBcc: …`, and U+2028 and
// U+2029 are line breaks too), a bidi override (U+202E) shows a name or a file name backwards, a
// zero-width space, a soft hyphen, a byte-order mark or a tag character hides in a name that then
// differs from the one a recruiter searches for, a Hangul filler (U+3164) is a letter that shows
// nothing, a NUL is refused by Postgres, and a lone surrogate is not text at all. Joiners (ZWNJ
// U+200C, ZWJ U+200D) stay: Indic scripts spell with them.

/**
 * Control characters (C0, DEL, C1: line breaks, tabs, NUL), format characters (`\p{Cf}`: bidi
 * controls, zero-width spaces, soft hyphens, tags) but the joiners, line and paragraph separators,
 * the Hangul fillers and lone surrogates.
 */
const notInOneLine = /[\p{Cc}\p{Zl}\p{Zp}\p{Cs}\u115F\u1160\u3164\uFFA0]|(?![\u200C\u200D])\p{Cf}/u;
/** The same, less the line breaks and tabs a paragraph may hold. */
const notInParagraphs = /(?![\t\n\r])[\p{Cc}\p{Zl}\p{Zp}\p{Cs}\u115F\u1160\u3164\uFFA0]|(?![\u200C\u200D])\p{Cf}/u;

export const oneLineMessage = 'Please remove line breaks and invisible control characters.';
export const paragraphsMessage = 'Please remove invisible control characters.';

/** Text as stored: one spelling of each character (NFC), so é typed two ways is found as one. */
export const normalizedText = (value: string): string => value.normalize('NFC');

/** Whether `value` is fit for a one-line field (a name, a city, a short answer). */
export const isOneLine = (value: string): boolean => !notInOneLine.test(value);

/** Whether `value` is fit for a field of paragraphs (a long answer, a note). */
export const isParagraphs = (value: string): boolean => !notInParagraphs.test(value);
