import { isArticleId } from '../../shared/article';
import type { BlogPages } from '../../shared/blog-pages';
import { DataUnavailableError } from '../../shared/page-context';
import { BlogUpstreamError } from './blog-upstream-error';
import type { BlogService } from './blog-service';

/** Upstream failures become "unavailable", which pages answer with 503. */
async function unlessUnavailable<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof BlogUpstreamError) throw new DataUnavailableError(error.message);
    throw error;
  }
}

/** The blog pages' part of the context (`context.blog`): the same for every request. */
export function blogPagesFor(blog: BlogService): BlogPages {
  return {
    list: () => unlessUnavailable(async () => (await blog.list()).articles),
    article: (id) =>
      unlessUnavailable(async () => (isArticleId(id) ? ((await blog.article(id))?.article ?? null) : null)),
  };
}
