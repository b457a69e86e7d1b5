import { resolve } from 'node:path';
import { createLogger, loadConfigFromFile } from 'vite';
import { describe, expect, it } from 'vitest';

describe('the Vite config', () => {
  it('loads without warnings about features the native config loader lacks', async () => {
    const warnings: string[] = [];
    const logger = createLogger('warn');
    logger.warn = (message) => void warnings.push(message);
    logger.warnOnce = (message) => void warnings.push(message);
    const loaded = await loadConfigFromFile(
      { command: 'build', mode: 'production' },
      resolve('vite.config.ts'),
      resolve('.'),
      'warn',
      logger,
    );
    expect(loaded?.path).toBe(resolve('vite.config.ts'));
    expect(warnings).toEqual([]);
  });
});
