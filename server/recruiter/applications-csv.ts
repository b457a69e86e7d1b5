import type { ApplicationSummary } from '../../shared/application/status';
import { statusLabels } from '../../shared/application/status';

// `Job` is the job's id, as earlier exports had it (spreadsheets read columns by name); `Job title` is
// the title the candidate applied to, recorded with the application.
const header = ['Reference', 'Submitted (UTC)', 'Job', 'Job title', 'Name', 'Email', 'Status'];

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
export async function* applicationsCsv(pages: AsyncIterable<ApplicationSummary[]>): AsyncGenerator<string> {
  yield csvLine(header);
  for await (const page of pages) {
    yield page
      .map((row) =>
        csvLine([
          row.reference,
          row.submittedAt,
          row.jobId,
          row.jobTitle,
          row.name,
          row.email,
          statusLabels[row.status] ?? row.status,
        ]),
      )
      .join('');
  }
}
