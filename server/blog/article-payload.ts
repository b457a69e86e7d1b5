import { z } from 'zod';
import type { Article } from '../../shared/article';
import { isArticleId } from '../../shared/article';
import type { Logger } from '../logger';
import { BlogUpstreamError } from './blog-upstream-error';
import { sanitizeArticleHtml } from './sanitize-article-html';

/** Shown for articles without a usable image (missing, or not https). */
export const DEFAULT_ARTICLE_IMAGE = '/images/blog/default.svg';

// Absolute https URLs (the pages' Content-Security-Policy refuses http: images), or paths on this
// site (a site folder's articles' pictures, /site-images/…).
const safeImageUrl = /^(https:\/\/[^\s"'<>]+|\/(?!\/)[^\s"'<>]*)$/i;

/** A field the blog API need not send: kept when it is a line of text, else left out (the article stays). */
const optionalLine = (max: number) =>
  z
    .unknown()
    .optional()
    .transform((value) =>
      typeof value === 'string' && value.trim() && value.length <= max ? value.trim().replace(/\s+/g, ' ') : undefined,
    );

const articleSchema = z.object({
  _id: z.string().refine(isArticleId, 'is not an article id'),
  type: z.string().trim().min(1).max(100),
  category: z.string().trim().min(1).max(100),
  title: z.string().trim().min(1).max(300),
  content: z.string().max(500_000),
  imageUrl: z.unknown(),
  createdAt: z
    .union([z.string(), z.number()])
    .refine((value) => !Number.isNaN(new Date(value).getTime()), 'is not a date'),
  author: optionalLine(100),
  summary: optionalLine(300),
});

const listEnvelope = z.object({ data: z.array(z.unknown()) });
const singleEnvelope = z.object({ data: z.unknown() });

/** Parses one upstream article into the shape the site trusts, or explains why it cannot. */
function toArticle(raw: unknown): { article: Article } | { problem: string } {
  const parsed = articleSchema.safeParse(raw);
  if (!parsed.success) {
    return { problem: parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ') };
  }
  const { imageUrl, createdAt, content, author, summary, ...fields } = parsed.data;
  return {
    article: {
      ...fields,
      ...(author ? { author } : {}),
      ...(summary ? { summary } : {}),
      content: sanitizeArticleHtml(content),
      imageUrl:
        typeof imageUrl === 'string' && safeImageUrl.test(imageUrl.trim()) ? imageUrl.trim() : DEFAULT_ARTICLE_IMAGE,
      createdAt: new Date(createdAt).toISOString(),
    },
  };
}

/**
 * The articles of an upstream list answer `{ data: [...] }`. A malformed envelope is an upstream
 * error; a malformed article is dropped and logged, so one bad record does not hide the blog.
 */
export function parseArticleList(payload: unknown, logger: Logger): Article[] {
  const envelope = listEnvelope.safeParse(payload);
  if (!envelope.success)
    throw new BlogUpstreamError('bad-payload', 'The blog API answered a list without a data array');
  const articles: Article[] = [];
  for (const [index, raw] of envelope.data.data.entries()) {
    const result = toArticle(raw);
    if ('article' in result) articles.push(result.article);
    else logger.warn({ index, problem: result.problem }, 'dropped a malformed blog article');
  }
  return articles;
}

/** The article of an upstream single answer `{ data: {...} }`; anything else is an upstream error. */
export function parseSingleArticle(payload: unknown): Article {
  const envelope = singleEnvelope.safeParse(payload);
  const result = envelope.success ? toArticle(envelope.data.data) : { problem: 'no data field' };
  if ('problem' in result)
    throw new BlogUpstreamError('bad-payload', `The blog API answered a malformed article (${result.problem})`);
  return result.article;
}
