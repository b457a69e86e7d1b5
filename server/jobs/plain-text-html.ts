/** Plain text from a feed, escaped for HTML: it is shown as the text it is, never as markup. */
export const escapeText = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Plain text as paragraphs (a blank line between two), for what a feed gives without HTML. */
export const paragraphsOf = (plain: string) =>
  plain
    .split(/\n{2,}/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${escapeText(paragraph)}</p>`)
    .join('');
