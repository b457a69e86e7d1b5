/** Text as React writes it into HTML (its five escapes), to find a text in a rendered page. */
export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (character) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": '#x27' }[character]};`,
  );
}
