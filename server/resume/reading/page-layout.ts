import type { PdfText, TextRun } from './pdf-text';

// A resume's text in reading order, whatever its layout: runs joined into pieces of lines
// (segments), the page cut into blocks where it has a wide gap (the recursive X-Y cut of document
// layout analysis: a sidebar, two columns, a name beside its contact block), and each block's lines
// read top to bottom. A table's cells stay apart as segments of one line, so its rows keep together.

/** Runs of one line next to each other: a phrase, a table's cell. */
export interface Segment {
  text: string;
  page: number;
  x: number;
  right: number;
  /** The baseline, from the page's top. */
  y: number;
  size: number;
}

/** One line of a block: its segments left to right. */
export interface Line {
  page: number;
  y: number;
  size: number;
  /** Where it starts and ends across the page. */
  x: number;
  right: number;
  segments: Segment[];
  /** The segments' text, two spaces between them. */
  text: string;
}

/** A gap this wide (in points, or font sizes) between two columns of text makes them separate blocks. */
const MIN_COLUMN_GAP = 14;
const MIN_COLUMN_GAP_SIZES = 1.4;

/** Whether `next` continues `run` on its line: the same baseline and no wider gap than a few spaces. */
const continues = (segment: Segment, run: TextRun) =>
  run.page === segment.page &&
  Math.abs(run.y - segment.y) < 0.3 * Math.min(run.size, segment.size) &&
  run.x - segment.right < 0.8 * Math.max(run.size, segment.size) &&
  run.x - segment.right > -0.5 * run.size;

/** The runs joined into segments: a space where the gap between two runs is one. */
export function segmentsOf(runs: readonly TextRun[]): Segment[] {
  // By baseline, then across: runs of one baseline sort apart only when their baselines differ a
  // little (a bold word's), so the last few segments are where a run may continue.
  const sorted = [...runs].sort((a, b) => a.page - b.page || a.y - b.y || a.x - b.x);
  const segments: Segment[] = [];
  for (const run of sorted) {
    const last = segments.slice(-3).find((segment) => continues(segment, run));
    if (last) {
      const spaced = run.x - last.right > 0.15 * run.size && !last.text.endsWith(' ') && !run.text.startsWith(' ');
      last.text += (spaced ? ' ' : '') + run.text;
      last.right = Math.max(last.right, run.x + run.width);
      continue;
    }
    segments.push({ text: run.text, page: run.page, x: run.x, right: run.x + run.width, y: run.y, size: run.size });
  }
  return segments.map((segment) => ({ ...segment, text: segment.text.replace(/\s+/g, ' ').trim() }));
}

const top = (segment: Segment) => segment.y - segment.size * 0.8;
const bottom = (segment: Segment) => segment.y + segment.size * 0.25;

/** The widest empty band between the intervals, as [start, end], or null. */
function widestGap(intervals: [number, number][]): [number, number] | null {
  const sorted = [...intervals].sort((a, b) => a[0] - b[0]);
  let reach = sorted[0]?.[1] ?? 0;
  let widest: [number, number] | null = null;
  for (const [start, end] of sorted.slice(1)) {
    if (start > reach && (!widest || start - reach > widest[1] - widest[0])) widest = [reach, start];
    reach = Math.max(reach, end);
  }
  return widest;
}

/** Whether most segments of the smaller side sit on a baseline of the other: rows of a table, labels and their values. */
function isTable(left: Segment[], right: Segment[]): boolean {
  const [fewer, more] = left.length <= right.length ? [left, right] : [right, left];
  const paired = fewer.filter((segment) =>
    more.some((other) => Math.abs(other.y - segment.y) < 0.3 * Math.min(other.size, segment.size)),
  );
  return paired.length >= 0.6 * fewer.length;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** The page's segments cut into blocks, in reading order: top before bottom, left before right. */
function blocksOf(segments: Segment[]): Segment[][] {
  if (segments.length < 2) return [segments];
  const columns = widestGap(segments.map((segment) => [segment.x, segment.right]));
  const rows = widestGap(segments.map((segment) => [top(segment), bottom(segment)]));
  const minColumnGap = Math.max(MIN_COLUMN_GAP, MIN_COLUMN_GAP_SIZES * median(segments.map((segment) => segment.size)));
  const columnWidth = columns ? columns[1] - columns[0] : 0;
  if (columns && columnWidth >= minColumnGap && columnWidth >= (rows ? rows[1] - rows[0] : 0)) {
    const left = segments.filter((segment) => segment.right <= columns[0]);
    const right = segments.filter((segment) => segment.x >= columns[1]);
    // One segment beside a block (a date beside a job's title) is part of its lines, not a column;
    // nor are a table's columns, whose cells share their rows' baselines.
    if (left.length >= 2 && right.length >= 2 && !isTable(left, right)) return [...blocksOf(left), ...blocksOf(right)];
  }
  if (rows) {
    const above = segments.filter((segment) => bottom(segment) <= rows[0]);
    const below = segments.filter((segment) => top(segment) >= rows[1]);
    return [...blocksOf(above), ...blocksOf(below)];
  }
  return [segments];
}

/** A block's segments as lines, top to bottom, each left to right. */
function linesOf(block: Segment[]): Line[] {
  const lines: Line[] = [];
  for (const segment of [...block].sort((a, b) => a.y - b.y || a.x - b.x)) {
    const line = lines.find(
      (candidate) => Math.abs(candidate.y - segment.y) < 0.4 * Math.min(candidate.size, segment.size),
    );
    if (line) line.segments.push(segment);
    else
      lines.push({
        page: segment.page,
        y: segment.y,
        size: segment.size,
        x: 0,
        right: 0,
        segments: [segment],
        text: '',
      });
  }
  for (const line of lines) {
    line.segments.sort((a, b) => a.x - b.x);
    line.size = Math.max(...line.segments.map((segment) => segment.size));
    line.x = Math.min(...line.segments.map((segment) => segment.x));
    line.right = Math.max(...line.segments.map((segment) => segment.right));
    line.text = line.segments.map((segment) => segment.text).join('  ');
  }
  return lines;
}

/** The text's lines in reading order, page by page. */
export function readingOrder(text: PdfText): Line[] {
  const segments = segmentsOf(text.runs).filter((segment) => segment.text !== '');
  const lines: Line[] = [];
  for (let page = 1; page <= text.pages; page++) {
    const blocks = blocksOf(segments.filter((segment) => segment.page === page));
    for (const block of blocks) if (block.length > 0) lines.push(...linesOf(block));
  }
  return lines;
}

/** Whether `next` is the line under `line` in the same column: a paragraph's next line, an address's. */
export const follows = (line: Line, next: Line | undefined): next is Line =>
  next !== undefined &&
  next.page === line.page &&
  next.y > line.y &&
  next.y - line.y <= 2.2 * Math.max(line.size, next.size) &&
  next.x < line.right &&
  line.x < next.right;
