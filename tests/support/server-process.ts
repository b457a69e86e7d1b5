import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { resolve } from 'node:path';

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Every line the server printed so far (JSON log lines, mostly). */
  output: string[];
  stop(): Promise<number | null>;
}

/** The environment a test server starts with: test mode, any free port, info logs. */
export const testServerEnv = {
  NODE_ENV: 'test',
  PORT: '0',
  HOST: '127.0.0.1',
  LOG_LEVEL: 'info',
  // Every visitor of a test comes from 127.0.0.1: tests of that limit set it themselves.
  ANONYMOUS_DRAFTS_PER_ADDRESS_PER_DAY: '1000000',
  RESUME_CHECKS_PER_CLIENT_PER_HOUR: '1000000',
  RESUME_UPLOADS_AT_ONCE_PER_CLIENT: '1000000',
};

/** A data folder of its own for one server process (removed after the run; never ./data). */
function freshServerDataDir(): string {
  mkdirSync('tests/.tmp/data', { recursive: true });
  return mkdtempSync(resolve('tests/.tmp/data/server-'));
}

/** A server that has not said it is listening by then is stopped, and the test fails. */
const STARTUP_TIMEOUT_MS = 60_000;

/**
 * Starts `command` (by default the built server) and resolves with its URL once it logs that
 * it is listening. Rejects with the server's output if it exits first.
 */
export async function startServer(
  options: { env?: Record<string, string>; cwd?: string; command?: string[] } = {},
): Promise<ServerProcess> {
  const [program, ...args] = options.command ?? ['node', 'dist/server/index.js'];
  // A process group of its own: `npm run serve` does not pass SIGTERM on to the server it
  // started, so the signal goes to the whole group.
  const child = spawn(program!, args, {
    cwd: options.cwd,
    env: { ...process.env, ...testServerEnv, DATA_DIR: freshServerDataDir(), ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const output: string[] = [];
  const exited = once(child, 'exit');

  let startupTimer: NodeJS.Timeout | undefined;
  const url = await new Promise<string>((resolve, reject) => {
    const onLine = (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n').filter(Boolean)) {
        output.push(line);
        const port = /"msg":"listening"/.test(line) && JSON.parse(line).address?.port;
        if (port) {
          clearTimeout(startupTimer);
          resolve(`http://127.0.0.1:${port}`);
        }
      }
    };
    child.stdout!.on('data', onLine);
    child.stderr!.on('data', onLine);
    void exited.then(([code]) =>
      reject(new Error(`server exited with ${code} before listening:\n${output.join('\n')}`)),
    );
    startupTimer = setTimeout(() => {
      if (child.exitCode === null) process.kill(-child.pid!, 'SIGKILL');
      reject(new Error(`server did not listen within ${STARTUP_TIMEOUT_MS / 1000} s:\n${output.join('\n')}`));
    }, STARTUP_TIMEOUT_MS).unref();
  });

  return {
    url,
    child,
    output,
    async stop() {
      if (child.exitCode === null) process.kill(-child.pid!, 'SIGTERM');
      const [code] = await exited;
      return code as number | null;
    },
  };
}

/** Runs `node …args` with exactly `env` to its end: its exit code and everything it printed. */
export async function runNodeToExit(
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<{ code: number | null; output: string }> {
  const child = spawn('node', args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const [code] = await once(child, 'exit');
  return { code: code as number | null, output };
}

/** Runs a built entry to its end (for servers that must refuse to start, `npm run migrate`, `check-site`). */
export function runToExit(
  env: Record<string, string>,
  script = 'dist/server/index.js',
  args: string[] = [],
): Promise<{ code: number | null; output: string }> {
  return runNodeToExit([script, ...args], { ...process.env, ...testServerEnv, DATA_DIR: freshServerDataDir(), ...env });
}
