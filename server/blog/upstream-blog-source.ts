import type { Logger } from '../logger';
import { createUpstreamClient } from '../http/upstream-client';
import type { BlogSource } from './blog-source';
import { BlogUpstreamError } from './blog-upstream-error';

/** Larger answers are refused: a blog list is kilobytes, and memory is shared with every visitor. */
const MAX_ANSWER_BYTES = 10 * 1024 * 1024;

/** The blog API at `baseUrl`: `GET /admin/All/blogs` and `GET /admin/blog/getSingleBlog/:id`. */
export function createUpstreamBlogSource(baseUrl: string, timeoutMs: number, logger: Logger): BlogSource {
  const client = createUpstreamClient({
    name: 'blog',
    baseUrl,
    timeoutMs,
    maxAnswerBytes: MAX_ANSWER_BYTES,
    logger,
    error: (failure, message) => new BlogUpstreamError(failure, message),
  });
  return {
    async fetchList(signal) {
      const response = await client.get('admin/All/blogs', signal);
      if (response.status !== 200) throw client.failed(response.status);
      return response.data;
    },
    async fetchArticle(id, signal) {
      const response = await client.get(`admin/blog/getSingleBlog/${encodeURIComponent(id)}`, signal);
      if (response.status === 404) return null;
      if (response.status !== 200) throw client.failed(response.status);
      return response.data;
    },
  };
}
