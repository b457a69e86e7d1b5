import express from 'express';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { staticAssets } from '../../server/http/static-assets';
import { rawGet } from '../support/raw-get';

// A build folder of our own, so files can be removed under a running handler.
let clientDir: string;
const script = 'console.log("a script long enough to be worth compressing");\n'.repeat(40);

beforeEach(() => {
  mkdirSync('tests/.tmp', { recursive: true });
  clientDir = mkdtempSync(resolve('tests/.tmp/static-assets-'));
  mkdirSync(join(clientDir, 'assets'));
  writeFileSync(join(clientDir, 'assets/app.js'), script);
  writeFileSync(join(clientDir, 'assets/app.js.br'), brotliCompressSync(script));
  writeFileSync(join(clientDir, 'assets/app.js.gz'), gzipSync(script));
});

afterEach(() => rmSync(clientDir, { recursive: true, force: true }));

/** The handler, and after it what answers a request it passes on. */
function appServing(dir: string) {
  const app = express();
  app.use(staticAssets(dir));
  app.use((_req, res) => {
    res.status(404).type('text/plain').send('passed on');
  });
  return app;
}

// tests/integration/http-basics.test.ts checks the encodings on the real build.
describe('precompressed assets', () => {
  it('passes a request on unencoded when the copy went missing after start-up', async () => {
    const app = appServing(clientDir);
    rmSync(join(clientDir, 'assets/app.js.br'));
    const response = await rawGet(app, '/assets/app.js', { 'accept-encoding': 'br' });
    expect(response.status).toBe(404);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body.toString()).toBe('passed on');
  });
});
