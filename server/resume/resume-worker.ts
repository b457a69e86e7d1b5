import { readFile } from 'node:fs/promises';
import { keepCompiledCode } from '../compile-cache';
import type { ResumeReading } from './reading/read-resume';
import { judgeResumePdf } from './resume-pdf-judge';

/**
 * The process that judges uploaded resumes and reads them for the wizard (resume-workers.ts forks
 * it, with its own ceilings of memory and time, at the lowest CPU priority): one file at a time,
 * read from the path it is given, its verdict or reading sent back. Nothing here touches the
 * server's state: a file that exhausts this process ends only this process.
 */
export type ResumeWork =
  | { kind: 'judge'; path: string }
  /** A judged resume read for the steps' answers of a company in `companyCountry`. */
  | { kind: 'read'; path: string; companyCountry: string };

export type ResumeTask = ResumeWork & { id: number };

/** A reading's start, once the reader is loaded: its deadline runs from here. */
export interface ResumeReadingStarted {
  id: number;
  started: true;
}

export type ResumeTaskDone =
  | { id: number; verdict: Awaited<ReturnType<typeof judgeResumePdf>> }
  | { id: number; reading: ResumeReading }
  /** The task threw (a file that could not be read, a parser's bug): the pool refuses the file and logs this. */
  | { id: number; failure: string };

// The reader, loaded with the first reading, is mostly pdf.js's 2.7 MB to compile.
keepCompiledCode();
const send = process.send?.bind(process);
if (!send) throw new Error('resume-worker.ts runs as a forked process (resume-workers.ts)');

async function run(task: ResumeTask): Promise<ResumeTaskDone> {
  const bytes = await readFile(task.path);
  if (task.kind === 'judge') return { id: task.id, verdict: await judgeResumePdf(bytes) };
  // The reader (and pdf.js) loads with the first reading: a process that only judges starts without it.
  const { readResume, readerLoaded } = await import('./reading/read-resume');
  await readerLoaded();
  send?.({ id: task.id, started: true } satisfies ResumeReadingStarted);
  return { id: task.id, reading: await readResume(new Uint8Array(bytes), task.companyCountry) };
}

process.on('message', (task: ResumeTask) => {
  run(task)
    .catch((error: unknown) => ({
      id: task.id,
      failure: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
    }))
    .then((done) => send(done));
});
// The server that forked it ends it: when the server is gone, so is its reason to run.
process.on('disconnect', () => process.exit(0));
// Loaded: the pool starts a task's clock only now.
send('ready');
