/** A blog article, as the blog API answers it (content is HTML, sanitized by the BFF). */
export interface Article {
  _id: string;
  type: string;
  category: string;
  title: string;
  content: string;
  imageUrl: string;
  /** ISO 8601. */
  createdAt: string;
  /** Who wrote it (a site folder's article may say). */
  author?: string;
  /** A line about it for its card and the search engines; else its first words are. */
  summary?: string;
}

/** Upstream ids are short opaque tokens (MongoDB ObjectIds in the original backend). */
const articleIdPattern = /^[A-Za-z0-9_-]{1,64}$/;

export function isArticleId(id: string | undefined): id is string {
  return id !== undefined && articleIdPattern.test(id);
}

/** What a card and the search engines say of an article: its summary, else its first words. */
export function summaryOf(article: Pick<Article, 'content' | 'summary'>, maxLength = 160): string {
  return article.summary ?? excerptOf(article.content, maxLength);
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/**
 * The first words of an article as plain text, for cards and meta descriptions. It reads the
 * sanitized HTML, whose only entities are the ones above, so server and browser agree.
 */
export function excerptOf(html: string, maxLength = 160): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => entities[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= maxLength) return text;
  // Cut at the last word boundary, unless that would throw away more than half.
  const cut = text.slice(0, maxLength);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > maxLength / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}
