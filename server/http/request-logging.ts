import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Response } from 'express';
import { pinoHttp } from 'pino-http';
import type { Logger } from '../logger';

// A caller's request id is kept when it looks like one, so a request can be traced across
// services; anything else is replaced rather than echoed into our logs.
const acceptableRequestId = /^[\w.-]{1,64}$/;

export function requestIdOf(req: IncomingMessage): string {
  const incoming = req.headers['x-request-id'];
  return typeof incoming === 'string' && acceptableRequestId.test(incoming) ? incoming : randomUUID();
}

/**
 * The level of a request's log line: errors for failures, debug for the build's files (a page
 * pulls a dozen; an operator reading the log wants the pages and API calls), info for the rest.
 */
function levelOf(res: ServerResponse, error: Error | undefined) {
  if (error || res.statusCode >= 500) return 'error';
  return (res as Partial<Response>).locals?.staticAsset && res.statusCode < 400 ? 'debug' : 'info';
}

/** The logged path of a request target: query strings can carry personal data. */
const pathOf = (url: string) => url.split('?', 1)[0];

/**
 * The line `requestLogging` writes when a response has finished, for answers sent without the
 * middleware (server/http/fast-path.ts): the same fields, so the log reads the same either way.
 */
export function logAnswered(
  logger: Logger,
  req: IncomingMessage,
  res: ServerResponse,
  id: string,
  startedAt: number,
): void {
  logger[levelOf(res, undefined)](
    {
      req: { id, method: req.method, path: pathOf(req.url ?? '') },
      res: { statusCode: res.statusCode },
      responseTime: Date.now() - startedAt,
    },
    'request completed',
  );
}

/** One JSON log line per request with its id, status and time; the id is echoed in `X-Request-Id`. */
export function requestLogging(logger: Logger) {
  return pinoHttp({
    logger,
    genReqId: (req, res) => {
      const id = requestIdOf(req);
      res.setHeader('X-Request-Id', id);
      return id;
    },
    customLogLevel: (_req, res, error) => levelOf(res, error),
    serializers: {
      // Method and path only: query strings and bodies can carry personal data.
      req: (req: { id: string; method: string; url: string }) => ({
        id: req.id,
        method: req.method,
        path: pathOf(req.url),
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  });
}
