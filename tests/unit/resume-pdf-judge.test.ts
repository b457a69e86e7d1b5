import { readdirSync, readFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import { PDFDocument, PDFName, PDFString, StandardFonts } from '@cantoo/pdf-lib';
import { describe, expect, it } from 'vitest';
import { MAX_RESUME_BYTES } from '../../shared/application/requisition';
import { PDF_PARSE_BUDGET } from '../../server/resume/bounded-pdf-parser';
import { PROBLEMS } from '../../server/resume/pdf-problems';
import { judgeResumePdf } from '../../server/resume/resume-pdf-judge';
import { type CraftedPdf, craftedPdfs } from '../support/crafted-pdfs';
import { paddedPdf, pdfFile } from '../support/one-page-pdf';

/** A resume as PDF writers save it since PDF 1.5: objects packed in object streams, a cross-reference stream. */
async function packedPdf(change: (document: PDFDocument) => void = () => {}): Promise<Buffer> {
  const document = await PDFDocument.create();
  const page = document.addPage();
  page.drawText('Asha Rao', { font: await document.embedFont(StandardFonts.Helvetica), x: 72, y: 720 });
  change(document);
  return Buffer.from(await document.save({ useObjectStreams: true }));
}

/** An object stream whose contents inflate to `megabytes` of white space before a catalog. */
function inflatingPdf(megabytes: number): Buffer {
  const packed = deflateSync(
    Buffer.concat([
      Buffer.from('1 0 '),
      Buffer.alloc(Math.round(megabytes * 1024 * 1024), 0x20),
      Buffer.from('<< /Type /Catalog >>'),
    ]),
  );
  return Buffer.concat([
    Buffer.from(`%PDF-1.7\n5 0 obj\n<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${packed.length} >>\n`),
    Buffer.from('stream\n'),
    packed,
    Buffer.from('\nendstream\nendobj\ntrailer\n<< /Root 1 0 R >>\nstartxref\n0\n%%EOF\n'),
  ]);
}

/** A one-page PDF with an object stream of one object (`8 0 …`), its dictionary's entries `entries`. */
function packedStreamPdf(packedObject: string, entries: string, wrongChecksum = false): Buffer {
  const packed = deflateSync(Buffer.from(packedObject, 'latin1'));
  if (wrongChecksum) packed[packed.length - 1] = packed[packed.length - 1]! ^ 0xff;
  const dictionary = `<< ${entries} /N 1 /First 4 /Filter /FlateDecode /Length ${packed.length} >>`;
  return pdfFile('Asha Rao', { objects: [`${dictionary}\nstream\n${packed.toString('latin1')}\nendstream`] });
}

const linkTo = (action: string) => ({
  page: '/Annots [6 0 R]',
  objects: [`<< /Type /Annot /Subtype /Link /Rect [72 700 200 720] /A ${action} >>`],
});

describe('judging an uploaded resume by parsing it', () => {
  it.each<[string, () => Buffer | Promise<Buffer>]>([
    ['a one-page PDF with a classic cross-reference table', () => pdfFile('Asha Rao')],
    [
      'a PDF that opens at its first page (a GoTo OpenAction, as Word writes)',
      () => pdfFile('Asha Rao', { catalog: '/OpenAction [3 0 R /XYZ 0 792 0]' }),
    ],
    [
      'a PDF whose OpenAction is a GoTo action',
      () => pdfFile('Asha Rao', { catalog: '/OpenAction << /S /GoTo /D [3 0 R /Fit] >>' }),
    ],
    [
      'a PDF with a link to a web page',
      () => pdfFile('Asha Rao', linkTo('<< /S /URI /URI (https://example.com/asha) >>')),
    ],
    ['a PDF of object streams and a cross-reference stream', () => packedPdf()],
    [
      'a page printed to PDF by Chromium (Skia, as Chrome and Google Docs write them)',
      () => readFileSync('tests/fixtures/resumes/chrome-print.pdf'),
    ],
    ['a PDF of 5 MB', () => paddedPdf('Asha Rao', MAX_RESUME_BYTES)],
  ])('takes %s', async (_, file) => {
    expect(await judgeResumePdf(await file())).toEqual({ ok: true });
  });

  it.each<[string, () => Buffer | Promise<Buffer>, string]>([
    ['a text file', () => Buffer.from('Asha Rao, software engineer\n'), 'it does not begin as a PDF does'],
    [
      '%PDF- followed by HTML',
      () => Buffer.from('%PDF-1.4\n<html><body><script>alert(1)</script></body></html>\n%%EOF\n'),
      'its pages cannot be found',
    ],
    ['a PDF cut short', () => pdfFile('Asha Rao').subarray(0, 400), 'it is incomplete'],
    [
      'a PDF whose middle is missing',
      () => {
        const whole = pdfFile('Asha Rao');
        return Buffer.concat([whole.subarray(0, 150), whole.subarray(-200)]);
      },
      'some of its pages are missing',
    ],
    [
      'a PDF without pages',
      () => {
        const file = pdfFile('Asha Rao').toString('latin1').replace('/Kids [3 0 R] /Count 1', '/Kids [] /Count 0 ');
        return Buffer.from(file, 'latin1');
      },
      'its pages cannot be found',
    ],
    [
      'a PDF whose page tree points at nothing',
      () => {
        const file = pdfFile('Asha Rao').toString('latin1').replace('/Kids [3 0 R]', '/Kids [9 0 R]');
        return Buffer.from(file, 'latin1');
      },
      'some of its pages are missing',
    ],
    [
      'an encrypted PDF (classic trailer)',
      () => pdfFile('Asha Rao', { trailer: '/Encrypt << /Filter /Standard /V 1 /R 2 /O <00> /U <00> /P -4 >>' }),
      'it is encrypted',
    ],
    [
      'an encrypted PDF (cross-reference stream)',
      () => packedPdf((document) => document.encrypt({ userPassword: '', ownerPassword: 'owner' })),
      'it is encrypted',
    ],
    [
      'an object stream that inflates past the bound of one stream',
      () => inflatingPdf(PDF_PARSE_BUDGET.streamBytes / 1024 / 1024 + 1),
      'one of its parts unpacks to more than 2 MB',
    ],
  ])('refuses %s as not a PDF it can read', async (_, file, problem) => {
    const judged = await judgeResumePdf(await file());
    expect(judged).toMatchObject({ ok: false, reason: 'not_a_pdf' });
    expect(judged.ok || judged.problem).toContain(problem);
  });

  // Budgets smaller than the server's, so that each test reaches one limit and no other.
  it('refuses a PDF of more objects than its budget', async () => {
    const file = pdfFile('Asha Rao', { objects: Array.from({ length: 100 }, () => 'null') });
    const budget = { ...PDF_PARSE_BUDGET, objects: 100, milliseconds: 60_000 };
    expect(await judgeResumePdf(file, budget)).toEqual({
      ok: false,
      reason: 'not_a_pdf',
      problem: 'it is made of more than 100 parts',
    });
  });

  it("refuses a PDF whose object streams together inflate past the file's budget", async () => {
    const budget = { ...PDF_PARSE_BUDGET, inflatedBytes: 1024 * 1024 };
    expect(await judgeResumePdf(inflatingPdf(1.5), budget)).toEqual({
      ok: false,
      reason: 'not_a_pdf',
      problem: 'its contents unpack to more than 1 MB of structure',
    });
  });

  it('refuses a PDF that takes longer to read than its budget', async () => {
    const budget = { ...PDF_PARSE_BUDGET, milliseconds: -1 };
    expect(await judgeResumePdf(pdfFile('Asha Rao'), budget)).toEqual({
      ok: false,
      reason: 'not_a_pdf',
      problem: 'it takes too long to read',
    });
  });

  const javaScript = 'it contains JavaScript';
  const launch = 'it can start another program or open another file (a Launch action)';
  it.each<[string, () => Buffer | Promise<Buffer>, string]>([
    [
      'JavaScript as its OpenAction',
      () => pdfFile('Asha Rao', { catalog: '/OpenAction << /S /JavaScript /JS (app.alert(1)) >>' }),
      javaScript,
    ],
    [
      'a Launch action as its OpenAction',
      () => pdfFile('Asha Rao', { catalog: '/OpenAction << /S /Launch /F (cmd.exe) >>' }),
      launch,
    ],
    [
      'a /Names JavaScript tree',
      () =>
        pdfFile('Asha Rao', {
          catalog: '/Names << /JavaScript 6 0 R >>',
          objects: ['<< /Names [(startup) 7 0 R] >>', '<< /S /JavaScript /JS (app.alert(1)) >>'],
        }),
      javaScript,
    ],
    ['a Launch action behind a link', () => pdfFile('Asha Rao', linkTo('<< /S /Launch /F (calc.exe) >>')), launch],
    ['JavaScript behind a link', () => pdfFile('Asha Rao', linkTo('<< /S /JavaScript /JS 7 0 R >>')), javaScript],
    [
      '/JS written with escapes (/#4a#53), its action unnamed',
      () => pdfFile('Asha Rao', { catalog: '/OpenAction << /#4a#53 (app.alert(1)) >>' }),
      javaScript,
    ],
    [
      '/JavaScript written with escapes (/J#61va#53cript)',
      () => pdfFile('Asha Rao', { catalog: '/OpenAction << /S /J#61va#53cript >>' }),
      javaScript,
    ],
    [
      '/JavaScript as an object of its own (/S 6 0 R)',
      () => pdfFile('Asha Rao', { catalog: '/OpenAction << /S 6 0 R >>', objects: ['/JavaScript'] }),
      javaScript,
    ],
    [
      'JavaScript inside an object stream',
      () =>
        packedPdf((document) =>
          document.catalog.set(
            PDFName.of('OpenAction'),
            document.context.obj({ S: 'JavaScript', JS: PDFString.of('app.alert(1)') }),
          ),
        ),
      javaScript,
    ],
    [
      'JavaScript in an object a later revision of the file replaces',
      () => {
        const file = pdfFile('Asha Rao', { objects: ['<< /S /JavaScript /JS (app.alert(1)) >>'] });
        return Buffer.concat([file, Buffer.from('6 0 obj\nnull\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n')]);
      },
      javaScript,
    ],
  ])('refuses a PDF with %s as running a script', async (_, file, problem) => {
    expect(await judgeResumePdf(await file())).toEqual({ ok: false, reason: 'pdf_runs_script', problem });
  });
});

describe('a resume is a document to read', () => {
  const refusal = (reason: string, problem: string) => ({ ok: false, reason, problem });
  const active = (problem: string) => refusal('pdf_active_content', problem);

  it.each<[string, () => Buffer, ReturnType<typeof refusal>]>([
    [
      'additional actions on the catalog (/AA)',
      () => pdfFile('Asha Rao', { catalog: '/AA << /WC << /S /URI /URI (https://example.com) >> >>' }),
      active(PROBLEMS.additionalActions),
    ],
    [
      'additional actions on a page, even going to a page (/AA /O)',
      () => pdfFile('Asha Rao', { page: '/AA << /O << /S /GoTo /D [3 0 R /Fit] >> >>' }),
      active(PROBLEMS.additionalActions),
    ],
    [
      'a link to a file on a network share',
      () => pdfFile('Asha Rao', linkTo('<< /S /URI /URI (file://evil.example/share/cv.pdf) >>')),
      active(PROBLEMS.linkScheme),
    ],
    [
      'a named action behind a link (/Named /Print)',
      () => pdfFile('Asha Rao', linkTo('<< /S /Named /N /Print >>')),
      active(PROBLEMS.action('Named')),
    ],
    [
      'a web address behind a link that chains another action (/Next)',
      () =>
        pdfFile(
          'Asha Rao',
          linkTo('<< /S /URI /URI (https://example.com) /Next << /S /URI /URI (https://evil.example) >> >>'),
        ),
      active(PROBLEMS.webAddress),
    ],
    [
      'a web address whose action type is an object of its own (/S 6 0 R)',
      () =>
        pdfFile('Asha Rao', {
          catalog: '/OpenAction << /S 6 0 R /URI (https://evil.example) >>',
          objects: ['/URI'],
        }),
      active(PROBLEMS.actionByReference),
    ],
    [
      "a link's web address that its OpenAction names too (opened by itself)",
      () =>
        pdfFile('Asha Rao', {
          catalog: '/OpenAction 7 0 R',
          page: '/Annots [6 0 R]',
          objects: [
            '<< /Type /Annot /Subtype /Link /Rect [72 700 200 720] /A 7 0 R >>',
            '<< /S /URI /URI (https://evil.example) >>',
          ],
        }),
      active(PROBLEMS.webAddress),
    ],
    [
      'a script object written inside the contents of another stream, where the cross-reference points',
      () => {
        const hidden = '7 0 obj\n<< /S /JavaScript /JS (1) >>\nendobj\n';
        return pdfFile('Asha Rao', {
          catalog: '/OpenAction 7 0 R',
          objects: [`<< /Length ${hidden.length} >>\nstream\n${hidden}endstream`],
        });
      },
      refusal('not_a_pdf', PROBLEMS.hiddenObjects),
    ],
    [
      'an object stream whose objects are packed with a predictor (which pdf-lib does not undo)',
      () => packedStreamPdf('1 0 << /S /JavaScript >>', '/Type /ObjStm /DecodeParms << /Predictor 12 /Columns 4 >>'),
      refusal('not_a_pdf', PROBLEMS.packedUnreadably),
    ],
    [
      'an object stream without /Type /ObjStm holding an XFA form',
      () => packedStreamPdf('8 0 << /XFA 9 0 R >>', ''),
      active(PROBLEMS.xfa),
    ],
    [
      'an object stream whose checksum is wrong (zlib stops, viewers read on)',
      () => packedStreamPdf('8 0 << /XFA 9 0 R >>', '/Type /ObjStm', true),
      refusal('not_a_pdf', PROBLEMS.packedUnreadably),
    ],
  ])('refuses %s', async (_, file, refused) => {
    expect(await judgeResumePdf(file())).toEqual(refused);
  });

  it.each<[string, Parameters<typeof pdfFile>[1]]>([
    ['in a string', { catalog: '/Lang (en /JS /AA) /PageLabels << /Nums [0 << /P (\\(/XFA\\)) >>] >>' }],
    ['in a hex string', { catalog: '/Lang <2F4A53>' }],
    ['in a comment', { catalog: '% /JavaScript /EmbeddedFiles\n' }],
  ])('takes a PDF with the names of what it refuses written %s', async (_, parts) => {
    const text = 'Node/JS developer, /AA and /XFA forms';
    expect(await judgeResumePdf(pdfFile(text, parts))).toEqual({ ok: true });
  });

  it('takes a link to an email address and a phone number', async () => {
    const links = ['<< /S /URI /URI (mailto:asha@example.com) >>', '<< /S /URI /URI (tel:+919876543210) >>'];
    for (const link of links) expect(await judgeResumePdf(pdfFile('Asha Rao', linkTo(link)))).toEqual({ ok: true });
  });
});

describe("the probe's crafted files (tests/fixtures/crafted-pdfs, made by npm run crafted-pdfs)", () => {
  const fixture = (name: CraftedPdf) => readFileSync(`tests/fixtures/crafted-pdfs/${name}.pdf`);

  it('are the files tests/support/crafted-pdfs.ts makes', () => {
    const names = Object.keys(craftedPdfs) as CraftedPdf[];
    expect(readdirSync('tests/fixtures/crafted-pdfs').sort()).toEqual(names.map((name) => `${name}.pdf`).sort());
    for (const name of names) expect(fixture(name).equals(craftedPdfs[name]()), name).toBe(true);
  });

  it.each<[CraftedPdf, string, string]>([
    ['array-of-numbers', 'not_a_pdf', PROBLEMS.streamInflatesTooMuch(PDF_PARSE_BUDGET)],
    ['array-of-dictionaries', 'not_a_pdf', PROBLEMS.streamInflatesTooMuch(PDF_PARSE_BUDGET)],
    ['xfa-form-script', 'pdf_active_content', PROBLEMS.xfa],
    ['xfa-form-script-deflated', 'pdf_active_content', PROBLEMS.xfa],
    ['open-submit-form', 'pdf_active_content', PROBLEMS.submitForm],
    ['open-go-to-network-share', 'pdf_active_content', PROBLEMS.otherDocument],
    ['open-import-data', 'pdf_active_content', PROBLEMS.importData],
    ['open-web-address', 'pdf_active_content', PROBLEMS.webAddress],
    ['widget-additional-action', 'pdf_active_content', PROBLEMS.additionalActions],
    ['embedded-exe', 'pdf_active_content', PROBLEMS.embeddedFiles],
    ['script-in-skipped-object', 'pdf_runs_script', PROBLEMS.javaScript],
    ['script-in-object-stream', 'pdf_runs_script', PROBLEMS.javaScript],
    ['script-name-escaped', 'pdf_runs_script', PROBLEMS.javaScript],
    ['script-after-end-of-file', 'pdf_runs_script', PROBLEMS.javaScript],
  ])('refuses %s', async (name, reason, problem) => {
    expect(await judgeResumePdf(fixture(name))).toEqual({ ok: false, reason, problem });
  });

  it('takes the PDF/HTML polyglot: a PDF (its name and type are made safe where it is stored)', async () => {
    expect(await judgeResumePdf(fixture('pdf-html-polyglot'))).toEqual({ ok: true });
  });
});
