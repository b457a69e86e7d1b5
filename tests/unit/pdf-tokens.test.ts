import { describe, expect, it } from 'vitest';
import { emptyTokens, scanPdfTokens } from '../../server/resume/pdf-tokens';

const namesIn = (text: string, streams = true) => [
  ...scanPdfTokens(Buffer.from(text, 'latin1'), emptyTokens(), streams).names,
];

describe("reading a PDF's names as a viewer's tokenizer does", () => {
  it('reads names with their escapes decoded, wherever they are written', () => {
    expect(namesIn('1 0 obj << /J#53 (x) /Java#53cript [/AA] >> endobj trash /XFA')).toEqual([
      'JS',
      'JavaScript',
      'AA',
      'XFA',
    ]);
  });

  it('skips literal strings (nested and escaped parentheses), hex strings and comments', () => {
    expect(namesIn('(a (/JS) \\) /AA) <2F4A53> % /XFA\n/Kept')).toEqual(['Kept']);
  });

  it("skips a stream's contents after a dictionary, to the first endstream", () => {
    expect(namesIn('<< /Length 9 >> stream\n/JS /AA x\nendstream /After')).toEqual(['Length', 'After']);
  });

  it('reads a stray stream keyword, and one in an object stream, as viewers do: not as contents', () => {
    expect(namesIn('[ 1 ] stream /JS endstream')).toEqual(['JS']);
    expect(namesIn('<< >> stream /JS endstream', false)).toEqual(['JS']);
  });

  it('counts the names written after /S, as an action names its type', () => {
    const tokens = scanPdfTokens(
      Buffer.from('<< /S /URI /URI (x) >> << /S/URI >> << /S /GoTo >>'),
      emptyTokens(),
      true,
    );
    expect(Object.fromEntries(tokens.subtypes)).toEqual({ URI: 2, GoTo: 1 });
  });
});

describe('what a tokenizer skips, where a viewer may still look', () => {
  const scanned = (text: string) => scanPdfTokens(Buffer.from(text, 'latin1'), emptyTokens(), true);

  it.each([
    ['inside a stream', '<< /Length 40 >> stream\n7 0 obj << /JS (1) >> endobj\nendstream'],
    ['inside a string', '(7 0 obj << /JS (1) >> endobj)'],
    ['inside a comment', '% 7 0 obj\n'],
  ])('counts an object header %s', (_, text) => {
    expect(scanned(text).hiddenObjects).toBe(1);
  });

  it('counts no header in text that only mentions objects', () => {
    expect(scanned('<< /Length 20 >> stream\nBT (an obj, 10 objects) Tj ET\nendstream').hiddenObjects).toBe(0);
  });

  it('counts an action type given by reference (/S 7 0 R)', () => {
    expect(scanned('<< /S 7 0 R >> << /S /GoTo >>').subtypesByReference).toBe(1);
  });
});
