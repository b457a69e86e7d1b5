import { inflateSync } from 'node:zlib';
import {
  PDFArray,
  type PDFContext,
  PDFName,
  type PDFObject,
  PDFParser,
  PDFRawStream,
  type PDFRef,
} from '@cantoo/pdf-lib';
import { emptyTokens, type PdfTokens, scanPdfTokens } from './pdf-tokens';

/**
 * What one upload may cost the parser. pdf-lib inflates every object stream and cross-reference
 * stream whole, with no limit: a 2 MB upload that inflates to 2 GB took 108 s and 7.4 GB of memory
 * (docs/decisions/010). These streams hold a document's small objects (fonts and pictures are
 * other streams, never inflated here); a 5 MB resume's come to a few hundred kilobytes, and its
 * objects to a few thousand, where pdf-lib reads about 30,000 a second here. One stream of 16 MB
 * holds an array of 8 million numbers, which took pdf-lib 8.7 s and 470 MB: one stream is bounded
 * apart (`streamBytes`), and the worker that runs this has a ceiling of memory and time of its own
 * (resume-workers.ts).
 */
export const PDF_PARSE_BUDGET = {
  inflatedBytes: 16 * 1024 * 1024,
  streamBytes: 2 * 1024 * 1024,
  objects: 10_000,
  milliseconds: 1_000,
} as const;

export type PdfParseBudget = { [Limit in keyof typeof PDF_PARSE_BUDGET]: number };

/** Why parsing stopped before the end of the file. */
export type BudgetExceeded =
  | 'inflates_too_much'
  | 'stream_inflates_too_much'
  | 'too_many_objects'
  | 'takes_too_long'
  /** An object or cross-reference stream that does not inflate cleanly, or packs its objects with a predictor. */
  | 'packed_unreadably';

const TYPE = PDFName.of('Type');
const FILTER = PDFName.of('Filter');

/**
 * A stream whose contents are objects: typed `/ObjStm`, or shaped as one (`/N` and `/First`),
 * since a viewer reads objects out of the stream a cross-reference names, whatever its `/Type`
 * says, where pdf-lib reads only those typed so.
 */
const isObjectStream = (stream: PDFRawStream) =>
  stream.dict.lookup(TYPE) === PDFName.of('ObjStm') ||
  (stream.dict.has(PDFName.of('N')) && stream.dict.has(PDFName.of('First')));

/** Streams inflated here while parsing: their contents are objects or cross-references. */
const isInflatedWhileParsing = (object: PDFObject): object is PDFRawStream =>
  object instanceof PDFRawStream && (isObjectStream(object) || object.dict.lookup(TYPE) === PDFName.of('XRef'));

/**
 * pdf-lib's parser with limits, and what it reads recorded for the judging (resume-pdf-judge.ts):
 * - the object and cross-reference streams are inflated here first, by zlib with a ceiling, and
 *   refused past the budget (only Flate or no filter: what every PDF writer uses for them), or
 *   when they do not inflate cleanly;
 * - parsing stops past the budget's count of objects, or once its time is spent (checked at each object);
 * - every object the file defines is kept, also one a later revision of the file replaces (pdf-lib
 *   keeps the last), so that no script hides in an object another reader may pick instead;
 * - a cross-reference stream's `/Encrypt` is kept (pdf-lib reads it only from a classic trailer);
 * - the names written in object streams are read as a viewer's tokenizer reads them (pdf-tokens.ts).
 */
class BoundedPdfParser extends PDFParser {
  readonly definedObjects: PDFObject[] = [];
  readonly packedTokens = emptyTokens();
  exceeded: BudgetExceeded | null = null;
  encrypted = false;
  private inflatedBytes = 0;
  private readonly deadline: number;

  constructor(
    bytes: Uint8Array,
    private readonly budget: PdfParseBudget,
  ) {
    // 500 objects at a time, then pdf-lib waits for a tick (its own pacing; this runs in a worker).
    super(bytes, 500);
    this.deadline = performance.now() + budget.milliseconds;
    const context: PDFContext = this.context;
    const assign = context.assign.bind(context);
    context.assign = (ref: PDFRef, object: PDFObject) => {
      this.definedObjects.push(object);
      if (this.definedObjects.length > this.budget.objects) this.stop('too_many_objects');
      assign(ref, object);
    };
    // pdf-lib asks this after each object it reads, in the file and in object streams alike (the
    // object streams' parser is not this class): where the time budget is checked. Private in its
    // typings, hence the cast.
    const parser = this as unknown as { shouldWaitForTick: () => boolean };
    const shouldWaitForTick = parser.shouldWaitForTick;
    parser.shouldWaitForTick = () => {
      this.checkTime();
      return shouldWaitForTick();
    };
  }

  override parseObject(ref?: PDFRef): PDFObject {
    this.checkTime();
    const object = super.parseObject(ref);
    if (isInflatedWhileParsing(object)) {
      const inflated = this.chargeInflation(object);
      if (isObjectStream(object)) {
        // pdf-lib undoes no predictor, a viewer does: objects packed so would be read by it alone.
        if (object.dict.has(PDFName.of('DecodeParms'))) this.stop('packed_unreadably');
        scanPdfTokens(inflated, this.packedTokens, false);
      }
      if (object.dict.has(PDFName.of('Encrypt'))) this.encrypted = true;
    }
    return object;
  }

  /**
   * pdf-lib recovers from an object it cannot read by skipping it, so an exceeded budget is kept
   * and thrown again at every object until the parse ends.
   */
  private stop(exceeded: BudgetExceeded): never {
    this.exceeded ??= exceeded;
    throw new Error(`PDF parse budget exceeded: ${this.exceeded}`);
  }

  private checkTime(): void {
    if (this.exceeded) this.stop(this.exceeded);
    if (performance.now() > this.deadline) this.stop('takes_too_long');
  }

  /**
   * The stream's contents inflated, within the budget. Anything but Flate (or no filter), and a
   * Flate stream that does not inflate cleanly (a wrong checksum, say, which pdf-lib and viewers
   * read past while zlib stops), is refused: what is inside could not be checked.
   */
  private chargeInflation(stream: PDFRawStream): Uint8Array {
    const filter = stream.dict.lookup(FILTER);
    const filters = filter instanceof PDFArray ? filter.asArray() : filter === undefined ? [] : [filter];
    const ceiling = Math.min(this.budget.inflatedBytes - this.inflatedBytes, this.budget.streamBytes);
    let inflated: Uint8Array;
    if (filters.length === 0) {
      inflated = stream.contents;
    } else if (filters.length === 1 && filters[0] === PDFName.of('FlateDecode')) {
      try {
        // Z_SYNC_FLUSH: a stream cut short inflates as far as it goes, as pdf-lib reads it.
        inflated = inflateSync(stream.contents, { maxOutputLength: ceiling + 1, finishFlush: 2 });
      } catch (error) {
        this.stop(error instanceof RangeError ? this.overflowOf(ceiling) : 'packed_unreadably');
      }
    } else {
      this.stop('packed_unreadably');
    }
    if (inflated.length > ceiling) this.stop(this.overflowOf(ceiling));
    this.inflatedBytes += inflated.length;
    return inflated;
  }

  /** Which bound a stream inflating past `ceiling` passed: its own, or the file's. */
  private overflowOf(ceiling: number): BudgetExceeded {
    return ceiling === this.budget.streamBytes ? 'stream_inflates_too_much' : 'inflates_too_much';
  }
}

/** What parsing a file gave: the document's objects, or why the parse failed or stopped. */
export type ParsedPdf =
  | { ok: true; context: PDFContext; definedObjects: PDFObject[]; encrypted: boolean; packedTokens: PdfTokens }
  | { ok: false; reason: 'unparseable' | BudgetExceeded };

/** Parses `bytes` as a PDF within `budget` (tests give smaller ones). */
export async function parsePdfWithinBudget(
  bytes: Uint8Array,
  budget: PdfParseBudget = PDF_PARSE_BUDGET,
): Promise<ParsedPdf> {
  const parser = new BoundedPdfParser(bytes, budget);
  let context: PDFContext;
  try {
    context = await parser.parseDocument();
  } catch {
    return { ok: false, reason: parser.exceeded ?? 'unparseable' };
  }
  if (parser.exceeded) return { ok: false, reason: parser.exceeded };
  const encrypted = parser.encrypted || context.trailerInfo.Encrypt !== undefined;
  return { ok: true, context, definedObjects: parser.definedObjects, encrypted, packedTokens: parser.packedTokens };
}
