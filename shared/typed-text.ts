// What a person types into a form is stored, shown on pages, written into emails and CSV files and
// sent to the company's ATS. A character nobody can see or type on purpose has no place there:
// a line break in a name adds a line to a plain-text email (`Rao\r\nBcc: …`), a bidi override
// (U+202E) shows a name or a file name backwards, a NUL is refused by Postgres, and a lone
// surrogate is not text at all. Joiners (U+200C, U+200D) stay: Indic scripts spell with them.

/** Control characters (C0, DEL, C1: line breaks, tabs, NUL), bidi controls and lone surrogates. */
const notInOneLine = /[\p{Cc}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069\p{Cs}]/u;
/** The same, less the line breaks and tabs a paragraph may hold. */
const notInParagraphs = /(?![\t\n\r])[\p{Cc}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069\p{Cs}]/u;

export const oneLineMessage = 'Please remove line breaks and invisible control characters.';
export const paragraphsMessage = 'Please remove invisible control characters.';

/** Text as stored: one spelling of each character (NFC), so é typed two ways is found as one. */
export const normalizedText = (value: string): string => value.normalize('NFC');

/** Whether `value` is fit for a one-line field (a name, a city, a short answer). */
export const isOneLine = (value: string): boolean => !notInOneLine.test(value);

/** Whether `value` is fit for a field of paragraphs (a long answer, a note). */
export const isParagraphs = (value: string): boolean => !notInParagraphs.test(value);
