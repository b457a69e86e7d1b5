import { write, writeSync } from 'node:fs';

/** Past this many characters waiting (a stdout nobody reads), lines are dropped and counted instead. */
const MAX_WAITING = 16 * 1024 * 1024;
/** How long a full pipe (EAGAIN) is given before the next try. */
const RETRY_MS = 10;
/** How long, at most, the last lines wait for a full pipe at exit. */
const FLUSH_WAIT_MS = 5_000;

const sleepSync = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

const isFull = (error: unknown) => (error as NodeJS.ErrnoException).code === 'EAGAIN';

/**
 * Log lines to a file descriptor (stdout), written in the background: the lines that come while a
 * write is under way wait, and go out together in the next write; a partial write goes on from
 * where it stopped, and a full pipe is tried again. pino's own asynchronous destination measures
 * the whole waiting text again for every line (sonic-boom's Buffer.byteLength), a few percent of a
 * cached page's CPU under load (bench/fast-path.ts); here the waiting lines are joined once.
 * `flushSync()` writes what waits before the process ends (at exit, waiting up to 5 s for a full
 * pipe; pino calls it after a fatal line). A write under way when `process.exit()` is called may
 * be cut short, as with pino's own destination. Should the descriptor fail otherwise (closed),
 * lines are dropped: there is nowhere to say so.
 */
export function logDestination(fd = 1) {
  let waiting: string[] = [];
  let waitingLength = 0;
  let dropped = 0;
  // What is being written, from `written` on; `inFlight` while fs.write has it.
  let writing: Buffer | undefined;
  let written = 0;
  let inFlight = false;
  let broken = false;

  const takeWaiting = (): Buffer | undefined => {
    if (dropped > 0) {
      const msg = `${dropped} log lines dropped: stdout was not read`;
      waiting.push(`${JSON.stringify({ level: 40, time: Date.now(), msg })}\n`);
      dropped = 0;
    }
    if (waiting.length === 0) return undefined;
    const bytes = Buffer.from(waiting.join(''));
    waiting = [];
    waitingLength = 0;
    return bytes;
  };

  const writeOn = (): void => {
    if (!writing || broken) return;
    inFlight = true;
    write(fd, writing, written, writing.length - written, null, (error, count) => {
      inFlight = false;
      if (error && isFull(error)) {
        setTimeout(writeOn, RETRY_MS).unref();
        return;
      }
      if (error) {
        broken = true;
        writing = undefined;
        waiting = [];
        return;
      }
      written += count;
      if (written >= (writing?.length ?? 0)) {
        writing = takeWaiting();
        written = 0;
      }
      writeOn();
    });
  };

  const destination = {
    write(line: string): void {
      if (broken) return;
      if (waitingLength > MAX_WAITING) {
        dropped++;
        return;
      }
      waiting.push(line);
      waitingLength += line.length;
      if (writing) return;
      writing = takeWaiting();
      written = 0;
      writeOn();
    },
    /**
     * Writes what waits, now. A write fs.write has under way is left to finish; one waiting for a
     * full pipe to drain is written here, before the lines after it.
     */
    flushSync(): void {
      if (broken) return;
      const parts = [!inFlight && writing ? writing.subarray(written) : undefined, takeWaiting()];
      if (!inFlight) writing = undefined;
      const bytes = Buffer.concat(parts.filter((part) => part !== undefined));
      const giveUpAt = Date.now() + FLUSH_WAIT_MS;
      let at = 0;
      while (at < bytes.length && Date.now() < giveUpAt) {
        try {
          at += writeSync(fd, bytes, at, bytes.length - at);
        } catch (error) {
          if (!isFull(error)) return;
          sleepSync(RETRY_MS);
        }
      }
    },
  };
  process.on('exit', () => destination.flushSync());
  return destination;
}
