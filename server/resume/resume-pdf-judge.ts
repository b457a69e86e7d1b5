import {
  PDFArray,
  type PDFContext,
  PDFDict,
  PDFHexString,
  PDFName,
  type PDFObject,
  PDFRawStream,
  PDFRef,
  PDFString,
} from '@cantoo/pdf-lib';
import { parsePdfWithinBudget, PDF_PARSE_BUDGET, type PdfParseBudget } from './bounded-pdf-parser';
import { PROBLEMS } from './pdf-problems';
import { emptyTokens, mergedTokens, type PdfTokens, scanPdfTokens } from './pdf-tokens';

/**
 * Whether an uploaded resume may be stored and sent on to the company's ATS, judged by parsing it:
 * a PDF that a recruiter can open (a catalog and its pages, complete, not encrypted) that is a
 * document to read and nothing more: no script, no form that runs or sends anything, no file
 * inside it, no action but going to one of its own pages (and a link to a web page, which the
 * reader clicks). `problem` completes the refusal's sentence (application-refusals.ts).
 */
export type PdfJudgement =
  | { ok: true }
  | { ok: false; reason: 'not_a_pdf'; problem: string }
  | { ok: false; reason: 'pdf_runs_script'; problem: string }
  | { ok: false; reason: 'pdf_active_content'; problem: string };

const notAPdf = (problem: string) => ({ ok: false, reason: 'not_a_pdf', problem }) as const;
const runsScript = (problem: string) => ({ ok: false, reason: 'pdf_runs_script', problem }) as const;
const activeContent = (problem: string) => ({ ok: false, reason: 'pdf_active_content', problem }) as const;
type Refused = Exclude<PdfJudgement, { ok: true }>;

/** Viewers look for the end-of-file marker in the last kilobyte (PDF 32000-1, 7.5.5). */
const EOF_SEARCH_BYTES = 1024;

export async function judgeResumePdf(
  bytes: Uint8Array,
  budget: PdfParseBudget = PDF_PARSE_BUDGET,
): Promise<PdfJudgement> {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // What browsers and ATSs sniff; the parse below decides the rest.
  if (buffer.subarray(0, 5).toString('latin1') !== '%PDF-') return notAPdf(PROBLEMS.notPdf);
  if (!buffer.subarray(-EOF_SEARCH_BYTES).includes('%%EOF')) return notAPdf(PROBLEMS.incomplete);

  // The file's own tokens first: an encrypted file's object streams do not inflate, and would be
  // refused as damaged before the parse could say why.
  const tokens = scanPdfTokens(bytes, emptyTokens(), true);
  if (tokens.names.has('Encrypt')) return notAPdf(PROBLEMS.encrypted);

  const parsed = await parsePdfWithinBudget(bytes, budget);
  if (!parsed.ok) {
    if (parsed.reason === 'inflates_too_much') return notAPdf(PROBLEMS.inflatesTooMuch(budget));
    if (parsed.reason === 'stream_inflates_too_much') return notAPdf(PROBLEMS.streamInflatesTooMuch(budget));
    if (parsed.reason === 'too_many_objects') return notAPdf(PROBLEMS.tooManyObjects(budget));
    if (parsed.reason === 'takes_too_long') return notAPdf(PROBLEMS.takesTooLong);
    if (parsed.reason === 'packed_unreadably') return notAPdf(PROBLEMS.packedUnreadably);
    return notAPdf(PROBLEMS.unparseable);
  }
  // Encrypted strings and streams could hide a script from the checks below.
  if (parsed.encrypted) return notAPdf(PROBLEMS.encrypted);

  const catalog = parsed.context.lookup(parsed.context.trailerInfo.Root);
  if (!(catalog instanceof PDFDict) || nameOf(catalog.get(KEY.Type)) !== 'Catalog') return notAPdf(PROBLEMS.noPages);
  const pages = countPages(parsed.context, catalog);
  if (pages === 'missing') return notAPdf(PROBLEMS.missingPages);
  if (pages === 0) return notAPdf(PROBLEMS.noPages);

  // The names first, wherever they are written (also in objects the parser skipped), then the
  // actions of the objects it read.
  const allTokens = mergedTokens(tokens, parsed.packedTokens);
  return (
    refusedName(allTokens) ??
    refusedAction(parsed.context, [catalog, ...parsed.definedObjects], allTokens) ?? { ok: true }
  );
}

const KEY = {
  Type: PDFName.of('Type'),
  Pages: PDFName.of('Pages'),
  Kids: PDFName.of('Kids'),
  Subtype: PDFName.of('Subtype'),
  A: PDFName.of('A'),
  S: PDFName.of('S'),
  URI: PDFName.of('URI'),
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

/**
 * Names that make a document more than pages to read, refused wherever they are written: the
 * scripts, the XFA form, files carried inside, media, and additional actions (`/AA`: run when the
 * document, a page or a form field is opened, shown or used, never by a click on a link).
 */
const REFUSED_NAMES: [names: string[], refused: Refused][] = [
  [['JS', 'JavaScript'], runsScript(PROBLEMS.javaScript)],
  [['Launch'], runsScript(PROBLEMS.launch)],
  [['XFA'], activeContent(PROBLEMS.xfa)],
  [['EmbeddedFiles', 'EmbeddedFile', 'EF', 'FileAttachment'], activeContent(PROBLEMS.embeddedFiles)],
  [['RichMedia', 'RichMediaContent', 'Movie', 'Sound', 'Rendition', 'Screen'], activeContent(PROBLEMS.media)],
  [['AA'], activeContent(PROBLEMS.additionalActions)],
];

/** The types of action (PDF 32000-1, 12.6.4, and PDF 2.0's additions), each as a `/S` names it. */
const ACTION_TYPES = new Set([
  'GoTo',
  'GoToR',
  'GoToE',
  'GoToDp',
  'Launch',
  'Thread',
  'URI',
  'Sound',
  'Movie',
  'Hide',
  'Named',
  'SubmitForm',
  'ResetForm',
  'ImportData',
  'JavaScript',
  'SetOCGState',
  'Rendition',
  'Trans',
  'GoTo3DView',
  'RichMediaExecute',
]);

/** What a link to a web page may lead to; `file:`, `\\server\share` and the like may not. */
const LINK_SCHEMES = /^(https?|mailto|tel):/i;

function refusedName(tokens: PdfTokens): Refused | null {
  if (tokens.hiddenObjects > 0) return notAPdf(PROBLEMS.hiddenObjects);
  for (const [names, refused] of REFUSED_NAMES) if (names.some((name) => tokens.names.has(name))) return refused;
  if (tokens.subtypesByReference > 0) return activeContent(PROBLEMS.actionByReference);
  // An action's type written after `/S`, wherever it sits; a going to a page or a link checked below.
  for (const [type, count] of tokens.subtypes) {
    if (count > 0 && ACTION_TYPES.has(type) && type !== 'GoTo' && type !== 'URI') return actionRefused(type);
  }
  return null;
}

function actionRefused(type: string): Refused {
  switch (type) {
    case 'JavaScript':
      return runsScript(PROBLEMS.javaScript);
    case 'Launch':
      return runsScript(PROBLEMS.launch);
    case 'SubmitForm':
      return activeContent(PROBLEMS.submitForm);
    case 'ImportData':
      return activeContent(PROBLEMS.importData);
    case 'GoToR':
    case 'GoToE':
      return activeContent(PROBLEMS.otherDocument);
    case 'URI':
      return activeContent(PROBLEMS.webAddress);
    default:
      return activeContent(PROBLEMS.action(type));
  }
}

/**
 * The actions among these objects (every object the file defines, so also one a later revision
 * replaces) that do more than go to a page. Only going to a page passes, and a web address that
 * a link annotation's own `/A` alone leads to (a reader clicks it): the same action also named by
 * an OpenAction, an `/AA` or another action's `/Next` would open it by itself. Each `/S /URI` the
 * tokenizer saw must be such a link the parser read: one in an object it skipped is refused.
 */
function refusedAction(context: PDFContext, objects: PDFObject[], tokens: PdfTokens): Refused | null {
  const resolved = (object: PDFObject | undefined) => (object instanceof PDFRef ? context.lookup(object) : object);
  const named = (object: PDFObject | undefined) => nameOf(resolved(object));
  const isWebAddress = (object: PDFObject | undefined): object is PDFDict =>
    object instanceof PDFDict && named(object.get(KEY.S)) === 'URI';
  const containers = allContainers(objects);
  const webAddresses = new Set<PDFDict>();
  for (const container of containers) {
    if (container instanceof PDFDict) {
      const type = named(container.get(KEY.S));
      if (type !== null && ACTION_TYPES.has(type) && type !== 'GoTo' && type !== 'URI') return actionRefused(type);
      const isLink = named(container.get(KEY.Subtype)) === 'Link';
      for (const [key, value] of container.entries()) {
        const action = resolved(value);
        if (!isWebAddress(action)) continue;
        if (!isLink || key !== KEY.A) return actionRefused('URI');
        if (!LINK_SCHEMES.test(textOf(resolved(action.get(KEY.URI))).trim())) return activeContent(PROBLEMS.linkScheme);
        webAddresses.add(action);
      }
    } else if (container.asArray().some((item) => isWebAddress(resolved(item)))) {
      return actionRefused('URI');
    }
  }
  return (tokens.subtypes.get('URI') ?? 0) > webAddresses.size ? actionRefused('URI') : null;
}

/** Every dictionary and array in these objects and inside them (a stream's dictionary too). */
function allContainers(objects: PDFObject[]): (PDFDict | PDFArray)[] {
  const containers: (PDFDict | PDFArray)[] = [];
  const seen = new Set<PDFObject>();
  const pending = [...objects];
  // Pushed one by one: spread into push(), an array of a million items would overflow the stack.
  for (let object = pending.pop(); object !== undefined; object = pending.pop()) {
    if (seen.has(object)) continue;
    seen.add(object);
    if (object instanceof PDFArray) {
      containers.push(object);
      for (const item of object.asArray()) pending.push(item);
    }
    const dict = object instanceof PDFRawStream ? object.dict : object instanceof PDFDict ? object : null;
    if (!dict) continue;
    containers.push(dict);
    for (const value of dict.values()) pending.push(value);
  }
  return containers;
}

/** A string's text, or '' for any other object. */
function textOf(object: PDFObject | undefined): string {
  return object instanceof PDFString || object instanceof PDFHexString ? object.decodeText() : '';
}
