import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { getPriority, tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { PROBLEMS } from '../../server/resume/pdf-problems';
import {
  RESUME_WORKER_LIMITS,
  type ResumeWorkerLimits,
  type ResumeWorkers,
  startResumeWorkers,
} from '../../server/resume/resume-workers';
import { craftedPdfs } from '../support/crafted-pdfs';
import { corpusFile } from '../support/resume-corpus';
import { eventually } from '../support/eventually';
import { pdfFile } from '../support/one-page-pdf';

/** This process's children whose command line names `script` (Linux's /proc). */
function childrenRunning(script: string): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number)
    .filter((pid) => {
      try {
        const parent = Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')[1]);
        return parent === process.pid && readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(script);
      } catch {
        return false;
      }
    });
}

const folder = mkdtempSync(join(tmpdir(), 'resume-workers-'));
const fileOf = (name: string, bytes: Buffer) => {
  const path = join(folder, name);
  writeFileSync(path, bytes);
  return path;
};
const resume = fileOf('resume.pdf', pdfFile('Asha Rao'));
const script = fileOf('script.pdf', craftedPdfs['script-in-skipped-object']());
const heavy = fileOf('heavy.pdf', craftedPdfs['many-dictionaries']());

let workers: ResumeWorkers | undefined;
const start = (limits: Partial<ResumeWorkerLimits> = {}) =>
  (workers = startResumeWorkers({ ...RESUME_WORKER_LIMITS, ...limits }, pino({ level: 'silent' })));
afterEach(() => workers?.close());
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('judging resumes in worker processes', () => {
  it('gives the judge’s verdict, one file after another in the same process, at a lower CPU priority', async () => {
    const judge = start();
    expect(await judge.judge(resume)).toEqual({ ok: true });
    expect(await judge.judge(script)).toEqual({ ok: false, reason: 'pdf_runs_script', problem: PROBLEMS.javaScript });
    const workers = childrenRunning('resume-worker');
    expect(workers).toHaveLength(1);
    expect(getPriority(workers[0])).toBe(getPriority() + 10);
  });

  it('ends a process whose file passes its memory ceiling, refuses the file, and goes on with a new process', async () => {
    // The ceiling as the built worker has it, without tsx's own heap.
    const judge = start({ memoryMb: 40, deadlineMs: 30_000, fromSource: { heapMb: 0, readMs: 0 } });
    expect(await judge.judge(heavy)).toEqual({ ok: false, reason: 'not_a_pdf', problem: PROBLEMS.needsTooMuchMemory });
    expect(await judge.judge(resume)).toEqual({ ok: true });
  });

  it('kills a process whose file passes its deadline, refuses the file, and goes on with a new process', async () => {
    const judge = start({ memoryMb: 512, deadlineMs: 100 });
    expect(await judge.judge(resume)).toEqual({ ok: true });
    const [first] = childrenRunning('resume-worker');
    // Within the parser's own budget (1 s): only the server's deadline ends it at 100 ms.
    expect(await judge.judge(heavy)).toEqual({ ok: false, reason: 'not_a_pdf', problem: PROBLEMS.takesTooLong });
    // The verdict comes with the kill; the process ends a moment later.
    await eventually(() => !childrenRunning('resume-worker').includes(first!), 5_000, 'the killed process ended');
    expect(await judge.judge(resume)).toEqual({ ok: true });
    expect(childrenRunning('resume-worker')).toHaveLength(1);
  });

  it('ends every process when closed, also one still judging', async () => {
    const judge = start({ memoryMb: 512, deadlineMs: 30_000 });
    const judging = judge.judge(heavy);
    await eventually(() => childrenRunning('resume-worker').length === 1, 10_000, 'a worker');
    await judge.close();
    expect(childrenRunning('resume-worker')).toEqual([]);
    // Refused, or failed as the server closes: never taken.
    expect(
      await judging.then(
        (verdict) => verdict.ok,
        () => false,
      ),
    ).toBe(false);
  });

  it('judges as many files at once as it may; more wait their turn; past the queue, "busy" with when to come back', async () => {
    const judge = start({ atOnce: 1, waitingPerProcess: 2 });
    const verdicts = await Promise.all([resume, resume, resume, resume].map((path) => judge.judge(path)));
    expect(verdicts.slice(0, 3)).toEqual([{ ok: true }, { ok: true }, { ok: true }]);
    expect(verdicts[3]).toEqual({
      ok: false,
      reason: 'resume_checks_busy',
      retryAfterSeconds: 1,
    });
  });

  it('refuses a file it cannot read as unreadable, not as an error of the server', async () => {
    const judge = start();
    expect(await judge.judge(join(folder, 'missing.pdf'))).toEqual({
      ok: false,
      reason: 'not_a_pdf',
      problem: PROBLEMS.unparseable,
    });
  });
});

describe('reading resumes in worker processes', () => {
  const aarav = fileOf('aarav.pdf', Buffer.from(corpusFile('aarav-sharma.pdf')));
  const scan = fileOf('scan.pdf', Buffer.from(corpusFile('meera-krishnan-scanned.pdf')));
  // The bounds as the built worker has them, without what tsx adds.
  const asBuilt = { fromSource: { heapMb: 0, readMs: 0 } };

  it(
    "gives the steps' answers in the process that judged the file; a scan has no text",
    { timeout: 60_000 },
    async () => {
      const workers = start();
      expect(await workers.judge(aarav)).toEqual({ ok: true });
      const reading = await workers.read(aarav, 'IN');
      expect(reading).toMatchObject({ readable: true, answers: { contact: { firstName: 'Aarav', city: 'Pune' } } });
      expect(await workers.read(scan, 'IN')).toEqual({ readable: false, reason: 'no_text' });
      expect(childrenRunning('resume-worker')).toHaveLength(1);
    },
  );

  it("starts a first reading's deadline once the reader is loaded", { timeout: 60_000 }, async () => {
    // Through tsx, loading pdf.js takes 1.5 s here: longer than this deadline, which the reading
    // itself (0.15 s, its first) keeps.
    const workers = start({ readDeadlineMs: 1_000, fromSource: { heapMb: 160, readMs: 0 } });
    expect(await workers.read(aarav, 'IN')).toMatchObject({ readable: true, answers: { contact: { city: 'Pune' } } });
  });

  it('gives up a reading past its deadline, as unreadable, and ends its process', { timeout: 60_000 }, async () => {
    const hurried = start({ readDeadlineMs: 1, fromSource: { heapMb: 160, readMs: 0 } });
    expect(await hurried.read(aarav, 'IN')).toEqual({ readable: false, reason: 'unreadable' });
    await eventually(() => childrenRunning('resume-worker').length === 0, 5_000, 'the killed process ended');
  });

  it('gives up a reading that passes its memory, as unreadable', { timeout: 60_000 }, async () => {
    // Too little heap for tsx to load pdf.js: the process dies of it, the reading is given up.
    expect(await start({ ...asBuilt, memoryMb: 40, readDeadlineMs: 30_000 }).read(aarav, 'IN')).toEqual({
      readable: false,
      reason: 'unreadable',
    });
  });

  it('reads nothing of a file it cannot open, and says so', async () => {
    expect(await start().read(join(folder, 'missing.pdf'), 'IN')).toEqual({ readable: false, reason: 'unreadable' });
  });
});
