import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The docs a newcomer reads first, read in a terminal as often as rendered.
const MAX_README_LINES = 199;
const MAX_LINE_LENGTH = 300;

const markdownFiles = [
  'README.md',
  'RELIABILITY.md',
  ...readdirSync('docs', { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.md'))
    .map((name) => join('docs', name))
    .sort(),
];

const linesOf = (file: string) => readFileSync(file, 'utf8').replace(/\n$/, '').split('\n');

/**
 * `file:line` of each line over the limit outside fenced code blocks. Table rows count like any
 * line: a table of figures (numbers, measurements) has short cells and never comes near the limit;
 * a row that long holds sentences, which read better as a list or a section of their own.
 */
function longLines(file: string): string[] {
  let inFence = false;
  return linesOf(file).flatMap((line, index) => {
    if (line.trimStart().startsWith('```')) {
      inFence = !inFence;
      return [];
    }
    if (inFence || [...line].length <= MAX_LINE_LENGTH) return [];
    return [`${file}:${index + 1} (${[...line].length} characters)`];
  });
}

describe('the docs a newcomer reads first', () => {
  it(`README.md stays under ${MAX_README_LINES + 1} lines: details go to docs/`, () => {
    const lines = linesOf('README.md').length;
    expect(lines, `README.md has ${lines} lines`).toBeLessThanOrEqual(MAX_README_LINES);
  });

  it(`has no line over ${MAX_LINE_LENGTH} characters outside code blocks`, () => {
    expect(markdownFiles).toEqual(expect.arrayContaining(['docs/api.md', 'docs/configuration.md']));
    expect(markdownFiles.flatMap(longLines)).toEqual([]);
  });
});
