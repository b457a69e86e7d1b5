import { describe, expect, it } from 'vitest';
import { applicationsCsv, type CsvSettings, csvCell } from '../../server/recruiter/applications-csv';
import type { ExportedApplication } from '../../server/recruiter/inbox-reads';

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
  const row = (reference: string, overrides: Partial<ExportedApplication> = {}): ExportedApplication => ({
    id: `id-${reference}`,
    reference,
    jobId: 'R-1',
    jobTitle: 'Night Nurse, ICU',
    name: 'Mei Lin',
    email: 'mei@example.com',
    city: 'Pune',
    phone: '+919876543210',
    location: 'Pune, Maharashtra, India',
    status: 'in_review',
    submittedAt: '2026-11-23T10:00:00.000Z',
    statusChangedAt: '2026-11-25T09:00:00.000Z',
    hasResume: true,
    source: null,
    ...overrides,
  });

  async function csvOf(pages: ExportedApplication[][], settings: CsvSettings): Promise<string> {
    let csv = '';
    for await (const chunk of applicationsCsv(
      (async function* () {
        yield* pages;
      })(),
      settings,
    ))
      csv += chunk;
    return csv;
  }

  it('is a BOM and a header, then one line per application, page by page, with CRLF line ends', async () => {
    const csv = await csvOf([[row('MDN-A'), row('MDN-B', { hasResume: false, source: 'linkedin' })], [row('MDN-C')]], {
      timeZone: 'Asia/Kolkata',
      publicUrl: 'https://careers.example.com',
    });
    expect(csv.split('\r\n')).toEqual([
      '\uFEFFReference,Submitted (Asia/Kolkata),Job id,Job title,Candidate location,Name,Email,Phone,Status,Status changed (Asia/Kolkata),Source,Resume',
      'MDN-A,2026-11-23 15:30,R-1,"Night Nurse, ICU","Pune, Maharashtra, India",Mei Lin,mei@example.com,\'+919876543210,In review,2026-11-25 14:30,,https://careers.example.com/api/recruiter/applications/id-MDN-A/resume',
      'MDN-B,2026-11-23 15:30,R-1,"Night Nurse, ICU","Pune, Maharashtra, India",Mei Lin,mei@example.com,\'+919876543210,In review,2026-11-25 14:30,linkedin,',
      'MDN-C,2026-11-23 15:30,R-1,"Night Nurse, ICU","Pune, Maharashtra, India",Mei Lin,mei@example.com,\'+919876543210,In review,2026-11-25 14:30,,https://careers.example.com/api/recruiter/applications/id-MDN-C/resume',
      '',
    ]);
  });

  it('links resumes by path without PUBLIC_URL, and writes UTC when that is the zone', async () => {
    const [, line] = (await csvOf([[row('MDN-A', { phone: '61412345678' })]], { timeZone: 'UTC' })).split('\r\n');
    expect(line).toBe(
      'MDN-A,2026-11-23 10:00,R-1,"Night Nurse, ICU","Pune, Maharashtra, India",Mei Lin,mei@example.com,61412345678,In review,2026-11-25 09:00,,/api/recruiter/applications/id-MDN-A/resume',
    );
  });

  it('neutralises formulas in every column a candidate writes', async () => {
    const [, line] = (
      await csvOf([[row('MDN-A', { name: '=1+1', location: '@SUM(A1)', phone: '-5', source: '-x' })]], {
        timeZone: 'UTC',
      })
    ).split('\r\n');
    expect(line).toContain(",'@SUM(A1),'=1+1,mei@example.com,'-5,");
    expect(line).toContain(",'-x,");
  });
});
