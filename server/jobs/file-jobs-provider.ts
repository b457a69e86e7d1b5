import { type FSWatcher, watch } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { basename, dirname } from 'node:path';
import type { Logger } from '../logger';
import { type JobCatalog, jobCatalog } from './job-catalog';
import { parseJobsFile } from './jobs-file';
import type { JobsProvider } from './jobs-provider';

/** Editors write a file in several steps (truncate, write, rename): read once they are done. */
const SETTLE_MS = 150;

/**
 * The jobs file (JOBS_SOURCE=file:<path>). It is read at start, where a bad file stops the
 * start with JobsFileError's message; then again whenever it changes (fs.watch on its folder,
 * so that editors that save by renaming a new file over it are noticed too) and on `reload()`
 * (SIGHUP, for file systems that do not report changes, such as some network mounts). A bad
 * edit is logged and the last good list stays online.
 */
export async function fileJobsProvider(path: string, jobBoardUrl: string, logger: Logger): Promise<JobsProvider> {
  const read = async () => jobCatalog(await parseJobsFile(path, await readFile(path, 'utf8'), jobBoardUrl));
  let current: JobCatalog = await read().catch((error: unknown) => {
    // A missing or unreadable file says so with its path, like a malformed one.
    if (error instanceof Error && 'code' in error) throw new Error(`JOBS_SOURCE file ${path}: ${error.message}`);
    throw error;
  });
  logger.info({ file: path, jobs: current.jobs.length }, 'jobs file loaded');

  const listeners: (() => void)[] = [];
  let reading = Promise.resolve();
  const reload = () =>
    (reading = reading.then(async () => {
      try {
        const next = await read();
        if (next.version === current.version) return;
        current = next;
        logger.info({ file: path, jobs: next.jobs.length, version: next.version }, 'jobs file reloaded');
        for (const listener of listeners) listener();
      } catch (error) {
        logger.error(
          { file: path, problem: error instanceof Error ? error.message : String(error) },
          'jobs file rejected: the last good list stays online',
        );
      }
    }));

  let settle: NodeJS.Timeout | undefined;
  let watcher: FSWatcher | undefined;
  try {
    watcher = watch(dirname(path), { persistent: false }, (_event, name) => {
      if (name !== null && name !== basename(path)) return;
      clearTimeout(settle);
      settle = setTimeout(() => void reload(), SETTLE_MS);
    });
    watcher.on('error', (error) => logger.warn({ file: path, err: error }, 'watching the jobs file failed'));
  } catch (error) {
    logger.warn({ file: path, err: error }, 'cannot watch the jobs file: send SIGHUP after editing it');
  }

  return {
    catalog: async () => current,
    version: () => current.version,
    refreshIfStale: () => undefined,
    reload,
    onChange: (listener) => void listeners.push(listener),
    close: () => {
      clearTimeout(settle);
      watcher?.close();
    },
  };
}
