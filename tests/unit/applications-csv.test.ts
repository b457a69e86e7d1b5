import { describe, expect, it } from 'vitest';
import { applicationsCsv, csvCell } from '../../server/recruiter/applications-csv';
import type { ApplicationSummary } from '../../shared/application/status';

describe('a cell of the CSV export', () => {
  it.each([
    ['=HYPERLINK("http://evil.example")', `"'=HYPERLINK(""http://evil.example"")"`],
    ['+SUM(A1:A9)', "'+SUM(A1:A9)"],
    ['-2+3', "'-2+3"],
    ['@cmd', "'@cmd"],
    ['\tTabbed', "'\tTabbed"],
    ['\rReturned', `"'\rReturned"`],
  ])('neutralises %j, which a spreadsheet would run as a formula', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it.each([
    ['Mei Lin', 'Mei Lin'],
    ['Lin, Mei', '"Lin, Mei"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['mei-lin@example.com', 'mei-lin@example.com'],
  ])('writes %j as RFC 4180 asks', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });
});

describe('the CSV export', () => {
  it('is a header, then one line per application, page by page, with CRLF line ends', async () => {
    const row = (reference: string): ApplicationSummary => ({
      id: reference,
      reference,
      jobId: 'R-1',
      jobTitle: 'Night Nurse, ICU',
      name: 'Mei Lin',
      email: 'mei@example.com',
      status: 'in_review',
      submittedAt: '2026-11-23T10:00:00.000Z',
    });
    async function* pages() {
      yield [row('MDN-A'), row('MDN-B')];
      yield [row('MDN-C')];
    }
    let csv = '';
    for await (const chunk of applicationsCsv(pages())) csv += chunk;
    expect(csv.split('\r\n')).toEqual([
      'Reference,Submitted (UTC),Job,Job title,Name,Email,Status',
      'MDN-A,2026-11-23T10:00:00.000Z,R-1,"Night Nurse, ICU",Mei Lin,mei@example.com,In review',
      'MDN-B,2026-11-23T10:00:00.000Z,R-1,"Night Nurse, ICU",Mei Lin,mei@example.com,In review',
      'MDN-C,2026-11-23T10:00:00.000Z,R-1,"Night Nurse, ICU",Mei Lin,mei@example.com,In review',
      '',
    ]);
  });
});
