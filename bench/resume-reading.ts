// The resume reader (server/resume/reading/) on the corpus of tests/fixtures/resumes: per field,
// how many resumes it reads as a careful reader does, and the time each reading takes in the
// built worker process (dist/server/resume-worker.js, forked as the server forks it, with its
// heap ceiling), from the task sent to the answer back.   npm run build && npx tsx bench/resume-reading.ts
import { type ChildProcess, fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ResumeReading } from '../server/resume/reading/read-resume';
import { RESUME_WORKER_LIMITS } from '../server/resume/resume-workers';
import type { ResumeTask, ResumeTaskDone } from '../server/resume/resume-worker';
import { corpus, type ScoredField, scoreReading, scoredFields } from '../tests/support/resume-corpus';
import { machineDescription, median, round } from './support';

const COMPANY_COUNTRY = 'IN';

/** The built worker, ready for tasks. */
async function builtWorker(): Promise<ChildProcess> {
  const child = fork('dist/server/resume-worker.js', [], {
    execArgv: [`--max-old-space-size=${RESUME_WORKER_LIMITS.memoryMb}`],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    serialization: 'advanced',
  });
  await new Promise<void>((resolve) => child.once('message', () => resolve()));
  return child;
}

let nextId = 0;
/** The worker's reading of `file` and the milliseconds it took. */
function timedRead(child: ChildProcess, file: string): Promise<{ reading: ResumeReading; ms: number }> {
  const id = ++nextId;
  const path = fileURLToPath(new URL(`../tests/fixtures/resumes/${file}`, import.meta.url));
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const onMessage = (done: ResumeTaskDone) => {
      if (done.id !== id) return;
      child.off('message', onMessage);
      if ('reading' in done) resolve({ reading: done.reading, ms: performance.now() - started });
      else reject(new Error(`${file}: ${JSON.stringify(done)}`));
    };
    child.on('message', onMessage);
    child.send({ id, kind: 'read', path, companyCountry: COMPANY_COUNTRY } satisfies ResumeTask);
  });
}

/** The process's peak resident memory (Linux's VmHWM), in MB. */
const peakMb = (pid: number) =>
  round(Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024);

export async function resumeReading(): Promise<string> {
  const resumes = corpus();
  const child = await builtWorker();
  // The first reading loads pdf.js into the process: told apart, as the pool keeps its processes.
  const first = await timedRead(child, resumes[0]!.file);
  const times: number[] = [];
  const right = Object.fromEntries(Object.keys(scoredFields).map((field) => [field, 0])) as Record<ScoredField, number>;
  let withText = 0;
  let scansTold = 0;
  for (const resume of resumes) {
    const { reading, ms } = await timedRead(child, resume.file);
    times.push(ms);
    if (!resume.expected) {
      if (!reading.readable) scansTold++;
      continue;
    }
    withText++;
    if (!reading.readable) continue;
    for (const [field, ok] of Object.entries(scoreReading(reading.answers, resume.expected))) {
      if (ok) right[field as ScoredField]++;
    }
  }
  const peak = peakMb(child.pid!);
  child.kill();
  const percent = (count: number) => `${count}/${withText} (${round((100 * count) / withText)} %)`;
  return [
    `### The resume reader on the corpus (\`bench/resume-reading.ts\`), ${new Date().toISOString().slice(0, 10)}`,
    '',
    `Machine: ${machineDescription()}. ${resumes.length} resumes of tests/fixtures/resumes (${withText} with text,`,
    `${resumes.length - withText} scanned), read for a company in ${COMPANY_COUNTRY} by the built worker process with its`,
    `${RESUME_WORKER_LIMITS.memoryMb} MB heap. Aims (the issue's): name, email and phone ≥ 95 %, city ≥ 90 %, school and`,
    'subject ≥ 85 %, median under 150 ms.',
    '',
    '| field | read as a careful reader does |',
    '|---|---:|',
    ...Object.entries(right).map(([field, count]) => `| ${field} | ${percent(count)} |`),
    `| scans told unreadable | ${scansTold}/${resumes.length - withText} |`,
    '',
    '| time per resume in the worker | ms |',
    '|---|---:|',
    `| median | ${round(median(times), 1)} |`,
    `| slowest | ${round(Math.max(...times), 1)} |`,
    `| first reading of a new process (loads pdf.js) | ${round(first.ms)} |`,
    `| the process's peak memory (resident) | ${peak} MB |`,
    '',
    'The corpus and the reader were made together: these are its figures on resumes it was built',
    'against, not a measure of resumes it has never seen.',
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(await resumeReading());
