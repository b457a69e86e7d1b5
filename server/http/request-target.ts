import type { IncomingMessage } from 'node:http';
import type { Request } from 'express';

/**
 * The path and query the client asked for: Express's `originalUrl` (its `url` changes under
 * mounted routers), or the plain request's `url` before Express has seen it.
 */
export function requestTarget(req: IncomingMessage): string {
  return (req as Partial<Request>).originalUrl ?? req.url ?? '/';
}
