import { Writable } from 'node:stream';
import { createApp, type AppOptions } from '../../server/app';
import { loadConfig } from '../../server/config';
import { createLogger } from '../../server/logger';

/**
 * The app as tests drive it: test configuration (plus `env`), and the JSON log lines it wrote.
 */
export async function createTestApp(
  options: Omit<AppOptions, 'config' | 'logger'> & { env?: Record<string, string> } = {},
) {
  const { env, ...appOptions } = options;
  const logLines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) logLines.push(JSON.parse(line));
      done();
    },
  });
  const config = loadConfig({ NODE_ENV: 'test', ...env });
  const logger = createLogger(config, sink);
  const app = await createApp({ ...appOptions, config, logger });
  return { app, logLines };
}
