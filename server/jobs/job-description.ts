import { sanitizeArticleHtml } from '../blog/sanitize-article-html';

/** A job's description HTML, made safe with the blog's allowlist (one set of rules for all upstream HTML). */
export function sanitizeJobDescription(html: string): string {
  return sanitizeArticleHtml(html).trim();
}

const markupEntities: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'", nbsp: '\u00a0' };

/**
 * Greenhouse sends `content` as HTML escaped once more (`&lt;p&gt;Caf&amp;eacute;&lt;/p&gt;`):
 * this takes off that one layer (`<p>Caf&eacute;</p>`), in one pass so `&amp;lt;` stays `&lt;`.
 * Other named entities are left for the HTML parser of the sanitizer.
 */
export function unescapeHtmlOnce(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]+);/gi, (entity, name: string) => {
    if (name.startsWith('#')) {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : '';
    }
    return markupEntities[name.toLowerCase()] ?? entity;
  });
}
