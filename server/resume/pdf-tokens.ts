/**
 * What a PDF's bytes say, read as a viewer's tokenizer reads them and not through a parser's
 * object graph: every name (its `#xx` escapes decoded) outside strings, comments and stream
 * contents, and each `/S /<name>` pair (an action's type, among other things). pdf-lib skips an
 * object it cannot parse, and a viewer may still read that object: a name here is seen wherever
 * it sits, also after `%%EOF` or in an object no cross-reference points at.
 */
export interface PdfTokens {
  /** Every name written, decoded (`/J#53` is `JS`). */
  names: Set<string>;
  /** How often `/S` is directly followed by each name. */
  subtypes: Map<string, number>;
  /** How often `/S` is followed by a number (`/S 7 0 R`: a type given by reference, which hides what it is). */
  subtypesByReference: number;
  /**
   * Object headers (`7 0 obj`) inside what a tokenizer skips (stream contents, strings, comments):
   * a viewer that follows a cross-reference into them, or rebuilds a broken one by searching the
   * bytes, reads an object there that nothing here has judged.
   */
  hiddenObjects: number;
}

const WHITE = new Set([0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]);
const DELIMITERS = new Set([0x28, 0x29, 0x3c, 0x3e, 0x5b, 0x5d, 0x7b, 0x7d, 0x2f, 0x25]);
const isRegular = (byte: number) => !WHITE.has(byte) && !DELIMITERS.has(byte);

const ENDSTREAM = Buffer.from('endstream', 'latin1');
const OBJ = Buffer.from('obj', 'latin1');
/** An object's header, as viewers find one: two whole numbers, then the keyword. */
const OBJECT_HEADER = /\d+\s+\d+\s+obj(?![A-Za-z0-9])/;

export function emptyTokens(): PdfTokens {
  return { names: new Set(), subtypes: new Map(), subtypesByReference: 0, hiddenObjects: 0 };
}

/** What two scans saw together (the file's, and its object streams'). */
export function mergedTokens(a: PdfTokens, b: PdfTokens): PdfTokens {
  const subtypes = new Map(a.subtypes);
  for (const [name, count] of b.subtypes) subtypes.set(name, (subtypes.get(name) ?? 0) + count);
  return {
    names: new Set([...a.names, ...b.names]),
    subtypes,
    subtypesByReference: a.subtypesByReference + b.subtypesByReference,
    hiddenObjects: a.hiddenObjects + b.hiddenObjects,
  };
}

/**
 * Adds what `bytes` say to `into`. `streams`: whether a dictionary followed by `stream` starts
 * contents to skip (in the file itself; an object stream holds no streams, so there the word is
 * read as viewers read it there, as a stray keyword). Contents are skipped to the first
 * `endstream`: a viewer that trusts `/Length` ends them there or later, so nothing a viewer reads
 * as objects is skipped here, and an object header in anything skipped is counted.
 */
export function scanPdfTokens(bytes: Uint8Array, into: PdfTokens, streams: boolean): PdfTokens {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const length = buffer.length;
  let previous: string | null = null; // the last token, as far as the pairs and `stream` need it
  let position = 0;
  const skipTo = (end: number) => {
    if (hasObjectHeader(buffer, position, end)) into.hiddenObjects++;
    position = end;
  };
  while (position < length) {
    const byte = buffer[position] ?? 0;
    if (WHITE.has(byte)) {
      position++;
    } else if (byte === 0x25) {
      // A comment runs to the end of its line.
      let end = position;
      while (end < length && buffer[end] !== 0x0a && buffer[end] !== 0x0d) end++;
      skipTo(end);
    } else if (byte === 0x28) {
      skipTo(endOfLiteralString(buffer, position));
      previous = '(string)';
    } else if (byte === 0x3c && buffer[position + 1] !== 0x3c) {
      const end = buffer.indexOf(0x3e, position);
      skipTo(end === -1 ? length : end + 1);
      previous = '(string)';
    } else if (byte === 0x2f) {
      let end = position + 1;
      while (end < length && isRegular(buffer[end] ?? 0)) end++;
      const name = decodeName(buffer.subarray(position + 1, end));
      into.names.add(name);
      if (previous === '/S') into.subtypes.set(name, (into.subtypes.get(name) ?? 0) + 1);
      previous = `/${name}`;
      position = end;
    } else if (isRegular(byte)) {
      let end = position + 1;
      while (end < length && isRegular(buffer[end] ?? 0)) end++;
      const word = buffer.toString('latin1', position, end);
      if (previous === '/S' && /^\d+$/.test(word)) into.subtypesByReference++;
      position = end;
      if (word === 'stream' && streams && previous === '>>') {
        const contentsEnd = buffer.indexOf(ENDSTREAM, position);
        skipTo(contentsEnd === -1 ? length : contentsEnd + ENDSTREAM.length);
        previous = 'endstream';
      } else previous = word;
    } else {
      // `<<`, `>>`, `[`, `]`, `{`, `}`, a stray `)` or `>`: only `>>` matters (a dictionary's end).
      const pair = (byte === 0x3c || byte === 0x3e) && buffer[position + 1] === byte;
      previous = pair && byte === 0x3e ? '>>' : 'delimiter';
      position += pair ? 2 : 1;
    }
  }
  return into;
}

/** Whether bytes `start` to `end` hold an object's header; looked for only around each `obj`. */
function hasObjectHeader(buffer: Buffer, start: number, end: number): boolean {
  for (let at = buffer.indexOf(OBJ, start); at !== -1 && at + OBJ.length <= end; at = buffer.indexOf(OBJ, at + 1)) {
    // Two numbers and the white space between them fit in the 40 bytes before `obj`.
    const window = buffer.toString('latin1', Math.max(start, at - 40), Math.min(end, at + OBJ.length + 1));
    if (OBJECT_HEADER.test(window)) return true;
  }
  return false;
}

/** The index after a literal string's closing parenthesis: nested pairs balance, `\` escapes one byte. */
function endOfLiteralString(buffer: Buffer, start: number): number {
  let depth = 0;
  for (let position = start; position < buffer.length; position++) {
    const byte = buffer[position] ?? 0;
    if (byte === 0x5c) position++;
    else if (byte === 0x28) depth++;
    else if (byte === 0x29 && --depth === 0) return position + 1;
  }
  return buffer.length;
}

/** A name's bytes with `#xx` escapes decoded (PDF 32000-1, 7.3.5), read as Latin-1. */
function decodeName(raw: Buffer): string {
  const text = raw.toString('latin1');
  return text.includes('#')
    ? text.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
    : text;
}
