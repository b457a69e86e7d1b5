import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';
import type { SiteImage } from './site-images';

const marked = new Marked({ gfm: true, async: false });

export interface MarkdownContext {
  images: ReadonlyMap<string, SiteImage>;
  /** Called for a picture the folder does not hold. */
  missingImage(path: string): void;
}

/**
 * The blog's allowlist (server/blog/sanitize-article-html.ts) for text, links and tables; pictures
 * only from the folder's images/, rewritten to their served addresses. The page has its one h1,
 * so headings start at h2.
 */
function optionsFor(context: MarkdownContext): sanitizeHtml.IOptions {
  return {
    allowedTags: [
      ...sanitizeHtml.defaults.allowedTags.filter((tag) => !['main', 'nav', 'header', 'footer'].includes(tag)),
      'img',
    ],
    allowedAttributes: {
      a: ['href', 'title'],
      img: ['src', 'alt', 'title', 'width', 'height', 'loading', 'decoding'],
      th: ['scope', 'colspan', 'rowspan'],
      td: ['colspan', 'rowspan'],
    },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: { img: [] },
    allowProtocolRelative: false,
    transformTags: {
      h1: 'h2',
      img: (tagName, attribs) => {
        const image = context.images.get(attribs.src ?? '');
        if (!image) context.missingImage(attribs.src ?? '');
        return {
          tagName,
          attribs: { ...attribs, src: image?.url ?? '', loading: 'lazy', decoding: 'async', alt: attribs.alt ?? '' },
        };
      },
    },
    // A relative src is allowed through so that transformTags has rewritten it: only /site-images/ remain.
    exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src?.startsWith('/site-images/'),
  };
}

/** Markdown as sanitized HTML, rendered once when the folder is read. */
export function renderMarkdown(text: string, context: MarkdownContext): string {
  const html = marked.parse(text) as string;
  return sanitizeHtml(html, optionsFor(context)).trim();
}
