import { afterEach, describe, expect, it } from 'vitest';
import { runToExit, type ServerProcess, startServer } from '../support/server-process';

const running: ServerProcess[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((server) => server.stop()));
});

describe('starting the server', () => {
  it.each([
    [{ PORT: 'http' }, 'PORT'],
    [{ BLOG_API_URL: 'javascript:alert(1)' }, 'BLOG_API_URL'],
    [{ NODE_ENV: 'production', SESSION_SECRET: '' }, 'SESSION_SECRET: is required in production'],
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
    const inFlight = Array.from({ length: 40 }, () =>
      fetch(`${server.url}/joblistings`).then(
        async (response) => ({ status: response.status, complete: (await response.text()).includes('</html>') }),
        // fetch rejects only when no response came at all: refused (or a connection closed while
        // idle, before its request was read). A response cut off midway would instead make
        // `text()` reject, which fails this test.
        (error: Error) => ({ refused: error instanceof TypeError }),
      ),
    );
    // Let the requests reach the server before the signal.
    await new Promise((resolve) => setTimeout(resolve, 20));
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
