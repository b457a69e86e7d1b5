/**
 * Text as the recruiter inbox searches it: lower case without accents, so "alvarez" finds
 * "Álvarez" on both databases (SQLite's lower() folds ASCII letters only).
 */
export function searchText(...parts: string[]): string {
  return parts
    .join(' ')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}
