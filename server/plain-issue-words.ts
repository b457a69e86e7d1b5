import type { z } from 'zod';

/** What a value is, in an operator's words: `text`, `a number (12)`, `a list`. */
function kindOf(value: unknown): string {
  if (value === null) return 'empty';
  if (Array.isArray(value)) return 'a list';
  switch (typeof value) {
    case 'string':
      return 'text';
    case 'number':
    case 'boolean':
      return `${typeof value === 'number' ? 'a number' : 'true or false'} (${String(value)})`;
    case 'object':
      return 'a group of fields';
    default:
      return typeof value;
  }
}

/** What a schema expects, in the words of a file an operator writes (YAML or JSON). */
const expectedWords: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  object: 'a group of fields (name: value)',
  array: 'a list',
  record: 'a group of fields (name: value)',
};

/**
 * zod's issues for files an operator writes (site.yaml, a page's front matter, a jobs file) in
 * words they read without knowing zod: "is missing" rather than "Invalid input: expected string,
 * received undefined". A schema's own message (`must be an ISO 4217 currency code`) is kept: zod
 * asks this map only for issues without one. Passed as `safeParse(value, { error: plainIssueWords })`.
 */
export const plainIssueWords: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return 'is missing';
      return `must be ${expectedWords[issue.expected] ?? issue.expected}, not ${kindOf(issue.input)}`;
    case 'unrecognized_keys':
      return `${issue.keys.length === 1 ? 'unknown field' : 'unknown fields'} ${issue.keys.map((key) => `"${key}"`).join(', ')}: check the spelling against the documented fields`;
    case 'invalid_value':
      return `must be one of ${issue.values.map((value) => JSON.stringify(value)).join(', ')}`;
    case 'too_small':
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1 ? 'must not be empty' : `must be at least ${issue.minimum} characters`;
      if (issue.origin === 'array')
        return `must have at least ${issue.minimum} ${Number(issue.minimum) === 1 ? 'item' : 'items'}`;
      return undefined;
    case 'too_big':
      if (issue.origin === 'string') return `must be at most ${issue.maximum} characters`;
      if (issue.origin === 'array') return `must have at most ${issue.maximum} items`;
      return undefined;
    default:
      return undefined;
  }
};
