import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/storage/storage';
import { emulatorHost } from '../support/auth-emulator';
import { candidate } from '../support/candidate-browser';
import { escapeHtml } from '../support/html-escape';
import { pdfFile } from '../support/one-page-pdf';
import { createTestApp, freshDataDir } from '../support/test-app';
import { silentLogger } from '../support/test-database';

/** The app on its own SQLite file, and how many resumes that file holds (refused before storage: SQLite only). */
async function server(env: Record<string, string> = {}) {
  const DATA_DIR = freshDataDir();
  const { app } = await createTestApp({ env: { DATA_DIR, FIREBASE_AUTH_EMULATOR_HOST: emulatorHost(), ...env } });
  const storedResumes = async () => {
    const { db } = await openDatabase({ DATA_DIR, DATABASE_URL: undefined }, silentLogger);
    try {
      const row = await db
        .selectFrom('resumes')
        .select((select) => select.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow();
      return Number(row.count);
    } finally {
      await db.destroy();
    }
  };
  return { app, storedResumes };
}

const notReadable = (problem: string) =>
  `This file is not a PDF we can read: ${problem}. Please save or print your resume as a new PDF (without a password) and upload that file.`;
const runsScript = (problem: string) =>
  `This PDF runs a script when it is opened: ${problem}. Please print your resume to a new PDF ("Print", then "Save as PDF" leaves scripts out) and upload that file.`;

const refusals: [string, Buffer, number, string, string][] = [
  [
    '%PDF- followed by HTML',
    Buffer.from('%PDF-1.7\n<!doctype html><html><body><script>alert(document.cookie)</script></body></html>\n%%EOF\n'),
    415,
    'not_a_pdf',
    notReadable('its pages cannot be found'),
  ],
  [
    'a PDF cut short',
    pdfFile('Asha Rao').subarray(0, 400),
    415,
    'not_a_pdf',
    notReadable('it is incomplete (its end is missing, as when a download or copy was cut short)'),
  ],
  [
    'an encrypted PDF',
    pdfFile('Asha Rao', { trailer: '/Encrypt << /Filter /Standard /V 1 /R 2 /O <00> /U <00> /P -4 >>' }),
    415,
    'not_a_pdf',
    notReadable('it is encrypted (protected by a password, or against copying or printing)'),
  ],
  [
    'a PDF whose OpenAction runs JavaScript',
    pdfFile('Asha Rao', { catalog: '/OpenAction << /S /JavaScript /JS (app.launchURL("https://evil.example")) >>' }),
    422,
    'pdf_runs_script',
    runsScript('it contains JavaScript'),
  ],
  [
    'a PDF with a Launch action behind a link',
    pdfFile('Asha Rao', {
      page: '/Annots [6 0 R]',
      objects: ['<< /Type /Annot /Subtype /Link /Rect [72 700 200 720] /A << /S /Launch /F (cmd.exe) >> >>'],
    }),
    422,
    'pdf_runs_script',
    runsScript('it can start another program or open another file (a Launch action)'),
  ],
  [
    'a PDF whose page goes to a web address when opened (/AA)',
    pdfFile('Asha Rao', { page: '/AA << /O << /S /URI /URI (https://evil.example) >> >>' }),
    422,
    'pdf_active_content',
    'This PDF does more than show its pages: it runs actions of its own when it, a page or a form field is opened or used. ' +
      'Please print your resume to a new PDF ("Print", then "Save as PDF" keeps only the pages) and upload that file.',
  ],
];

describe('POST /api/application/resume judges the file by parsing it', () => {
  it.each(refusals)('refuses %s with the message, storing nothing', async (_, file, status, code, message) => {
    const { app, storedResumes } = await server();
    const browser = candidate(app);
    const response = await browser.upload(file, 'Asha Rao CV.pdf');
    expect(response.status).toBe(status);
    expect(response.body.error).toEqual({ code, message });
    expect((await browser.draft()).data.resume).toBeNull();
    expect(await storedResumes()).toBe(0);
  });

  it('stores a PDF that opens at its first page (a GoTo OpenAction, as Word writes)', async () => {
    const { app, storedResumes } = await server();
    const browser = candidate(app);
    const word = pdfFile('Asha Rao', { catalog: '/OpenAction [3 0 R /XYZ 0 792 0]' });
    expect((await browser.upload(word, 'Asha Rao CV.pdf')).status).toBe(201);
    expect(await storedResumes()).toBe(1);
  });
});

describe('the Resume step’s upload posted as a form (JavaScript off) judges it as the API does', () => {
  it.each(refusals)('refuses %s with the message on the step’s page', async (_, file, status, _code, message) => {
    const { app, storedResumes } = await server();
    const browser = candidate(app);
    const response = await browser.upload(file, 'Asha Rao CV.pdf', 'resume', '/Resume');
    expect(response.status).toBe(status);
    expect(response.type).toBe('text/html');
    expect(response.text).toContain(escapeHtml(message));
    expect((await browser.draft()).data.resume).toBeNull();
    expect(await storedResumes()).toBe(0);
  });
});

describe('the files one client may have judged', () => {
  // Judging a crafted file takes a worker process up to 3 s: a client may not have it do so without end.
  it('are RESUME_CHECKS_PER_CLIENT_PER_HOUR an hour, good or bad, by the API or the form; past them 429 and nothing judged or stored', async () => {
    const { app, storedResumes } = await server({ RESUME_CHECKS_PER_CLIENT_PER_HOUR: '3' });
    const browser = candidate(app);
    const [, script] = refusals.find(([, , status]) => status === 422)!;
    expect((await browser.upload(script, 'a.pdf')).status).toBe(422);
    expect((await browser.upload(pdfFile('Asha Rao'), 'Asha Rao CV.pdf')).status).toBe(201);
    expect((await browser.upload(script, 'a.pdf', 'resume', '/Resume')).status).toBe(422);
    const refused = await browser.upload(pdfFile('Asha Rao again'), 'Asha Rao CV 2.pdf');
    expect(refused.status).toBe(429);
    expect(refused.body.error).toEqual({
      code: 'too_many_resume_checks',
      message: 'Too many files were uploaded from your network in the last hour. Please try again later.',
    });
    const byForm = await browser.upload(pdfFile('Asha Rao again'), 'Asha Rao CV 2.pdf', 'resume', '/Resume');
    expect(byForm.status).toBe(429);
    expect(byForm.text).toContain('Too many files were uploaded from your network in the last hour.');
    expect((await browser.draft()).data.resume).toMatchObject({ fileName: 'Asha Rao CV.pdf' });
    expect(await storedResumes()).toBe(1);
  });
});
