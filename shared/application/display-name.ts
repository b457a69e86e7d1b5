/**
 * First and last name from a sign-in display name: the last word is the family name, the words
 * before it the given names ("Mei Lin" → Mei / Lin, "Anna Maria Rossi" → Anna Maria / Rossi).
 * One word is a first name only. The candidate can correct both on the form.
 */
export function splitDisplayName(displayName: string | null | undefined): { firstName: string; lastName: string } {
  const words = (displayName ?? '').trim().split(/\s+/).filter(Boolean);
  const lastName = words.length > 1 ? (words.pop() ?? '') : '';
  return { firstName: words.join(' '), lastName };
}
