/**
 * What a PDF's bytes name, read as a viewer's tokenizer reads them and not through a parser's
 * object graph: every name (its `#xx` escapes decoded) outside strings, comments and stream
 * contents, and each `/S /<name>` pair (an action's type, among other things). pdf-lib skips an
 * object it cannot parse, and a viewer may still read that object; a name here is seen wherever
 * it sits, also after `%%EOF` or in an object no cross-reference points at.
 */
export interface PdfTokens {
  /** Every name written, decoded (`/J#53` is `JS`). */
  names: Set<string>;
  /** How often `/S` is directly followed by each name. */
  subtypes: Map<string, number>;
}

const WHITE = new Set([0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]);
const DELIMITERS = new Set([0x28, 0x29, 0x3c, 0x3e, 0x5b, 0x5d, 0x7b, 0x7d, 0x2f, 0x25]);
const isRegular = (byte: number) => !WHITE.has(byte) && !DELIMITERS.has(byte);

const ENDSTREAM = Buffer.from('endstream', 'latin1');

export function emptyTokens(): PdfTokens {
  return { names: new Set(), subtypes: new Map() };
}

/**
 * Adds what `bytes` name to `into`. `streams`: whether a dictionary followed by `stream` starts
 * contents to skip (in the file itself; an object stream holds no streams, so there the word is
 * read as viewers read it there, as a stray keyword). Contents are skipped to the first
 * `endstream`: a viewer that trusts `/Length` ends them there or later, so nothing a viewer reads
 * as objects is skipped here.
 */
export function scanPdfTokens(bytes: Uint8Array, into: PdfTokens, streams: boolean): PdfTokens {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const length = buffer.length;
  let previous: string | null = null; // the last token, as far as the pairs and `stream` need it
  let position = 0;
  while (position < length) {
    const byte = buffer[position] ?? 0;
    if (WHITE.has(byte)) {
      position++;
    } else if (byte === 0x25) {
      // A comment runs to the end of its line.
      while (position < length && buffer[position] !== 0x0a && buffer[position] !== 0x0d) position++;
    } else if (byte === 0x28) {
      position = endOfLiteralString(buffer, position);
      previous = '(string)';
    } else if (byte === 0x3c && buffer[position + 1] !== 0x3c) {
      const end = buffer.indexOf(0x3e, position);
      position = end === -1 ? length : end + 1;
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
      position = end;
      if (word === 'stream' && streams && previous === '>>') {
        const contentsEnd = buffer.indexOf(ENDSTREAM, position);
        position = contentsEnd === -1 ? length : contentsEnd + ENDSTREAM.length;
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
