import { isNode, LineCounter, parseDocument } from 'yaml';
import type { z } from 'zod';
import { plainIssueWords } from '../plain-issue-words';
import type { ProblemList } from './site-folder-problems';

/** A YAML text read with the line of every value, so a problem names the line it is on. */
export interface YamlSource {
  /** Undefined when the text is not YAML (its errors are problems already). */
  value: unknown;
  /** The line of the value at `path`, or of its nearest parent that exists (1-based, in the file). */
  lineOf(path: readonly PropertyKey[]): number | undefined;
}

/**
 * Reads `text` as YAML. `firstLine` is the file's line the text starts on (a page's front matter
 * starts on line 2). Syntax errors are added to `problems`; the value is then undefined.
 */
export function readYaml(text: string, file: string, problems: ProblemList, firstLine = 1): YamlSource {
  const lineCounter = new LineCounter();
  const document = parseDocument(text, { lineCounter, uniqueKeys: true, prettyErrors: false });
  const lineAt = (offset: number) => lineCounter.linePos(offset).line + firstLine - 1;
  // The first error only: the parser's later ones (an unclosed quote swallows the rest of the file)
  // follow from it and point elsewhere.
  const [error] = document.errors;
  if (error) problems.add(file, lineAt(error.pos[0]), [], error.message.split('\n')[0] ?? 'cannot be read as YAML');
  const value: unknown = document.errors.length > 0 ? undefined : (document.toJS({ maxAliasCount: 50 }) ?? null);
  return {
    value,
    lineOf(path) {
      for (let length = path.length; length >= 0; length -= 1) {
        const node: unknown = document.getIn(path.slice(0, length) as unknown[], true);
        if (isNode(node) && node.range) return lineAt(node.range[0]);
      }
      return undefined;
    },
  };
}

/** Checks `source` against `schema`, adding each issue with its line; the parsed value, or undefined. */
export function parseWith<T extends z.ZodType>(
  schema: T,
  source: YamlSource,
  file: string,
  problems: ProblemList,
): z.infer<T> | undefined {
  if (source.value === undefined) return undefined;
  const result = schema.safeParse(source.value ?? {}, { error: plainIssueWords });
  if (result.success) return result.data;
  for (const issue of result.error.issues) {
    // An unknown key's line is its own, not its object's.
    const at = issue.code === 'unrecognized_keys' ? [...issue.path, issue.keys[0] ?? ''] : issue.path;
    problems.add(file, source.lineOf(at), issue.path, issue.message);
  }
  return undefined;
}
