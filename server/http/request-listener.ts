import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { Express } from 'express';
import type { Logger } from '../logger';
import type { Metrics } from '../metrics/metrics';

/**
 * What the HTTP server runs: the fast path (cached pages and blog answers), else the app. Express
 * costs a router pass, prototype swaps and its response helpers per request: a hit skips them.
 */
export function requestListenerOf(
  fastPath: (req: IncomingMessage, res: ServerResponse) => boolean,
  app: Express,
  { metrics, logger }: { metrics: Metrics; logger: Logger },
): RequestListener {
  return (req, res) => {
    const startedAt = performance.now();
    let answered: boolean;
    try {
      answered = fastPath(req, res);
    } catch (error) {
      // Not expected; Express then answers (through its error handler, should it fail there too)
      // rather than the exception taking the process down.
      logger.error({ err: error }, 'the fast path failed');
      answered = res.headersSent;
      if (answered) res.destroy();
    }
    if (answered) {
      metrics.answered(req, res, startedAt);
    } else {
      metrics.timeRequest(req, res);
      app(req, res);
    }
  };
}
