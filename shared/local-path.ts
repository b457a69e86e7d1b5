/**
 * A path of this site, taken from a form or a query (where to go back to), or null. `//host` or
 * `/\host` would leave the site (browsers read `\` as `/`), so they are refused, as is anything
 * that does not start with one `/`.
 */
export function localPath(value: unknown): string | null {
  return typeof value === 'string' && /^\/(?![/\\])/.test(value) ? value : null;
}
