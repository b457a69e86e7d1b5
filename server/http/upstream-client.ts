import http from 'node:http';
import https from 'node:https';
import type { AxiosInstance } from 'axios';
import type { Logger } from '../logger';
import type { UpstreamError, UpstreamFailure } from './upstream-error';

export interface UpstreamClientOptions {
  /** Names the upstream in logs and messages: "blog" says "blog upstream answered", "The blog API …". */
  name: string;
  baseUrl: string;
  /** A hard deadline for the whole answer. */
  timeoutMs: number;
  /** Larger answers are refused: memory is shared with every visitor. */
  maxAnswerBytes: number;
  logger: Logger;
  /** The feature's own error for a failure, so its routes can tell it from others. */
  error: (failure: UpstreamFailure, message: string) => UpstreamError;
}

export interface UpstreamClient {
  /** GET `path` (relative to the base URL): any status is an answer; no answer in time, or none at all, throws. */
  get(path: string, signal: AbortSignal, headers?: Record<string, string>): Promise<{ status: number; data: unknown }>;
  /** POST `body` as JSON to `path`, for APIs that read with POST (Ashby's RPC); answered as `get`. */
  post(
    path: string,
    body: unknown,
    signal: AbortSignal,
    headers?: Record<string, string>,
  ): Promise<{ status: number; data: unknown }>;
  /** The error for an answer with an unexpected status. */
  failed(status: number): UpstreamError;
}

/**
 * One JSON API reached over HTTP. Connections are kept alive between calls. Each call has a hard
 * deadline of `timeoutMs` for the whole answer (axios's own timeout only notices an idle socket,
 * not a slow trickle).
 */
export function createUpstreamClient(options: UpstreamClientOptions): UpstreamClient {
  const { name, baseUrl, timeoutMs, maxAnswerBytes, logger, error: upstreamError } = options;
  const api = `The ${name} API`;
  // axios is loaded with the first call, not at start-up, which it would slow by about 100 ms.
  let client: Promise<AxiosInstance> | undefined;
  const clientOnce = () =>
    (client ??= import('axios').then(({ default: axios }) =>
      axios.create({
        baseURL: baseUrl.replace(/\/?$/, '/'),
        httpAgent: new http.Agent({ keepAlive: true, maxSockets: 16 }),
        httpsAgent: new https.Agent({ keepAlive: true, maxSockets: 16 }),
        maxContentLength: maxAnswerBytes,
        maxRedirects: 0,
        validateStatus: () => true,
        headers: { Accept: 'application/json' },
      }),
    ));

  async function call(
    path: string,
    signal: AbortSignal,
    send: (client: AxiosInstance, signal: AbortSignal) => Promise<{ status: number; data: unknown }>,
  ) {
    const deadline = AbortSignal.timeout(timeoutMs);
    const started = performance.now();
    try {
      const response = await send(await clientOnce(), AbortSignal.any([signal, deadline]));
      logger.info(
        { upstream: path, status: response.status, ms: Math.round(performance.now() - started) },
        `${name} upstream answered`,
      );
      return response;
    } catch (error) {
      const ms = Math.round(performance.now() - started);
      if (deadline.aborted) {
        logger.warn({ upstream: path, ms }, `${name} upstream timed out`);
        throw upstreamError('timeout', `${api} did not answer within ${timeoutMs} ms`);
      }
      // axios errors (and Node's socket errors) carry a code such as ECONNREFUSED.
      const reason = error instanceof Error ? ((error as { code?: string }).code ?? error.message) : String(error);
      logger.warn({ upstream: path, ms, reason }, `${name} upstream failed`);
      throw upstreamError('unavailable', `${api} could not be reached (${reason})`);
    }
  }

  return {
    get: (path, signal, headers = {}) =>
      call(path, signal, (client, aborted) => client.get(path, { signal: aborted, headers })),
    post: (path, body, signal, headers = {}) =>
      call(path, signal, (client, aborted) => client.post(path, body, { signal: aborted, headers })),
    failed(status) {
      return upstreamError('unavailable', `${api} answered HTTP ${status}`);
    },
  };
}
