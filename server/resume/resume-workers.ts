import { type ChildProcess, fork } from 'node:child_process';
import { existsSync } from 'node:fs';
import { setPriority } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { Logger } from '../logger';
import { PROBLEMS } from './pdf-problems';
import type { PdfJudgement } from './resume-pdf-judge';
import type { ResumeReading } from './reading/read-resume';
import type { ResumeReadingStarted, ResumeTask, ResumeTaskDone, ResumeWork } from './resume-worker';

/**
 * The bounds of judging uploaded resumes. A crafted 16 KB PDF (one object stream unpacking to an
 * array of 8 million numbers) kept the server's thread for 8.7 s and grew it by 470 MB: the parse
 * runs in worker processes, each with a heap that V8 ends at `memoryMb` (the process dies, the
 * server does not), killed by the server at `deadlineMs`. An ordinary resume takes 5 to 50 ms and
 * a few MB (BENCHMARKS.md). Processes rather than threads: a process can be given a lower CPU
 * priority, so the pages keep their core (docs/decisions/012 has the figures).
 */
export interface ResumeWorkerLimits {
  /** Files judged at once, each in a process of its own (the server's whole count). */
  atOnce: number;
  /** Files waiting, per process, past which an upload is refused with 503 and Retry-After. */
  waitingPerProcess: number;
  /** A file's time in its process, from the moment the process has it. */
  deadlineMs: number;
  /** Each process's heap (V8's old generation), in MB. */
  memoryMb: number;
  /**
   * A judged file's reading for the steps' answers (pdf.js: 20 to 60 ms for a resume, BENCHMARKS.md),
   * from when the reader is loaded (a process's first reading loads it: READER_LOAD_TIMEOUT_MS).
   */
  readDeadlineMs: number;
  /**
   * What a worker run from its TypeScript source (tests, `npm run dev`) gets beside these bounds:
   * tsx's own heap, about 90 MB once it has transformed pdf.js's 4 MB of modules, and its slower
   * first reading with them, which the built worker does not carry (it reads a resume within 32 MB and
   * loads pdf.js in 0.5 s, BENCHMARKS.md). Default: 160 MB and 10 s.
   */
  fromSource?: { heapMb: number; readMs: number };
  /** A process with nothing to do ends after this (the next file starts one: about 0.3 s). */
  idleMs: number;
}

export const RESUME_WORKER_LIMITS = {
  atOnce: 1,
  waitingPerProcess: 32,
  deadlineMs: 3_000,
  memoryMb: 64,
  readDeadlineMs: 3_000,
  idleMs: 60_000,
} as const satisfies ResumeWorkerLimits;

/** The verdict on one file, or "come back later" when every process is busy and the queue is full. */
export type ResumeVerdict = PdfJudgement | { ok: false; reason: 'resume_checks_busy'; retryAfterSeconds: number };

/** A reading that could not be made (the processes busy, the file past a bound): the steps are filled by hand. */
const notRead: ResumeReading = { readable: false, reason: 'unreadable' };

export interface ResumeWorkers {
  /** Judges the PDF at `path` (a file the server wrote: the upload as received). */
  judge(path: string): Promise<ResumeVerdict>;
  /**
   * Reads the judged PDF at `path` for the steps' answers of a company in `companyCountry`;
   * unreadable when the processes are busy or the file passes a bound (the resume stays taken).
   */
  read(path: string, companyCountry: string): Promise<ResumeReading>;
  /** Ends every process; files still waiting are refused as busy. */
  close(): Promise<void>;
}

const notAPdf = (problem: string): PdfJudgement => ({ ok: false, reason: 'not_a_pdf', problem });

/** `workerFile`: a built worker module to run rather than the default (workerEntry). */
export function startResumeWorkers(limits: ResumeWorkerLimits, logger: Logger, workerFile?: string): ResumeWorkers {
  /** Tasks waiting for a process: each runs on the process it is given. */
  const waiting: {
    run: (worker: WorkerProcess) => Promise<unknown>;
    done: (outcome: never) => void;
    failed: (error: unknown) => void;
    busy: () => unknown;
  }[] = [];
  const idle: WorkerProcess[] = [];
  /** Every process started and not ended yet, idle or busy: what close() ends. */
  const started = new Set<WorkerProcess>();
  let running = 0;
  let closed = false;
  // How long a file has taken lately (a moving average), for the wait a crowd is told.
  let averageMs = 100;
  const busy = (): ResumeVerdict => {
    const queueMs = ((waiting.length + running) * averageMs) / limits.atOnce;
    return {
      ok: false,
      reason: 'resume_checks_busy',
      retryAfterSeconds: Math.min(30, Math.max(1, Math.ceil(queueMs / 1000))),
    };
  };

  /** An idle process still running, else a new one. */
  function workerForNext(): WorkerProcess {
    for (let worker = idle.pop(); worker; worker = idle.pop()) if (worker.alive) return worker;
    const worker = new WorkerProcess(limits, logger, workerFile);
    started.add(worker);
    void worker.ended.then(() => started.delete(worker));
    return worker;
  }

  function next(): void {
    while (!closed && running < limits.atOnce && waiting.length > 0) {
      const task = waiting.shift();
      if (!task) return;
      let worker: WorkerProcess;
      try {
        worker = workerForNext();
      } catch (error) {
        task.failed(error);
        continue;
      }
      running++;
      const startedAt = performance.now();
      const settled = () => {
        running--;
        averageMs = 0.8 * averageMs + 0.2 * (performance.now() - startedAt);
        if (closed) void worker.end();
        else if (worker.alive) idle.push(worker.idleFor(limits.idleMs, () => idle.splice(idle.indexOf(worker), 1)));
        next();
      };
      task.run(worker).then(
        (outcome) => {
          settled();
          task.done(outcome as never);
        },
        (error: unknown) => {
          settled();
          task.failed(error);
        },
      );
    }
  }

  /** `run` on the next free process, or `whenBusy` at once when every process is busy and the queue is full. */
  function queue<T>(run: (worker: WorkerProcess) => Promise<T>, whenBusy: () => T): Promise<T> {
    if (closed || waiting.length >= limits.waitingPerProcess * limits.atOnce) return Promise.resolve(whenBusy());
    return new Promise<T>((done, failed) => {
      waiting.push({ run, done: done as (outcome: never) => void, failed, busy: whenBusy });
      next();
    });
  }

  return {
    judge: (path) => queue((worker) => worker.judge(path), busy),
    // Never throws: a process that cannot start leaves the resume unread, not the upload failed.
    read: (path, companyCountry) =>
      queue(
        (worker) => worker.read(path, companyCountry),
        () => notRead,
      ).catch(() => notRead),
    async close() {
      closed = true;
      for (const task of waiting.splice(0)) task.done(task.busy() as never);
      idle.length = 0;
      await Promise.all([...started].map((worker) => worker.end()));
    },
  };
}

/** ResumeWorkerLimits.fromSource's default. */
const FROM_SOURCE = { heapMb: 160, readMs: 10_000 };

/** What a process that ran out of heap writes before V8 aborts it. */
const OUT_OF_MEMORY = /heap out of memory|Reached heap limit/;

/**
 * A process that has not loaded the judge by then is killed. It loads in about 0.3 s on an idle
 * machine; on one whose cores are taken, at its lower priority, it may take many times that.
 */
const START_TIMEOUT_MS = 30_000;

/**
 * A process's first reading loads the reader (pdf.js, about 0.5 s on an idle machine, many times
 * that at its lower priority on a busy one): the reading's deadline runs once it is loaded, and
 * the load has this bound of its own. The file cannot make the load slower.
 */
const READER_LOAD_TIMEOUT_MS = 30_000;

/**
 * The worker's CPU priority (nice): below the pages', so that a file judged in a loop takes the
 * idle core, not the pages' (BENCHMARKS.md, "Other clients beside crafted resumes"); not the
 * lowest (19), which on a machine whose cores the pages fill would leave an ordinary resume, a
 * few milliseconds of work, waiting past its deadline.
 */
const NICENESS = 10;

/**
 * One worker process, one file at a time (judged or read); a process that passed a bound is killed
 * and not used again. It runs at a lower CPU priority than the server (NICENESS): on a machine of
 * two cores the pages keep the CPU they need, and the judge takes what is left. A process that has
 * read keeps pdf.js loaded (about 16 MB of its heap) for the next file.
 */
class WorkerProcess {
  alive = true;
  /** Settles once the process has exited and its output is closed. */
  readonly ended: Promise<void>;
  private readonly child: ChildProcess;
  private readonly ready: Promise<boolean>;
  /** The end of what the process wrote to stderr: how an out-of-memory death is told from another. */
  private stderrTail = '';
  private nextId = 0;
  private idleTimer: NodeJS.Timeout | undefined;
  /** What running from source adds to the bounds (ResumeWorkerLimits.fromSource). */
  private readonly allowance: { heapMb: number; readMs: number };

  constructor(
    private readonly limits: ResumeWorkerLimits,
    private readonly logger: Logger,
    workerFile?: string,
  ) {
    const { file, execArgv, fromSource } = workerFile
      ? { file: workerFile, execArgv: [], fromSource: false }
      : workerEntry();
    this.allowance = fromSource ? (limits.fromSource ?? FROM_SOURCE) : { heapMb: 0, readMs: 0 };
    const heapMb = limits.memoryMb + this.allowance.heapMb;
    this.child = fork(file, [], {
      execArgv: [...execArgv, `--max-old-space-size=${heapMb}`, '--max-semi-space-size=4'],
      // Its output (pdf-lib writes a line for each object it cannot parse) is not the server's log.
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
      serialization: 'advanced',
    });
    this.child.stderr?.on('data', (chunk: Buffer) => (this.stderrTail = `${this.stderrTail}${chunk}`.slice(-2_000)));
    this.child.unref();
    this.child.channel?.unref();
    try {
      if (this.child.pid) setPriority(this.child.pid, NICENESS);
    } catch {
      // Priorities are a help, not a need: a system that refuses one still bounds the process.
    }
    this.child.once('exit', () => (this.alive = false));
    // 'close', not 'exit': the process's stderr is read to its end by then.
    this.ended = new Promise((resolve) => {
      this.child.once('close', () => resolve());
      // A process that could not be started may never close.
      this.child.once('error', () => resolve());
    });
    this.ready = new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), START_TIMEOUT_MS);
      const settle = (ready: boolean) => {
        clearTimeout(timer);
        resolve(ready);
      };
      this.child.once('message', (message) => settle(message === 'ready'));
      this.child.once('error', () => settle(false));
      this.child.once('exit', () => settle(false));
    });
  }

  /** The file's verdict; a file past a bound is refused with the bound's problem and ends the process. */
  judge(path: string): Promise<PdfJudgement> {
    return this.run(
      { kind: 'judge', path },
      this.limits.deadlineMs,
      (done) => {
        if ('verdict' in done) return done.verdict;
        if ('failure' in done) this.logger.warn({ failure: done.failure }, 'a resume could not be judged');
        return notAPdf(PROBLEMS.unparseable);
      },
      (ended) =>
        notAPdf(
          ended === 'memory'
            ? PROBLEMS.needsTooMuchMemory
            : ended === 'time'
              ? PROBLEMS.takesTooLong
              : PROBLEMS.unparseable,
        ),
    );
  }

  /** The file's reading; unreadable past a bound (what was read is never logged, only that it failed). */
  read(path: string, companyCountry: string): Promise<ResumeReading> {
    return this.run(
      { kind: 'read', path, companyCountry },
      this.limits.readDeadlineMs + this.allowance.readMs,
      (done) => {
        if ('reading' in done) return done.reading;
        if ('failure' in done) this.logger.warn({ failure: done.failure }, 'a resume could not be read for the steps');
        return notRead;
      },
      () => notRead,
      READER_LOAD_TIMEOUT_MS,
    );
  }

  /**
   * Sends the task and gives its answer as `answered` makes it, or, when the process passes the
   * deadline or dies (out of memory or otherwise), as `ended` makes it; such a process is ended.
   * With `startBoundMs`, the deadline runs from the task's start (ResumeReadingStarted), which must
   * come within that bound.
   */
  private async run<T>(
    task: ResumeWork,
    deadlineMs: number,
    answered: (done: ResumeTaskDone) => T,
    ended: (why: 'time' | 'memory' | 'crash') => T,
    startBoundMs?: number,
  ): Promise<T> {
    clearTimeout(this.idleTimer);
    if (!(await this.ready)) {
      await this.end();
      throw new Error(`The resume worker process did not start: ${this.stderrTail}`);
    }
    const id = ++this.nextId;
    return new Promise<T>((resolve) => {
      const finish = (outcome: T, end: boolean) => {
        clearTimeout(deadline);
        this.child.off('message', onMessage);
        this.child.off('close', onClose);
        if (end) void this.end();
        resolve(outcome);
      };
      const onMessage = (done: ResumeTaskDone | ResumeReadingStarted) => {
        if (done.id !== id) return;
        if (!('started' in done)) return finish(answered(done), false);
        clearTimeout(deadline);
        deadline = setTimeout(() => finish(ended('time'), true), deadlineMs);
      };
      const onClose = (code: number | null, signal: NodeJS.Signals | null) => {
        if (OUT_OF_MEMORY.test(this.stderrTail)) return finish(ended('memory'), true);
        this.logger.warn({ code, signal, task: task.kind }, 'the resume worker process ended during a task');
        finish(ended('crash'), true);
      };
      let deadline = setTimeout(() => finish(ended('time'), true), startBoundMs ?? deadlineMs);
      this.child.on('message', onMessage);
      this.child.on('close', onClose);
      this.child.send({ ...task, id } satisfies ResumeTask);
    });
  }

  /** Ends this process once it has been idle for `ms`, calling `ended`; the next file cancels it. */
  idleFor(ms: number, ended: () => void): this {
    this.idleTimer = setTimeout(() => {
      ended();
      void this.end();
    }, ms);
    this.idleTimer.unref();
    return this;
  }

  async end(): Promise<void> {
    this.alive = false;
    clearTimeout(this.idleTimer);
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill('SIGKILL');
    await this.ended;
  }
}

/**
 * The worker's module: dist/server/resume-worker.js in the build (beside index.js, this module
 * being in it or in dist/server/assets/), else the TypeScript source, run through tsx. Names in
 * variables: the bundler must not take these for assets of its own.
 */
function workerEntry(): { file: string; execArgv: string[]; fromSource: boolean } {
  const here = import.meta.url;
  if (here.endsWith('.ts')) {
    const source = './resume-worker.ts';
    return { file: fileURLToPath(new URL(source, here)), execArgv: ['--import', 'tsx'], fromSource: true };
  }
  for (const built of ['./resume-worker.js', '../resume-worker.js']) {
    const url = new URL(built, here);
    if (existsSync(url)) return { file: fileURLToPath(url), execArgv: [], fromSource: false };
  }
  throw new Error(`The resume worker (resume-worker.js) is missing beside ${here}`);
}
