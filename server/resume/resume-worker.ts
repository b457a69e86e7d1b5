import { readFile } from 'node:fs/promises';
import { judgeResumePdf } from './resume-pdf-judge';

/**
 * The process that judges uploaded resumes (resume-workers.ts forks it, with its own ceilings of
 * memory and time, at the lowest CPU priority): one file at a time, read from the path it is
 * given, its verdict sent back. Nothing here touches the server's state: a file that exhausts
 * this process ends only this process.
 */
export interface ResumeTask {
  id: number;
  path: string;
}

export type ResumeTaskDone =
  | { id: number; verdict: Awaited<ReturnType<typeof judgeResumePdf>> }
  /** The task threw (a file that could not be read, a parser's bug): the pool refuses the file and logs this. */
  | { id: number; failure: string };

const send = process.send?.bind(process);
if (!send) throw new Error('resume-worker.ts runs as a forked process (resume-workers.ts)');

process.on('message', (task: ResumeTask) => {
  void (async (): Promise<ResumeTaskDone> => {
    try {
      return { id: task.id, verdict: await judgeResumePdf(await readFile(task.path)) };
    } catch (error) {
      return { id: task.id, failure: error instanceof Error ? `${error.name}: ${error.message}` : String(error) };
    }
  })().then((done) => send(done));
});
// The server that forked it ends it: when the server is gone, so is its reason to run.
process.on('disconnect', () => process.exit(0));
// Loaded: the pool starts a task's clock only now.
send('ready');
