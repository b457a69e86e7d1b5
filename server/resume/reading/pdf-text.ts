// The text of a PDF with where each piece sits, read with pdf.js (`pdfjs-dist`, Mozilla's reader
// that Firefox shows PDFs with; OpenResume reads resumes with it too): it gives every run of text
// with its position and size, which a resume's layout (columns, a sidebar, a table) is rebuilt
// from. Chosen over pdf-parse (an old pdf.js, unmaintained) and pdf2json (positions only in
// approximate units): pdf.js is maintained with the browser, and reads what Chromium, LibreOffice
// and Word write. It runs only in a resume worker process (../resume-worker.ts), never on the
// thread that serves pages.

/** One run of text, in points from the page's top left. */
export interface TextRun {
  text: string;
  page: number;
  x: number;
  /** The baseline, from the top of the page. */
  y: number;
  width: number;
  /** The font's size in points. */
  size: number;
}

export interface PdfText {
  runs: TextRun[];
  /** The pages read (at most MAX_PAGES, whatever the file says it has). */
  pages: number;
}

/** The pages read: a resume's contact and education are on its first pages. */
const MAX_PAGES = 4;
/** Runs kept in all: a resume has a few thousand at most. */
const MAX_RUNS = 20_000;

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');
let pdfjs: Promise<PdfJs> | undefined;

/**
 * pdf.js with its parser on this thread (its "fake worker"): the parser's module is imported here
 * and handed over as `globalThis.pdfjsWorker`, where pdf.js looks first, rather than found by pdf.js
 * beside its own file, which the server's bundle does not keep.
 */
async function loadPdfJs(): Promise<PdfJs> {
  const [library, parser] = await Promise.all([
    import('pdfjs-dist/legacy/build/pdf.mjs'),
    import('pdfjs-dist/legacy/build/pdf.worker.mjs'),
  ]);
  (globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = parser;
  return library;
}

/** pdf.js, loaded once per worker process (the legacy build runs on Node without a DOM). */
export function pdfJsLoaded(): Promise<PdfJs> {
  pdfjs ??= loadPdfJs();
  return pdfjs;
}

/** The runs of text of the PDF's first pages; none for a PDF of pictures (a scan). */
export async function pdfText(bytes: Uint8Array): Promise<PdfText> {
  const { getDocument } = await pdfJsLoaded();
  const document = await getDocument({
    data: bytes,
    // No code generated from the file's fonts, no fonts installed, no network: text only.
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    stopAtErrors: false,
    verbosity: 0,
  }).promise;
  try {
    const runs: TextRun[] = [];
    const pages = Math.min(document.numPages, MAX_PAGES);
    for (let number = 1; number <= pages && runs.length < MAX_RUNS; number++) {
      const page = await document.getPage(number);
      const [, , , height] = page.view;
      const content = await page.getTextContent();
      for (const item of content.items) {
        if (runs.length >= MAX_RUNS) break;
        if (!('str' in item) || item.str.trim() === '') continue;
        const [a, b, , , x, y] = item.transform as number[];
        const size = Math.hypot(a ?? 0, b ?? 0);
        // Rotated text (a margin's vertical label) is not part of the reading.
        if (Math.abs(b ?? 0) > 0.01 || size <= 0) continue;
        runs.push({ text: item.str, page: number, x: x ?? 0, y: (height ?? 842) - (y ?? 0), width: item.width, size });
      }
      page.cleanup();
    }
    return { runs, pages };
  } finally {
    await document.destroy();
  }
}
