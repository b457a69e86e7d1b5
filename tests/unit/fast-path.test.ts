import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import type { CachedAnswer } from '../../server/http/cached-answer';
import { compressBody } from '../../server/http/compressed-body';
import { createFastPath } from '../../server/http/fast-path';
import { NONCE_PLACEHOLDER } from '../../server/http/security-headers';
import { createLogger } from '../../server/logger';
import { rawRequest } from '../support/raw-get';

const page: CachedAnswer = {
  body: compressBody('<!doctype html><p>Hello</p>'),
  contentType: 'text/html; charset=utf-8',
  headers: [['Cache-Control', 'public, max-age=0']],
  scriptSources: ["'sha256-abc='"],
};
const json: CachedAnswer = { ...page, contentType: 'application/json; charset=utf-8', scriptSources: undefined };

/** A fast path over two answers in front of a stand-in for Express, which answers 299 "express". */
async function serve() {
  const logLines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(JSON.parse(chunk.toString()));
      done();
    },
  });
  const fastPath = createFastPath({
    lookups: [(req) => (req.url === '/page' ? page : undefined), (req) => (req.url === '/json' ? json : undefined)],
    securityHeaders: [
      ['Content-Security-Policy', `script-src 'self' 'nonce-${NONCE_PLACEHOLDER}';object-src 'none'`],
      ['X-Content-Type-Options', 'nosniff'],
    ],
    hsts: (req) => req.headers['x-test-secure'] === 'yes',
    logger: createLogger({ LOG_LEVEL: 'info' }, sink),
  });
  const server = http.createServer((req, res) => {
    if (!fastPath(req, res)) res.writeHead(299).end('express');
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    logLines,
    close: () => new Promise((resolve) => server.close(resolve)),
    request: (path: string, headers: Record<string, string> = {}, method = 'GET') =>
      rawRequest(`${url}${path}`, headers, method),
  };
}

const site = await serve();
afterAll(site.close);

describe('the fast path', () => {
  it('answers a cached answer in the encoding the client prefers, with the headers prepared for it', async () => {
    const brotli = await site.request('/page', { 'accept-encoding': 'gzip, br' });
    expect(brotli.status).toBe(200);
    expect(brotli.body.equals(page.body.brotli)).toBe(true);
    expect(brotli.rawHeaders.filter((_, i) => i % 2 === 0)).toEqual([
      'X-Request-Id',
      'Content-Security-Policy',
      'X-Content-Type-Options',
      'Cache-Control',
      'Vary',
      'ETag',
      'Content-Type',
      'Content-Encoding',
      'Content-Length',
      'Date',
      'Connection',
      'Keep-Alive',
    ]);
    expect(brotli.headers['content-security-policy']).toBe("script-src 'self' 'sha256-abc=';object-src 'none'");
    expect(brotli.headers.etag).toBe(`"${page.body.hash}-br"`);
    const gzip = await site.request('/page', { 'accept-encoding': 'gzip' });
    expect(gzip.body.equals(page.body.gzip)).toBe(true);
    expect(gzip.headers.etag).toBe(`"${page.body.hash}-gzip"`);
  });

  it('gives an answer without script sources a fresh nonce each time', async () => {
    const nonces = new Set<string>();
    for (let i = 0; i < 300; i++) {
      const answer = await site.request('/json', { 'accept-encoding': 'br' });
      const nonce = /'nonce-([^']+)'/.exec(String(answer.headers['content-security-policy']))?.[1];
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      nonces.add(nonce!);
    }
    expect(nonces.size).toBe(300);
  });

  it('adds HSTS when the request is due it', async () => {
    const secure = await site.request('/page', { 'accept-encoding': 'br', 'x-test-secure': 'yes' });
    expect(secure.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(
      (await site.request('/page', { 'accept-encoding': 'br' })).headers['strict-transport-security'],
    ).toBeUndefined();
  });

  it.each([
    ['another method', '/page', { 'accept-encoding': 'br' }, 'POST'],
    ['nothing cached', '/other', { 'accept-encoding': 'br' }, 'GET'],
    ['a client without Brotli or gzip', '/page', { 'accept-encoding': 'identity' }, 'GET'],
    ['a client that says nothing about encodings', '/page', {}, 'GET'],
    ['Brotli and gzip refused', '/page', { 'accept-encoding': 'br;q=0, gzip;q=0, deflate' }, 'GET'],
  ])('leaves %s to Express', async (_case, path, headers, method) => {
    const answer = await site.request(path, headers, method);
    expect(answer.status).toBe(299);
    expect(answer.body.toString()).toBe('express');
  });

  it('writes one log line per answer', async () => {
    const answer = await site.request('/page', { 'accept-encoding': 'br' }, 'HEAD');
    expect(answer.body.length).toBe(0);
    const lines = site.logLines.filter((line) => (line.req as { id: string }).id === answer.headers['x-request-id']);
    expect(lines).toEqual([
      expect.objectContaining({
        msg: 'request completed',
        req: expect.objectContaining({ method: 'HEAD', path: '/page' }),
      }),
    ]);
    // The fields of every line, and no more: the fast path logs through a child without redaction.
    expect(Object.keys(lines[0]!)).toEqual(['level', 'time', 'pid', 'hostname', 'req', 'res', 'responseTime', 'msg']);
  });
});
