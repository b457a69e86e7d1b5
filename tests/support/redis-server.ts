import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

const REDIS_SERVER = '/usr/bin/redis-server';

export interface RedisServer {
  url: string;
  /** Ends the server (and with it every count it held). */
  stop(): Promise<void>;
}

/**
 * Redis takes a port number, not 0: one below Linux's ephemeral range (32768 on), where no
 * outgoing connection of another test can be given it between our choosing it and Redis binding
 * it. Another server's port is met by trying again.
 */
const randomPort = () => 20_000 + Math.floor(Math.random() * 12_000);
const ATTEMPTS = 5;

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null ? Promise.resolve() : new Promise((resolve) => child.once('exit', () => resolve()));
}

/** redis-server on `port`, ready; or, when the port is taken, null. */
async function redisOn(port: number, password: string | undefined): Promise<ChildProcess | null> {
  const options = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'];
  const child = spawn(REDIS_SERVER, [...options, ...(password ? ['--requirepass', password] : [])], {
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) resolve(child);
    });
    child.once('exit', (code) => {
      if (output.includes('Address already in use')) resolve(null);
      else reject(new Error(`redis-server exited (${code}) before it was ready:\n${output}`));
    });
  });
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
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const port = randomPort();
    const child = await redisOn(port, password);
    if (!child) continue;
    return {
      url: `redis://${password ? `:${password}@` : ''}127.0.0.1:${port}`,
      async stop() {
        child.kill('SIGKILL');
        await exited(child);
      },
    };
  }
  throw new Error(`redis-server found no free port in ${ATTEMPTS} tries`);
}
