import { PDFArray, type PDFContext, PDFDict, PDFName, type PDFObject, PDFRawStream, PDFRef } from '@cantoo/pdf-lib';
import { parsePdfWithinBudget, PDF_PARSE_BUDGET, type PdfParseBudget } from './bounded-pdf-parser';

/**
 * Whether an uploaded resume may be stored and sent on to the company's ATS, judged by parsing it:
 * a PDF that a recruiter can open (a catalog and its pages, complete, not encrypted) and that runs
 * nothing of its own. `problem` completes the refusal's sentence (application-refusals.ts).
 */
export type PdfJudgement =
  | { ok: true }
  | { ok: false; reason: 'not_a_pdf'; problem: string }
  | { ok: false; reason: 'pdf_runs_script'; problem: string };

const notAPdf = (problem: string) => ({ ok: false, reason: 'not_a_pdf', problem }) as const;
const runsScript = (problem: string) => ({ ok: false, reason: 'pdf_runs_script', problem }) as const;

/** Viewers look for the end-of-file marker in the last kilobyte (PDF 32000-1, 7.5.5). */
const EOF_SEARCH_BYTES = 1024;

const megabytes = (bytes: number) => bytes / 1024 / 1024;

const PROBLEMS = {
  notPdf: 'it does not begin as a PDF does',
  incomplete: 'it is incomplete (its end is missing, as when a download or copy was cut short)',
  unparseable: 'its contents cannot be read as a PDF',
  inflatesTooMuch: (budget: PdfParseBudget) =>
    `its contents unpack to more than ${megabytes(budget.inflatedBytes)} MB of structure`,
  tooManyObjects: (budget: PdfParseBudget) => `it is made of more than ${budget.objects.toLocaleString('en')} parts`,
  takesTooLong: 'it takes too long to read',
  encrypted: 'it is encrypted (protected by a password, or against copying or printing)',
  noPages: 'its pages cannot be found',
  missingPages: 'some of its pages are missing',
  javaScript: 'it contains JavaScript',
  launch: 'it can start another program or open another file (a Launch action)',
  ownActions: 'it runs actions of its own when it or one of its pages is opened',
} as const;

export async function judgeResumePdf(
  bytes: Uint8Array,
  budget: PdfParseBudget = PDF_PARSE_BUDGET,
): Promise<PdfJudgement> {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // What browsers and ATSs sniff; the parse below decides the rest.
  if (buffer.subarray(0, 5).toString('latin1') !== '%PDF-') return notAPdf(PROBLEMS.notPdf);
  if (!buffer.subarray(-EOF_SEARCH_BYTES).includes('%%EOF')) return notAPdf(PROBLEMS.incomplete);

  const parsed = await parsePdfWithinBudget(bytes, budget);
  if (!parsed.ok) {
    if (parsed.reason === 'inflates_too_much') return notAPdf(PROBLEMS.inflatesTooMuch(budget));
    if (parsed.reason === 'too_many_objects') return notAPdf(PROBLEMS.tooManyObjects(budget));
    if (parsed.reason === 'takes_too_long') return notAPdf(PROBLEMS.takesTooLong);
    return notAPdf(PROBLEMS.unparseable);
  }
  // Encrypted strings and streams could hide a script from the check below.
  if (parsed.encrypted) return notAPdf(PROBLEMS.encrypted);

  const catalog = parsed.context.lookup(parsed.context.trailerInfo.Root);
  if (!(catalog instanceof PDFDict) || nameOf(catalog.get(KEY.Type)) !== 'Catalog') return notAPdf(PROBLEMS.noPages);
  const pages = countPages(parsed.context, catalog);
  if (pages === 'missing') return notAPdf(PROBLEMS.missingPages);
  if (pages === 0) return notAPdf(PROBLEMS.noPages);

  const script = scriptIn(parsed.context, [catalog, ...parsed.definedObjects]);
  return script ? runsScript(script) : { ok: true };
}

const KEY = {
  Type: PDFName.of('Type'),
  Pages: PDFName.of('Pages'),
  Kids: PDFName.of('Kids'),
} as const;

/** A name's text (pdf-lib's parser has decoded its `#xx` escapes), or null for any other object. */
function nameOf(object: PDFObject | undefined): string | null {
  return object instanceof PDFName ? object.decodeText() : null;
}

/** The pages of the catalog's page tree, or 'missing' when one of its branches leads nowhere. */
function countPages(context: PDFContext, catalog: PDFDict): number | 'missing' {
  const seen = new Set<PDFObject>();
  const pending: (PDFObject | undefined)[] = [catalog.get(KEY.Pages)];
  let pages = 0;
  while (pending.length > 0) {
    const entry = pending.pop();
    const node = entry instanceof PDFRef ? context.lookup(entry) : entry;
    if (!(node instanceof PDFDict) || seen.has(node)) return 'missing';
    seen.add(node);
    const type = nameOf(node.get(KEY.Type));
    if (type === 'Page') pages += 1;
    else if (type === 'Pages') {
      const kids = node.lookup(KEY.Kids);
      if (!(kids instanceof PDFArray)) return 'missing';
      for (const kid of kids.asArray()) pending.push(kid);
    } else return 'missing';
  }
  return pages;
}

/** Dictionaries whose additional actions (`/AA`) run on opening the document or a page. */
const OPENED = new Set(['Catalog', 'Page', 'Pages']);

/**
 * What in these objects (and the dictionaries and arrays inside them) runs code: a JavaScript
 * action or any `/JS` (link, form field, OpenAction, the `/Names` JavaScript tree), a Launch
 * action, or additional actions of the document or a page. References are not followed: every
 * object the file defines is among `objects`.
 */
function scriptIn(context: PDFContext, objects: PDFObject[]): string | null {
  // A name may be an object of its own (`/S 9 0 R`).
  const named = (object: PDFObject | undefined) => nameOf(object instanceof PDFRef ? context.lookup(object) : object);
  const seen = new Set<PDFObject>();
  const pending = [...objects];
  // Pushed one by one: spread into push(), an array of a million items would overflow the stack.
  for (let object = pending.pop(); object !== undefined; object = pending.pop()) {
    if (seen.has(object)) continue;
    seen.add(object);
    if (object instanceof PDFArray) for (const item of object.asArray()) pending.push(item);
    const dict = object instanceof PDFRawStream ? object.dict : object instanceof PDFDict ? object : null;
    if (!dict) continue;
    const type = named(dict.get(KEY.Type));
    for (const [key, value] of dict.entries()) {
      const name = nameOf(key);
      if (name === 'JS' || name === 'JavaScript') return PROBLEMS.javaScript;
      if (name === 'S' && named(value) === 'JavaScript') return PROBLEMS.javaScript;
      if (name === 'S' && named(value) === 'Launch') return PROBLEMS.launch;
      if (name === 'AA' && (object === objects[0] || (type !== null && OPENED.has(type)))) return PROBLEMS.ownActions;
      pending.push(value);
    }
  }
  return null;
}
