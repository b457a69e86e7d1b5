import { once } from 'node:events';
import { chmodSync, readFileSync, writeFileSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { eventually } from '../support/eventually';
import { runToExit, type ServerProcess, startServer } from '../support/server-process';
import { askFrom, openSlowSockets } from '../support/slow-clients';
import { freshDataDir } from '../support/test-app';

const running: ServerProcess[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((server) => server.stop()));
});

describe('starting the server', () => {
  it.each([
    [{ PORT: 'http' }, 'PORT: must be a whole number from 0 to 65535, got "http"'],
    [{ BLOG_API_URL: 'javascript:alert(1)' }, 'BLOG_API_URL'],
    [
      { NODE_ENV: 'production', SESSION_SECRET: '', DATABASE_URL: 'postgres://127.0.0.1:5432/test' },
      'SESSION_SECRET: is required in production with DATABASE_URL',
    ],
    [
      { NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(32), FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' },
      'FIREBASE_AUTH_EMULATOR_HOST',
    ],
  ])('refuses %j with a message naming %s', async (env, expected) => {
    const { code, output } = await runToExit(env);
    expect(code).toBe(1);
    expect(output).toContain('Invalid configuration');
    expect(output).toContain(expected);
  });

  it.each([
    [
      'readable by other users',
      'a-secret-kept-for-the-team-of-32-chars',
      0o644,
      /is readable by other users \(mode 0644\)/,
    ],
    ['too short', 'short', 0o600, /holds 5 characters, too short for a session secret/],
  ])('refuses a kept session secret %s, leaving it as it is', async (_case, content, mode, message) => {
    const dataDir = freshDataDir();
    const file = join(dataDir, 'session-secret');
    writeFileSync(file, content, { mode });
    chmodSync(file, mode);
    const { code, output } = await runToExit({
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      SESSION_SECRET: '',
      FIREBASE_AUTH_EMULATOR_HOST: '',
    });
    expect(code).toBe(1);
    expect(output).toMatch(message);
    expect(readFileSync(file, 'utf8')).toBe(content);
  });

  it('exits with a clear log line when the port is taken', async () => {
    const first = await startServer();
    running.push(first);
    const { code, output } = await runToExit({ PORT: new URL(first.url).port });
    expect(code).toBe(1);
    expect(output).toMatch(/"msg":"could not listen"/);
    expect(output).toContain('EADDRINUSE');
  });
});

describe('stopping the server', () => {
  it('finishes the requests in flight on SIGTERM, then exits 0', async () => {
    const server = await startServer();
    const responses = Array.from({ length: 40 }, () => fetch(`${server.url}/joblistings`));
    const inFlight = responses.map((answered) =>
      answered.then(
        async (response) => ({ status: response.status, complete: (await response.text()).includes('</html>') }),
        // fetch rejects only when no response came at all: refused (or a connection closed while
        // idle, before its request was read). A response cut off midway would instead make
        // `text()` reject, which fails this test.
        (error: Error) => ({ refused: error instanceof TypeError }),
      ),
    );
    // The signal once the server is answering them: the requests sent with the first have reached it.
    await Promise.any(responses);
    const exitCode = await server.stop();
    const outcomes = await Promise.all(inFlight);

    expect(exitCode).toBe(0);
    // If a request failed, the server's own error lines say why.
    const serverErrors = server.output.filter((line) => /"level":(50|60)/.test(line));
    expect(serverErrors, serverErrors.join('\n')).toEqual([]);
    for (const outcome of outcomes) {
      // Each request either got its whole page or was refused before it started: none cut off.
      expect([{ status: 200, complete: true }, { refused: true }]).toContainEqual(outcome);
    }
    expect(outcomes.filter((outcome) => 'status' in outcome).length).toBeGreaterThan(0);
    expect(server.output.join('\n')).toMatch(/"signal":"SIGTERM"[^\n]*"msg":"shutting down"[\s\S]*"msg":"stopped"/);
  });
});

/**
 * A raw connection to `server` (writes wait for it), with everything it receives until it closes;
 * from `localAddress` (loopback has all of 127.0.0.0/8: another address is another client).
 */
function rawConnection(server: ServerProcess, localAddress = '127.0.0.1') {
  const socket = connect({ port: Number(new URL(server.url).port), host: '127.0.0.1', localAddress });
  let received = '';
  // A connection the server drops may be reset: an outcome to look at, not a failure of the test.
  socket.on('error', () => {});
  socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
  // Not events.once: it would reject on the reset.
  const closed = new Promise<{ received: string }>((resolve) => socket.on('close', () => resolve({ received })));
  return { socket, closed, received: () => received };
}

/** Sends a whole keep-alive GET on `socket` and waits for the start of its answer. */
async function getOn(connection: ReturnType<typeof rawConnection>): Promise<void> {
  connection.socket.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n');
  while (!connection.received().includes('\r\n\r\n')) await once(connection.socket as Socket, 'data');
}

describe('slow and numerous clients', () => {
  // Node's own default lets headers take 60 s: this test's 15 s would run out first.
  it('cuts off a client that never finishes its headers, with 408', { timeout: 15_000 }, async () => {
    const server = await startServer({ env: { HEADERS_TIMEOUT_MS: '1000', REQUEST_TIMEOUT_MS: '2000' } });
    running.push(server);
    const slow = rawConnection(server);
    slow.socket.write('GET / HTTP/1.1\r\nHost: localhost\r\n');
    // A slowloris client: a byte of a header now and then, never the blank line that ends them.
    const drip = setInterval(() => slow.socket.write('X'), 100);
    const { received } = await slow.closed.finally(() => clearInterval(drip));
    expect(received).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
  });

  it('drops connections beyond MAX_CONNECTIONS while the ones it holds are served', async () => {
    const server = await startServer({ env: { MAX_CONNECTIONS: '2' } });
    running.push(server);
    const held = [rawConnection(server), rawConnection(server)];
    for (const connection of held) {
      await getOn(connection);
      expect(connection.received()).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    }
    const refused = rawConnection(server);
    refused.socket.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n');
    // Dropped before a byte of an answer.
    expect((await refused.closed).received).toBe('');
    for (const connection of held) connection.socket.end();
  });

  it(
    'keeps serving other clients and the probes while 1,000 slow sockets come from one address',
    { timeout: 60_000 },
    async () => {
      // The defaults (MAX_CONNECTIONS 1000, MAX_CONNECTIONS_PER_ADDRESS 100); headers may take a
      // minute here, so the slow sockets are still held when the others ask.
      const server = await startServer({ env: { HEADERS_TIMEOUT_MS: '60000', REQUEST_TIMEOUT_MS: '120000' } });
      running.push(server);
      // Not 127.0.0.1: the machine's own address has a few more slots, kept for its health check.
      const attacker = Array.from({ length: 1_000 }, () => rawConnection(server, '127.0.0.4'));
      let closed = 0;
      for (const connection of attacker) {
        // Headers begun, never ended.
        connection.socket.write('GET / HTTP/1.1\r\nHost: localhost\r\nX-Slow: ');
        void connection.closed.then(() => closed++);
      }
      try {
        await eventually(() => closed === 900, 30_000, 'the server dropping the 900 over the per-address limit');
        // Another client (127.0.0.2), and the probes (127.0.0.3), are answered meanwhile.
        for (const localAddress of ['127.0.0.2', '127.0.0.3']) {
          for (const path of ['/healthz', '/readyz', '/']) {
            const other = rawConnection(server, localAddress);
            other.socket.write(`GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
            expect((await other.closed).received).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
          }
        }
        // The attacker's address gets nothing more, and holds only its 100.
        const more = rawConnection(server, '127.0.0.4');
        more.socket.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n');
        expect((await more.closed).received).toBe('');
        expect(closed).toBe(900);
      } finally {
        for (const connection of attacker) connection.socket.destroy();
      }
    },
  );

  it(
    'keeps room for another client and the probes while 30 addresses hold 100 slow sockets each',
    { timeout: 30_000 },
    async () => {
      // The defaults (MAX_CONNECTIONS 1000, MAX_CONNECTIONS_PER_ADDRESS 100): eleven such
      // addresses would fill every slot. Headers may take a minute, so none is cut off meanwhile.
      const server = await startServer({ env: { HEADERS_TIMEOUT_MS: '60000', REQUEST_TIMEOUT_MS: '120000' } });
      running.push(server);
      const port = Number(new URL(server.url).port);
      const attackers = Array.from({ length: 30 }, (_, index) => `127.0.0.${index + 2}`);
      const slow = await openSlowSockets(port, attackers, 100);
      try {
        // At most 1,000 of the 3,000 are held: the rest dropped as they arrived.
        await eventually(() => slow.closed() >= 2_000, 10_000, 'the server dropping what it has no room for');
        const answers = [
          // Another visitor, and a probe from elsewhere (a kubelet's node address).
          await askFrom(port, '127.0.0.100', '/'),
          await askFrom(port, '127.0.0.101', '/healthz'),
          // The container's own health check (Dockerfile HEALTHCHECK: http://127.0.0.1).
          await askFrom(port, '127.0.0.1', '/healthz'),
          await askFrom(port, '127.0.0.1', '/readyz'),
        ];
        expect(answers.map((answer) => answer.statusLine)).toEqual(Array(4).fill('HTTP/1.1 200 OK'));
        // The slow sockets are still held: the others got in beside them, not after them.
        expect(slow.closed()).toBeLessThan(slow.opened);
      } finally {
        slow.destroy();
      }
    },
  );

  it("keeps slots for the machine's own health check when every other slot is taken", { timeout: 30_000 }, async () => {
    // 200 slots; 250 addresses of one slow socket each take all they may.
    const server = await startServer({
      env: { MAX_CONNECTIONS: '200', HEADERS_TIMEOUT_MS: '60000', REQUEST_TIMEOUT_MS: '120000' },
    });
    running.push(server);
    const port = Number(new URL(server.url).port);
    const crowd = Array.from({ length: 250 }, (_, index) => `127.0.1.${index + 1}`);
    const slow = await openSlowSockets(port, crowd, 1);
    try {
      await eventually(() => slow.closed() >= 50, 10_000, 'the server dropping what it has no room for');
      // No room for another address, but the container's HEALTHCHECK (http://127.0.0.1) is answered.
      expect((await askFrom(port, '127.0.0.100', '/healthz')).statusLine).toBe('');
      expect((await askFrom(port, '127.0.0.1', '/healthz')).statusLine).toBe('HTTP/1.1 200 OK');
      expect((await askFrom(port, '127.0.0.1', '/readyz')).statusLine).toBe('HTTP/1.1 200 OK');
    } finally {
      slow.destroy();
    }
  });
});
