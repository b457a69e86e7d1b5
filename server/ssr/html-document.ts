import type { PageHead } from '../../client/entry-server';

const htmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => htmlEscapes[character] ?? character);
}

function headTags(head: PageHead): string {
  return `<title>${escapeHtml(head.title)}</title><meta name="description" content="${escapeHtml(head.description)}" />`;
}

/**
 * Fills the HTML template (client/index.html) with the page's head and markup. Replacements are
 * functions so that `$&`-style patterns in page content are not interpreted by `replace`.
 */
export function htmlDocument(template: string, page: { head: PageHead; appHtml: string }, extraHeadTags = ''): string {
  return template
    .replace('<!--app-head-->', () => headTags(page.head) + extraHeadTags)
    .replace('<!--app-html-->', () => page.appHtml);
}
