import { pino, type DestinationStream, type Logger } from 'pino';
import type { Environment } from './config';

export type { Logger };

/**
 * The one logger: JSON lines on stdout (or `destination`). Credentials never reach the logs.
 * Stdout is written asynchronously: a write per request line took 8 % of a cached page's CPU
 * (bench/fast-path.ts); lines that pile up while one write is under way go out together,
 * and pino writes what is left when the process exits.
 */
export function createLogger(config: Pick<Environment, 'LOG_LEVEL'>, destination?: DestinationStream): Logger {
  const options = {
    level: config.LOG_LEVEL,
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
      censor: '[redacted]',
    },
  };
  return pino(options, destination ?? pino.destination({ dest: 1, sync: false }));
}
