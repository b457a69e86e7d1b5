import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { privateFolder } from '../storage/private-files';

/** A body arrives within REQUEST_TIMEOUT_MS (2 min) and is judged within seconds: older ones were left by a crash. */
const LEFT_AFTER_MS = 3_600_000;

/**
 * The folder this process writes uploads into while they arrive (DATA_DIR/incoming/process-…),
 * made empty and private; folders that other processes left over an hour ago are removed (a server
 * killed mid-upload leaves its bodies). Another process on the same DATA_DIR keeps its own.
 */
export async function openIncomingFolder(dataDir: string): Promise<{ path: string; remove(): Promise<void> }> {
  const incoming = join(dataDir, 'incoming');
  await privateFolder(incoming);
  for (const entry of await readdir(incoming)) {
    const left = join(incoming, entry);
    const modified = await stat(left).then(
      (stats) => stats.mtimeMs,
      () => null,
    );
    if (modified !== null && Date.now() - modified > LEFT_AFTER_MS) await rm(left, { recursive: true, force: true });
  }
  const path = await mkdtemp(join(incoming, 'process-'));
  return { path, remove: () => rm(path, { recursive: true, force: true }) };
}
