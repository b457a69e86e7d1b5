/**
 * Letters and digits of `name`, lower case, dashes between (`R&D Training` is `r-d-training`):
 * an element's id made from a heading or a label. `fallback` when nothing is left.
 */
export function slugOf(name: string, fallback: string): string {
  return (
    name
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || fallback
  );
}
