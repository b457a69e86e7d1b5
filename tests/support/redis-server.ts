import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';

const REDIS_SERVER = '/usr/bin/redis-server';

export interface RedisServer {
  url: string;
  /** Ends the server (and with it every count it held). */
  stop(): Promise<void>;
}

/** A port free on loopback now: Redis takes a port number, not 0. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null ? Promise.resolve() : new Promise((resolve) => child.once('exit', () => resolve()));
}

/**
 * Debian's redis-server on a loopback port of its own, in memory only (nothing saved), ready when
 * this resolves; with `password`, it asks for it (the url carries it). `npm test` installs the
 * package (scripts/ensure-debian-packages.mjs).
 */
export async function startRedisServer(password?: string): Promise<RedisServer> {
  if (!existsSync(REDIS_SERVER)) {
    throw new Error(`${REDIS_SERVER} is missing: run node scripts/ensure-debian-packages.mjs redis-server`);
  }
  const port = await freePort();
  const options = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'];
  const child = spawn(REDIS_SERVER, [...options, ...(password ? ['--requirepass', password] : [])], {
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`redis-server exited (${code}) before it was ready:\n${output}`)));
  });
  return {
    url: `redis://${password ? `:${password}@` : ''}127.0.0.1:${port}`,
    async stop() {
      child.kill('SIGKILL');
      await exited(child);
    },
  };
}
