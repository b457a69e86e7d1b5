import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer as createHttpServer } from 'node:http';
import { createServer, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { emulatorHost } from '../support/auth-emulator';
import { freshDataDir } from '../support/test-app';

// `npm start` is `npm run build && node scripts/start-local.mjs`; these run the second half on
// the build the integration tests already need. Every port is one the test picked, never 9099,
// which the Auth emulator of `npm test` holds.

const started: ChildProcess[] = [];
const listening: Server[] = [];

afterEach(async () => {
  // Its own process group: the script and whatever it started go together.
  for (const child of started.splice(0)) if (child.exitCode === null) process.kill(-child.pid!, 'SIGKILL');
  await Promise.all(listening.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/**
 * A port nothing listens on, for a process that binds it seconds later (the emulator takes a while
 * to start). Picked below the kernel's ephemeral range (32768 and up), so that no outgoing
 * connection of the tests running beside this one is given it in the meantime, as the system's
 * own pick (`listen(0)`) could be.
 */
async function freePort(): Promise<number> {
  for (;;) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    const server = createServer();
    const bound = await new Promise<boolean>((resolve) => {
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => resolve(true));
    });
    if (!bound) continue;
    await new Promise((resolve) => server.close(resolve));
    return port;
  }
}

/** Another process's server holding a port (`server` answers what it answers). */
async function occupy(server: Server): Promise<number> {
  listening.push(server);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return (server.address() as { port: number }).port;
}

function startLocal(env: Record<string, string>) {
  const child = spawn('node', ['scripts/start-local.mjs'], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: freshDataDir(),
      // As on a developer's machine: no Firebase project, no emulator of the test run.
      FIREBASE_PROJECT_ID: '',
      FIREBASE_AUTH_EMULATOR_HOST: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  started.push(child);
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = once(child, 'exit').then(([code]) => code as number | null);
  return { child, exited, output: () => output };
}

describe('npm start when a port it needs is taken', () => {
  it('stops with a message naming the emulator port when another process holds it, and exits non-zero', async () => {
    const port = await occupy(createServer());
    const run = startLocal({ AUTH_EMULATOR_PORT: String(port) });
    expect(await run.exited).toBe(1);
    expect(run.output()).toContain(
      `npm start: port ${port} (the Firebase Auth emulator) is already in use by another process. ` +
        'Stop that process, or choose another port with AUTH_EMULATOR_PORT.',
    );
    expect(run.output()).not.toContain('starting the Firebase Auth emulator');
    expect(run.output()).not.toContain('"msg":"listening"');
  });

  it('does not take a foreign Auth emulator on that port for its own', async () => {
    const foreignEmulator = createHttpServer((_request, response) =>
      response.setHeader('Content-Type', 'application/json').end('{"authEmulator":{"ready":true}}'),
    );
    const port = await occupy(foreignEmulator);
    const run = startLocal({ AUTH_EMULATOR_PORT: String(port) });
    expect(await run.exited).toBe(1);
    expect(run.output()).toContain(`port ${port} (the Firebase Auth emulator) is already in use`);
    expect(run.output()).not.toContain('"msg":"listening"');
  });

  it('stops before starting the emulator when the site’s port is taken', async () => {
    const port = await occupy(createServer());
    const run = startLocal({ PORT: String(port), AUTH_EMULATOR_PORT: String(await freePort()) });
    expect(await run.exited).toBe(1);
    expect(run.output()).toContain(`npm start: port ${port} (the site) is already in use by another process.`);
    expect(run.output()).not.toContain('starting the Firebase Auth emulator');
  });

  it('refuses an AUTH_EMULATOR_PORT that is not a port number', async () => {
    const run = startLocal({ AUTH_EMULATOR_PORT: '90990' });
    expect(await run.exited).toBe(1);
    expect(run.output()).toContain('npm start: AUTH_EMULATOR_PORT must be a port number from 1 to 65535, not "90990".');
  });
});

/** Resolves with the site's port once the server has logged that it listens. */
function siteListening(run: ReturnType<typeof startLocal>): Promise<number> {
  return new Promise((resolve, reject) => {
    const check = () => {
      const port = /"msg":"listening"/.test(run.output()) && /"port":(\d+)/.exec(run.output())?.[1];
      if (port) return resolve(Number(port));
      if (run.child.exitCode !== null) return reject(new Error(`npm start ended:\n${run.output()}`));
      setTimeout(check, 100);
    };
    check();
  });
}

async function emulatorUrlOfSite(sitePort: number): Promise<string> {
  const site = (await (await fetch(`http://127.0.0.1:${sitePort}/api/site`)).json()) as {
    data: { signIn: { emulatorUrl: string } };
  };
  return site.data.signIn.emulatorUrl;
}

describe('npm start with an Auth emulator named in FIREBASE_AUTH_EMULATOR_HOST', () => {
  it('uses it, saying so, when an Auth emulator answers there', async () => {
    const run = startLocal({ FIREBASE_AUTH_EMULATOR_HOST: emulatorHost() });
    const sitePort = await siteListening(run);
    expect(run.output()).toContain(
      `Using the Firebase Auth emulator at ${emulatorHost()} (FIREBASE_AUTH_EMULATOR_HOST).`,
    );
    expect(await emulatorUrlOfSite(sitePort)).toBe(`http://${emulatorHost()}`);
  });

  it('stops with a message when none answers there', async () => {
    const host = `127.0.0.1:${await freePort()}`;
    const run = startLocal({ FIREBASE_AUTH_EMULATOR_HOST: host });
    expect(await run.exited).toBe(1);
    expect(run.output()).toContain(
      `npm start: FIREBASE_AUTH_EMULATOR_HOST is ${host}, but no Firebase Auth emulator answers there.`,
    );
  });
});

describe('npm start with its own emulator', () => {
  it('runs the emulator on AUTH_EMULATOR_PORT, and exits non-zero when it dies', { timeout: 240_000 }, async () => {
    const emulatorPort = await freePort();
    const run = startLocal({ AUTH_EMULATOR_PORT: String(emulatorPort) });
    const sitePort = await siteListening(run);
    expect(await emulatorUrlOfSite(sitePort)).toBe(`http://127.0.0.1:${emulatorPort}`);

    // The emulator ends (cleanly, as a crash or another hand would end it): the site goes too.
    const emulatorPid = execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(run.child.pid)], { encoding: 'utf8' })
      .split('\n')
      .find((line) => line.includes('emulators:start'))
      ?.trim()
      .split(/\s+/)[0];
    expect(emulatorPid).toBeDefined();
    process.kill(Number(emulatorPid), 'SIGTERM');
    expect(await run.exited).toBe(1);
    expect(run.output()).toMatch(/npm start: The Firebase Auth emulator stopped unexpectedly \(exit code \d+\)\./);
    await expect(fetch(`http://127.0.0.1:${sitePort}/healthz`)).rejects.toThrow();
  });
});
