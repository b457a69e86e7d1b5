import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { privateFolder } from '../storage/private-files';

/** Whether a process with this id runs on this machine (another user's counts: it answers EPERM). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * The folder this process writes uploads into while they arrive (DATA_DIR/incoming/process-<pid>-…),
 * made private. A folder another process left is removed when that process no longer runs, or when
 * its id is this process's own and it was made before this process started (a container's server
 * is always process 1: such a folder is its last run's); a running sibling keeps its own.
 */
export async function openIncomingFolder(dataDir: string): Promise<{ path: string; remove(): Promise<void> }> {
  const incoming = join(dataDir, 'incoming');
  await privateFolder(incoming);
  const startedAt = Date.now() - process.uptime() * 1000;
  for (const entry of await readdir(incoming)) {
    const folder = join(incoming, entry);
    const pid = Number(/^process-(\d+)-/.exec(entry)?.[1]);
    const made = await stat(folder).then(
      (stats) => stats.birthtimeMs || stats.ctimeMs,
      () => startedAt,
    );
    const left = !Number.isInteger(pid) || !isRunning(pid) || (pid === process.pid && made < startedAt);
    if (left) await rm(folder, { recursive: true, force: true });
  }
  const path = await mkdtemp(join(incoming, `process-${process.pid}-`));
  return { path, remove: () => rm(path, { recursive: true, force: true }) };
}
