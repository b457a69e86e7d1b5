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
import {
  type CorpusResume,
  corpus,
  type ScoredField,
  scoreReading,
  scoredFields,
} from '../tests/support/resume-corpus';
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

/** Per field, how many resumes of a set were read right. */
function tally(readings: { resume: CorpusResume; reading: ResumeReading }[]) {
  const right = Object.fromEntries(Object.keys(scoredFields).map((field) => [field, 0])) as Record<ScoredField, number>;
  const withText = readings.filter(({ resume }) => resume.expected);
  for (const { resume, reading } of withText) {
    if (!reading.readable || !resume.expected) continue;
    for (const [field, ok] of Object.entries(scoreReading(reading.answers, resume.expected))) {
      if (ok) right[field as ScoredField]++;
    }
  }
  const scans = readings.filter(({ resume }) => !resume.expected);
  return {
    right,
    withText: withText.length,
    scans: scans.length,
    scansTold: scans.filter(({ reading }) => !reading.readable).length,
  };
}

export async function resumeReading(): Promise<string> {
  const resumes = corpus();
  const child = await builtWorker();
  // The first reading loads pdf.js into the process: told apart, as the pool keeps its processes.
  const first = await timedRead(child, resumes[0]!.file);
  const times: number[] = [];
  const readings: { resume: CorpusResume; reading: ResumeReading }[] = [];
  for (const resume of resumes) {
    const { reading, ms } = await timedRead(child, resume.file);
    times.push(ms);
    readings.push({ resume, reading });
  }
  const peak = peakMb(child.pid!);
  child.kill();
  const own = tally(readings.filter(({ resume }) => resume.set === 'own'));
  const independent = tally(readings.filter(({ resume }) => resume.set === 'independent'));
  const percent = (count: number, of: number) => `${count}/${of} (${round((100 * count) / of)} %)`;
  return [
    `### The resume reader on the corpus (\`bench/resume-reading.ts\`), ${new Date().toISOString().slice(0, 10)}`,
    '',
    `Machine: ${machineDescription()}. The ${resumes.length} resumes of tests/fixtures/resumes, read for a company in`,
    `${COMPANY_COUNTRY} by the built worker process with its ${RESUME_WORKER_LIMITS.memoryMb} MB heap: ${own.withText + own.scans} made with the`,
    `reader (people.ts, one of them scanned) and ${independent.withText} made without seeing it (independent/). Aims: name, email and`,
    'phone ≥ 95 %, city ≥ 90 %, school and subject ≥ 85 %, median under 150 ms.',
    '',
    '| field | made with the reader | made without seeing it |',
    '|---|---:|---:|',
    ...Object.keys(own.right).map(
      (field) =>
        `| ${field} | ${percent(own.right[field as ScoredField], own.withText)} | ${percent(independent.right[field as ScoredField], independent.withText)} |`,
    ),
    `| scans told unreadable | ${own.scansTold}/${own.scans} | |`,
    '',
    '| time per resume in the worker | ms |',
    '|---|---:|',
    `| median | ${round(median(times), 1)} |`,
    `| slowest | ${round(Math.max(...times), 1)} |`,
    `| first reading of a new process (loads pdf.js) | ${round(first.ms)} |`,
    `| the process's peak memory (resident) | ${peak} MB |`,
    '',
    'The reader learned from both sets: the independent set was read first with name 9, email 12,',
    'phone 10, city 4, school 5 and subject 9 of 12 right (docs/resume-reading.md). A new resume it has',
    'not seen is the honest test: add it to the corpus as tests/fixtures/resumes/README.md says.',
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(await resumeReading());
