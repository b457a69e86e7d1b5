import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { cpus, totalmem } from 'node:os';

/** One wrk run: requests per second and latency percentiles. */
export interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
}

function milliseconds(value: string): number {
  const match = /^([\d.]+)(us|ms|s)$/.exec(value.trim());
  if (!match) return Number.NaN;
  const amount = Number(match[1]);
  return match[2] === 'us' ? amount / 1000 : match[2] === 's' ? amount * 1000 : amount;
}

type WrkOptions = { seconds?: number; connections?: number; headers?: string[] };

function wrkArgs(url: string, options: WrkOptions): string[] {
  const args = ['-t1', `-c${options.connections ?? 32}`, `-d${options.seconds ?? 10}s`, '--latency'];
  for (const header of options.headers ?? []) args.push('-H', header);
  return [...args, url];
}

/** Loads `url` with wrk (a separate, lean process: it takes less CPU from the server than Node would). */
export function wrk(url: string, options: WrkOptions = {}): LoadResult {
  return wrkResult(execFileSync('wrk', wrkArgs(url, options), { encoding: 'utf8' }));
}

/** wrk as `wrk` does, while this process goes on (another load beside it, say). */
export async function wrkBeside(url: string, options: WrkOptions = {}): Promise<LoadResult> {
  const { stdout } = await promisify(execFile)('wrk', wrkArgs(url, options), { encoding: 'utf8' });
  return wrkResult(stdout);
}

function wrkResult(output: string): LoadResult {
  const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(output)?.[1] ?? 0);
  return {
    requestsPerSecond: Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1]),
    p50Ms: milliseconds(/\s50%\s+(\S+)/.exec(output)?.[1] ?? ''),
    p99Ms: milliseconds(/\s99%\s+(\S+)/.exec(output)?.[1] ?? ''),
    non2xx,
  } satisfies LoadResult;
}

export function machineDescription(): string {
  const cpu = cpus()[0]?.model ?? 'unknown CPU';
  return `${cpus().length} × ${cpu}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${process.platform}`;
}

export const round = (value: number, digits = 0) => Number(value.toFixed(digits));

/** The middle value (the upper middle of an even count). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

const staticCopyDir = 'dist/client/bench-static';

/**
 * Saves the answer of `url` as a file the same server serves statically (from dist/client), so a
 * dynamic answer can be compared with the same bytes served as a file, in the same run.
 */
export async function staticCopy(url: string, fileName: string, checkout = '.'): Promise<string> {
  const { mkdirSync, writeFileSync } = await import('node:fs');
  const dir = `${checkout}/${staticCopyDir}`;
  mkdirSync(dir, { recursive: true });
  writeFileSync(`${dir}/${fileName}`, Buffer.from(await (await fetchAgainOnce(url)).arrayBuffer()));
  return `/bench-static/${fileName}`;
}

export async function removeStaticCopies(checkout = '.'): Promise<void> {
  const { rmSync } = await import('node:fs');
  rmSync(`${checkout}/${staticCopyDir}`, { recursive: true, force: true });
}

export function markdownTable(rows: readonly (readonly [string, LoadResult])[]): string[] {
  return [
    '| target | requests/s | p50 ms | p99 ms | non-2xx |',
    '|---|---:|---:|---:|---:|',
    ...rows.map(
      ([name, r]) =>
        `| ${name} | ${round(r.requestsPerSecond)} | ${round(r.p50Ms, 2)} | ${round(r.p99Ms, 2)} | ${r.non2xx} |`,
    ),
  ];
}

/**
 * fetch, once more when the connection was closed under it: fetch reuses a kept-alive connection
 * that the server may close after KEEP_ALIVE_TIMEOUT_MS while a long measure ran elsewhere.
 */
export function fetchAgainOnce(url: string, init?: RequestInit): Promise<Response> {
  return fetch(url, init).catch(() => fetch(url, init));
}
