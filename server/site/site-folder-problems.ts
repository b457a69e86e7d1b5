/**
 * What is wrong with a site folder, one line a problem, each naming the file, the line and the
 * field: `site/pages/culture.md:12: blocks[2].image: no such file images/team.svg`. The server
 * refuses to start with them and `npm run check-site` prints them.
 */
export class SiteFolderError extends Error {
  override name = 'SiteFolderError';
  constructor(readonly problems: readonly string[]) {
    super(`the site folder does not read:\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
  }
}

/** A field's path as a person writes it: `blocks[2].image`. */
export function fieldPath(path: readonly PropertyKey[]): string {
  return path
    .map((key, index) => (typeof key === 'number' ? `[${key}]` : `${index === 0 ? '' : '.'}${String(key)}`))
    .join('');
}

function placed(file: string, line: number | undefined, path: readonly PropertyKey[], message: string): string {
  const where = line === undefined ? file : `${file}:${line}`;
  const field = fieldPath(path);
  return field ? `${where}: ${field}: ${message}` : `${where}: ${message}`;
}

/** Collects problems while a folder is read, each with the place it was found. */
export class ProblemList {
  readonly problems: string[] = [];
  /** Advice that refuses nothing: a picture of another shape than its place shows. */
  readonly warnings: string[] = [];

  add(file: string, line: number | undefined, path: readonly PropertyKey[], message: string): void {
    this.problems.push(placed(file, line, path, message));
  }

  warn(file: string, line: number | undefined, path: readonly PropertyKey[], message: string): void {
    this.warnings.push(placed(file, line, path, message));
  }

  throwIfAny(): void {
    if (this.problems.length > 0) throw new SiteFolderError(this.problems);
  }
}
