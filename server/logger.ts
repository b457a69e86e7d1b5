import { pino, type DestinationStream, type Logger } from 'pino';
import type { Environment } from './config';
import { logDestination } from './log-destination';

export type { Logger };

/** Stdout's, one for the process: it flushes at exit. */
let stdout: ReturnType<typeof logDestination> | undefined;

/**
 * The one logger: JSON lines on stdout (or `destination`). Credentials never reach the logs.
 * Stdout is written in the background (server/log-destination.ts): a write per request line costs
 * a cached page's answer more than the answer's own work (bench/fast-path.ts); lines that pile up
 * while one write is under way go out together, and what is left is written when the process exits.
 */
export function createLogger(config: Pick<Environment, 'LOG_LEVEL'>, destination?: DestinationStream): Logger {
  const options = {
    level: config.LOG_LEVEL,
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
      censor: '[redacted]',
    },
  };
  return pino(options, destination ?? (stdout ??= logDestination(1)));
}
