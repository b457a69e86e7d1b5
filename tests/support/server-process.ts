import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Every line the server printed so far (JSON log lines, mostly). */
  output: string[];
  stop(): Promise<number | null>;
}

/** The environment a test server starts with: test mode, any free port, quiet logs. */
export const testServerEnv = { NODE_ENV: 'test', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info' };

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
    env: { ...process.env, ...testServerEnv, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const output: string[] = [];
  const exited = once(child, 'exit');

  const url = await new Promise<string>((resolve, reject) => {
    const onLine = (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n').filter(Boolean)) {
        output.push(line);
        const port = /"msg":"listening"/.test(line) && JSON.parse(line).address?.port;
        if (port) resolve(`http://127.0.0.1:${port}`);
      }
    };
    child.stdout!.on('data', onLine);
    child.stderr!.on('data', onLine);
    void exited.then(([code]) =>
      reject(new Error(`server exited with ${code} before listening:\n${output.join('\n')}`)),
    );
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

/** Runs a server command to its end (for servers that must refuse to start). */
export async function runToExit(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const child = spawn('node', ['dist/server/index.js'], {
    env: { ...process.env, ...testServerEnv, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const [code] = await once(child, 'exit');
  return { code: code as number | null, output };
}
