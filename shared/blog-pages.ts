import type { Article } from './article';

/**
 * The blog's part of the pages' context (`context.blog` in a loader), built by
 * server/blog/blog-pages.ts.
 */
export interface BlogPages {
  /** The blog's articles, newest first; throws DataUnavailableError when the blog cannot be read. */
  list(): Promise<Article[]>;
  /** One article, or null when there is none with this id; throws as `list`. */
  article(id: string): Promise<Article | null>;
}

declare module 'react-router' {
  interface AppLoadContext {
    blog: BlogPages;
  }
}
