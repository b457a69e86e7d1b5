import type { Article } from '../../shared/article';
import { type CompressedBody, compressBody } from '../http/compressed-body';
import { createRefreshingCache } from '../cache/refreshing-cache';
import type { Logger } from '../logger';
import type { BlogSource } from './blog-source';

/** An answer ready to send: its JSON is serialized and compressed once per cache entry. */
export interface CachedJson {
  body: CompressedBody;
}
export interface ArticleList extends CachedJson {
  articles: Article[];
}
export interface SingleArticle extends CachedJson {
  article: Article;
}

type Entry = { kind: 'list'; answer: ArticleList } | { kind: 'article'; answer: SingleArticle } | { kind: 'missing' };

export interface BlogService {
  /** The articles of the configured type, newest first. */
  list(): Promise<ArticleList>;
  /** One article of the configured type, or null if there is none with this id. */
  article(id: string): Promise<SingleArticle | null>;
  /**
   * The ETag of the article list as cached now ('none' before the first load), for caches of
   * what is rendered from it. Only reads: it never calls the upstream.
   */
  listVersion(): string;
  /**
   * Starts a background refresh of the article list when it has gone stale, and returns at once
   * (a failed refresh keeps the stale list; `list()` reports failures). For caches of pages
   * rendered from the list, which answer without calling `list()` and so must ask for this.
   */
  refreshListIfStale(): void;
  /**
   * The article list, only if it is cached and fresh: never calls the upstream, never waits. For
   * answers sent before Express runs (server/http/fast-path.ts); anything else goes through `list()`.
   */
  freshList(): ArticleList | undefined;
  /** Likewise one article, if a fresh list or a fresh entry of its own holds it. */
  freshArticle(id: string): SingleArticle | undefined;
}

export interface BlogServiceOptions {
  source: BlogSource;
  blogType: string;
  /** How long an answer is fresh (BLOG_CACHE_TTL_MS). */
  ttlMs: number;
  /** How long past freshness an answer may still be served while the upstream fails (BLOG_STALE_MS). */
  staleMs: number;
  logger: Logger;
  /**
   * What the source holds changes with this (the site folder's read, on SIGHUP): answers of an
   * older one are not served. Unset for the blog API, which only the TTL follows.
   */
  sourceVersion?: () => number;
}

/** Unknown ids are remembered this long, so a flood of bad links does not reach the upstream. */
const NEGATIVE_TTL_MS = 30_000;
function cachedJson(value: unknown): CachedJson {
  return { body: compressBody(JSON.stringify(value)) };
}

const newestFirst = (a: Article, b: Article) => Date.parse(b.createdAt) - Date.parse(a.createdAt);

/**
 * The blog behind the refreshing cache (server/cache/refreshing-cache.ts): fresh answers for
 * `ttlMs`, then stale while one background call refreshes them, and stale while the upstream
 * fails for up to `staleMs`. Unknown ids are remembered for 30 s and never served through an outage.
 */
export function createBlogService({
  source,
  blogType,
  ttlMs,
  staleMs,
  logger,
  sourceVersion = () => 0,
}: BlogServiceOptions): BlogService {
  const listKey = () => `list@${sourceVersion()}`;
  const articlePrefix = () => `article@${sourceVersion()}:`;
  const singleAnswers = new WeakMap<Article, SingleArticle>();
  const singleAnswer = (article: Article): SingleArticle => {
    let answer = singleAnswers.get(article);
    if (!answer) singleAnswers.set(article, (answer = { article, ...cachedJson({ data: article }) }));
    return answer;
  };

  async function load(key: string, signal: AbortSignal): Promise<Entry> {
    // Loaded with the first blog call, not at start-up: the HTML sanitizer is a large module tree.
    const { parseArticleList, parseSingleArticle } = await import('./article-payload');
    if (key.startsWith('list@')) {
      const articles = parseArticleList(await source.fetchList(signal), logger)
        .filter((article) => article.type === blogType)
        .sort(newestFirst);
      return { kind: 'list', answer: { articles, ...cachedJson({ data: articles }) } };
    }
    const raw = await source.fetchArticle(key.slice(key.indexOf(':') + 1), signal);
    const article = raw === null ? null : parseSingleArticle(raw);
    if (!article || article.type !== blogType) return { kind: 'missing' };
    return { kind: 'article', answer: singleAnswer(article) };
  }

  const cache = createRefreshingCache<Entry>({
    name: 'blog',
    load,
    ttlMs,
    staleMs,
    logger,
    sizeOf: (entry) => (entry.kind === 'missing' ? 0 : entry.answer.body.size),
    shortTtlMs: (entry) => (entry.kind === 'missing' ? NEGATIVE_TTL_MS : undefined),
    servesStale: (entry) => entry.kind !== 'missing',
  });

  /** The list while it is fresh (what `cache.get` would answer without a call). */
  const freshList = () => {
    const entry = cache.peekFresh(listKey());
    return entry?.kind === 'list' ? entry.answer : undefined;
  };
  // A fresh list already holds every article of the type: no call needed for those.
  const listedArticle = (id: string) => {
    const listed = freshList()?.articles.find((article) => article._id === id);
    return listed && singleAnswer(listed);
  };

  return {
    async list() {
      const entry = await cache.get(listKey());
      if (entry.kind !== 'list') throw new Error('The blog cache holds a wrong entry for the list');
      return entry.answer;
    },
    async article(id) {
      const listed = listedArticle(id);
      if (listed) return listed;
      const entry = await cache.get(`${articlePrefix()}${id}`);
      return entry.kind === 'article' ? entry.answer : null;
    },
    listVersion() {
      const entry = cache.peek(listKey());
      return entry?.kind === 'list' ? entry.answer.body.hash : 'none';
    },
    refreshListIfStale() {
      cache.refreshIfStale(listKey());
    },
    freshList,
    freshArticle(id) {
      const listed = listedArticle(id);
      if (listed) return listed;
      const entry = cache.peekFresh(`${articlePrefix()}${id}`);
      return entry?.kind === 'article' ? entry.answer : undefined;
    },
  };
}
