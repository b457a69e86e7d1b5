import http from 'node:http';
import https from 'node:https';
import type { AxiosInstance } from 'axios';
import type { Logger } from '../logger';
import type { BlogSource } from './blog-source';
import { BlogUpstreamError } from './blog-upstream-error';

/** Larger answers are refused: a blog list is kilobytes, and memory is shared with every visitor. */
const MAX_ANSWER_BYTES = 10 * 1024 * 1024;

/**
 * The blog API at `baseUrl`: `GET /admin/All/blogs` and `GET /admin/blog/getSingleBlog/:id`.
 * Connections are kept alive between calls. Each call has a hard deadline of `timeoutMs` for the
 * whole answer (axios's own timeout only notices an idle socket, not a slow trickle).
 */
export function createUpstreamBlogSource(baseUrl: string, timeoutMs: number, logger: Logger): BlogSource {
  // axios is loaded with the first call, not at start-up, which it would slow by about 100 ms.
  let client: Promise<AxiosInstance> | undefined;
  const clientOnce = () =>
    (client ??= import('axios').then(({ default: axios }) =>
      axios.create({
        baseURL: baseUrl.replace(/\/?$/, '/'),
        httpAgent: new http.Agent({ keepAlive: true, maxSockets: 16 }),
        httpsAgent: new https.Agent({ keepAlive: true, maxSockets: 16 }),
        maxContentLength: MAX_ANSWER_BYTES,
        maxRedirects: 0,
        validateStatus: () => true,
        headers: { Accept: 'application/json' },
      }),
    ));

  async function get(path: string, signal: AbortSignal): Promise<{ status: number; data: unknown }> {
    const deadline = AbortSignal.timeout(timeoutMs);
    const started = performance.now();
    try {
      const response = await (await clientOnce()).get(path, { signal: AbortSignal.any([signal, deadline]) });
      logger.info(
        { upstream: path, status: response.status, ms: Math.round(performance.now() - started) },
        'blog upstream answered',
      );
      return response;
    } catch (error) {
      const ms = Math.round(performance.now() - started);
      if (deadline.aborted) {
        logger.warn({ upstream: path, ms }, 'blog upstream timed out');
        throw new BlogUpstreamError('timeout', `The blog API did not answer within ${timeoutMs} ms`);
      }
      // axios errors (and Node's socket errors) carry a code such as ECONNREFUSED.
      const reason = error instanceof Error ? ((error as { code?: string }).code ?? error.message) : String(error);
      logger.warn({ upstream: path, ms, reason }, 'blog upstream failed');
      throw new BlogUpstreamError('unavailable', `The blog API could not be reached (${reason})`);
    }
  }

  function failed(status: number): BlogUpstreamError {
    return new BlogUpstreamError('unavailable', `The blog API answered HTTP ${status}`);
  }

  return {
    async fetchList(signal) {
      const response = await get('admin/All/blogs', signal);
      if (response.status !== 200) throw failed(response.status);
      return response.data;
    },
    async fetchArticle(id, signal) {
      const response = await get(`admin/blog/getSingleBlog/${encodeURIComponent(id)}`, signal);
      if (response.status === 404) return null;
      if (response.status !== 200) throw failed(response.status);
      return response.data;
    },
  };
}
