// The time to judge an uploaded resume by parsing it (server/application/resume-pdf-judge.ts):
// ordinary files, and files crafted to make the parser work as hard as 5 MB allows.
//   npx tsx bench/resume-pdf-judge.ts
import { readFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import { PDFDocument, StandardFonts } from '@cantoo/pdf-lib';
import { MAX_RESUME_BYTES } from '../shared/application/requisition';
import { judgeResumePdf } from '../server/resume/resume-pdf-judge';
import { paddedPdf, pdfFile } from '../tests/support/one-page-pdf';
import { machineDescription, median, round } from './support';

/** One object stream holding `count` small dictionaries (a catalog and its page among them), deflated. */
function manyPackedObjects(count: number): Buffer {
  const bodies = Array.from({ length: count }, (_, index) => `<< /Type /Annot /Subtype /Text /N ${index} >>`);
  bodies[0] = '<< /Type /Catalog /Pages 2 0 R >>';
  bodies[1] = '<< /Type /Pages /Kids [3 0 R] /Count 1 >>';
  bodies[2] = '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>';
  let offsets = '';
  let objects = '';
  bodies.forEach((body, index) => {
    offsets += `${index + 1} ${objects.length} `;
    objects += `${body}\n`;
  });
  const packed = deflateSync(Buffer.from(offsets + objects));
  return Buffer.concat([
    Buffer.from(`%PDF-1.7\n${count + 1} 0 obj\n`),
    Buffer.from(
      `<< /Type /ObjStm /N ${count} /First ${offsets.length} /Filter /FlateDecode /Length ${packed.length} >>\n`,
    ),
    Buffer.from('stream\n'),
    packed,
    Buffer.from('\nendstream\nendobj\ntrailer\n<< /Root 1 0 R >>\nstartxref\n0\n%%EOF\n'),
  ]);
}

/** Small indirect objects, uncompressed, as many as fit in 5 MB with their cross-reference table. */
function manyPlainObjects(): Buffer {
  return pdfFile('Asha Rao', { objects: Array.from({ length: 95_000 }, (_, index) => `<< /N ${index} >>`) });
}

/** An array nested as deep as 5 MB goes. */
function deepArray(): Buffer {
  const depth = (MAX_RESUME_BYTES - 1_000) / 2;
  return pdfFile('Asha Rao', { objects: ['['.repeat(depth) + ']'.repeat(depth)] });
}

/** A 2 MB object stream that would inflate to 2 GB. */
function deflateBomb(): Buffer {
  const packed = deflateSync(Buffer.alloc(2 * 1024 * 1024 * 1024 - 1, 0x20));
  return Buffer.concat([
    Buffer.from(`%PDF-1.7\n1 0 obj\n<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${packed.length} >>\n`),
    Buffer.from('stream\n'),
    packed,
    Buffer.from('\nendstream\nendobj\ntrailer\n<< /Root 1 0 R >>\nstartxref\n0\n%%EOF\n'),
  ]);
}

async function packedOnePage(): Promise<Buffer> {
  const document = await PDFDocument.create();
  document.addPage().drawText('Asha Rao', { font: await document.embedFont(StandardFonts.Helvetica) });
  return Buffer.from(await document.save());
}

async function timed(file: Buffer, runs: number) {
  const times: number[] = [];
  let verdict = '';
  for (let run = 0; run < runs; run++) {
    const start = performance.now();
    const judged = await judgeResumePdf(file);
    times.push(performance.now() - start);
    verdict = judged.ok ? 'taken' : `${judged.reason}: ${judged.problem}`;
  }
  return { ms: round(median(times), 1), max: round(Math.max(...times), 1), verdict };
}

export async function resumePdfJudge(): Promise<string> {
  const files: [string, Buffer | Promise<Buffer>, number][] = [
    ['1 page printed by Chromium (15 KB)', readFileSync('tests/fixtures/resumes/chrome-print.pdf'), 50],
    ['1 page, object streams (pdf-lib)', packedOnePage(), 50],
    ['5 MB, one page padded', paddedPdf('Asha Rao', MAX_RESUME_BYTES), 20],
    ['5 MB of 95,000 small objects', manyPlainObjects(), 5],
    ['5 MB, one array nested 2.6 million deep', deepArray(), 5],
    ['object stream of 200,000 objects (9 MB inflated)', manyPackedObjects(200_000), 5],
    ['2 MB object stream inflating to 2 GB', deflateBomb(), 5],
  ];
  await judgeResumePdf(pdfFile('warm-up'));
  const rows: string[] = [];
  for (const [name, file, runs] of files) {
    const bytes = await file;
    const { ms, max, verdict } = await timed(bytes, runs);
    rows.push(`| ${name} | ${round(bytes.length / 1024)} | ${ms} | ${max} | ${verdict} |`);
  }
  return [
    `### Judging a resume by parsing it (\`bench/resume-pdf-judge.ts\`), ${new Date().toISOString().slice(0, 10)}`,
    '',
    `Machine: ${machineDescription()}. Median and slowest of the runs, after one warm-up of the parser.`,
    '',
    '| file | KB | median ms | slowest ms | verdict |',
    '|---|---:|---:|---:|---|',
    ...rows,
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(await resumePdfJudge());
