import { spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { logDestination } from '../../server/log-destination';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

const line = (n: number) => `${JSON.stringify({ n, msg: 'request completed', padding: 'x'.repeat(60) })}\n`;

/**
 * A process that logs `batches` × `perBatch` lines to its stdout, a batch a turn of the event
 * loop, and ends after the last: what its reader gets.
 */
async function linesOfChild(batches: number, perBatch: number, readAfterMs: number): Promise<string[]> {
  const script = `
    import { logDestination } from './server/log-destination.ts';
    const out = logDestination(1);
    const line = ${line.toString()};
    for (let batch = 0; batch < ${batches}; batch++) {
      for (let i = 0; i < ${perBatch}; i++) out.write(line(batch * ${perBatch} + i));
      await new Promise((resolve) => setImmediate(resolve));
    }
  `;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // Not read at first: the pipe fills, and writes meet EAGAIN and partial writes.
  child.stdout.pause();
  const chunks: Buffer[] = [];
  child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
  setTimeout(() => child.stdout.resume(), readAfterMs);
  await new Promise((resolve) => child.on('close', resolve));
  return Buffer.concat(chunks).toString().split('\n').filter(Boolean);
}

describe('the log destination', () => {
  it('delivers every line, whole and in order, through a full pipe and at exit', async () => {
    const lines = await linesOfChild(40, 2_000, 300);
    expect(lines).toHaveLength(80_000);
    lines.forEach((text, n) => expect(JSON.parse(text).n, text.slice(0, 40)).toBe(n));
  }, 30_000);

  it('writes to a file in the background, and what waits at once with flushSync', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'log-destination-'));
    folders.push(folder);
    const file = join(folder, 'log');
    const fd = openSync(file, 'w');
    const out = logDestination(fd);
    const numbersIn = () =>
      readFileSync(file, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((text) => JSON.parse(text).n as number)
        .sort((a, b) => a - b);
    for (let n = 0; n < 1_000; n++) out.write(line(n));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(numbersIn()).toEqual([...Array(1_000).keys()]);
    // The first goes to fs.write; the others wait, and flushSync writes them before it returns.
    for (let n = 1_000; n < 1_100; n++) out.write(line(n));
    out.flushSync();
    expect(numbersIn()).toEqual(expect.arrayContaining([...Array(99).keys()].map((n) => 1_001 + n)));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(numbersIn()).toEqual([...Array(1_100).keys()]);
    closeSync(fd);
  });

  it('drops lines without throwing once its descriptor fails', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'log-destination-'));
    folders.push(folder);
    const fd = openSync(join(folder, 'log'), 'w');
    closeSync(fd);
    const out = logDestination(fd);
    out.write(line(0));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(() => {
      out.write(line(1));
      out.flushSync();
    }).not.toThrow();
  });
});
