import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';
import type { SiteImage } from './site-images';
import { isSitePath } from './site-links';

const marked = new Marked({ gfm: true, async: false });

export interface MarkdownContext {
  images: ReadonlyMap<string, SiteImage>;
  /** The paths of the folder's pages, lower case. */
  pagePaths: ReadonlySet<string>;
  /** Called for a picture the folder does not hold, or a link to no page of the site: the text as written, and why. */
  problem(written: string, message: string): void;
}

/** Whether an `href` of the text is an outside address (a scheme) or a place on the page. */
const outsideOrFragment = /^([a-z][a-z0-9+.-]*:|#)/i;

/** A link inside the site must lead to one of its pages, as `to` in site.yaml must. */
function checkLink(href: string, context: MarkdownContext): void {
  if (outsideOrFragment.test(href)) return;
  if (!href.startsWith('/') || href.startsWith('//')) {
    context.problem(href, `the link ${JSON.stringify(href)} must start with / (a page of the site) or be an address`);
  } else if (!isSitePath(href, context.pagePaths)) {
    context.problem(href, `no page ${href.split(/[?#]/)[0]} on this site`);
  }
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
      a: (tagName, attribs) => {
        if (attribs.href) checkLink(attribs.href, context);
        return { tagName, attribs };
      },
      img: (tagName, attribs) => {
        const image = context.images.get(attribs.src ?? '');
        if (!image) context.problem(attribs.src ?? '', `no such file ${attribs.src ?? ''}`);
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
