import { statusLabels } from '../../shared/application/status';
import { formatDateTime } from '../../shared/time-zone-dates';
import type { ExportedApplication } from './inbox-reads';

/** How the export writes dates and links: the company's TIMEZONE, and PUBLIC_URL when set. */
export interface CsvSettings {
  timeZone: string;
  publicUrl?: string;
}

// Excel reads a CSV file without a byte order mark in the machine's legacy code page, so "Zoë"
// and "José" came out garbled; with it, as UTF-8. Other spreadsheets and csv parsers skip it.
const UTF8_BOM = '\uFEFF';

/**
 * The columns a recruiter sorts and filters on, dates in the company's time zone (named in their
 * headers, so a file passed on cannot be misread as UTC).
 */
function header(timeZone: string): string[] {
  return [
    'Reference',
    `Submitted (${timeZone})`,
    'Job id',
    'Job title',
    'Candidate location',
    'Name',
    'Email',
    'Phone',
    'Status',
    `Status changed (${timeZone})`,
    'Source',
    'Resume',
  ];
}

/**
 * One CSV cell (RFC 4180), safe to open in a spreadsheet: a value that starts like a formula
 * (`=`, `+`, `-`, `@`, tab, carriage return) gets a leading apostrophe, as OWASP advises, so a
 * candidate who names themselves `=HYPERLINK(...)` cannot run anything on a recruiter's machine.
 */
export function csvCell(value: string): string {
  const neutral = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(neutral) ? `"${neutral.replace(/"/g, '""')}"` : neutral;
}

const csvLine = (cells: string[]) => `${cells.map(csvCell).join(',')}\r\n`;

/** The export's lines, header first, page by page: memory holds one page of rows at a time. */
export async function* applicationsCsv(
  pages: AsyncIterable<ExportedApplication[]>,
  settings: CsvSettings,
): AsyncGenerator<string> {
  const { timeZone, publicUrl = '' } = settings;
  yield UTF8_BOM + csvLine(header(timeZone));
  for await (const page of pages) {
    yield page
      .map((row) =>
        csvLine([
          row.reference,
          formatDateTime(row.submittedAt, timeZone),
          row.jobId,
          row.jobTitle,
          row.location,
          row.name,
          row.email,
          row.phone,
          statusLabels[row.status] ?? row.status,
          formatDateTime(row.statusChangedAt, timeZone),
          // utm_source, else ref, else gh_src: empty for a candidate who came directly.
          row.source ?? '',
          // Opens the PDF for a recruiter signed in to the site (the endpoint checks, as for the page).
          row.hasResume ? `${publicUrl}/api/recruiter/applications/${encodeURIComponent(row.id)}/resume` : '',
        ]),
      )
      .join('');
  }
}
