import { chmodSync, closeSync, mkdirSync, openSync } from 'node:fs';
import { chmod, mkdir, rename, rm, writeFile } from 'node:fs/promises';

/**
 * Everything under DATA_DIR is the server's alone: candidates' answers, resumes and emails, and
 * the session secret. Files are 0600 and folders 0700 whatever the umask (the usual 022 made the
 * database, its WAL and the .eml files readable by every user of the machine): the mode is given
 * at creation and set again after, since a mode given to open/mkdir only ever loses bits to the
 * umask, and a file or folder made by an earlier release keeps its old mode.
 */
export const PRIVATE_FILE_MODE = 0o600;
export const PRIVATE_FOLDER_MODE = 0o700;

/** Windows has no group or other permissions to set. */
const hasModes = process.platform !== 'win32';

/**
 * Makes `folder` (and its missing parents) and narrows it to 0700. A folder this process does not
 * own (a mount point the operator made) cannot be narrowed: the files in it still are.
 */
export function privateFolderSync(folder: string): void {
  mkdirSync(folder, { recursive: true, mode: PRIVATE_FOLDER_MODE });
  if (!hasModes) return;
  try {
    chmodSync(folder, PRIVATE_FOLDER_MODE);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') throw error;
  }
}

export async function privateFolder(folder: string): Promise<void> {
  await mkdir(folder, { recursive: true, mode: PRIVATE_FOLDER_MODE });
  if (!hasModes) return;
  await chmod(folder, PRIVATE_FOLDER_MODE).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPERM') throw error;
  });
}

/** Creates `file` empty if it is missing, and narrows it to 0600 (before anything is written into it). */
export function privateFileSync(file: string): void {
  closeSync(openSync(file, 'a', PRIVATE_FILE_MODE));
  if (hasModes) chmodSync(file, PRIVATE_FILE_MODE);
}

/** Narrows `file` to 0600 if it exists. */
export function narrowIfPresentSync(file: string): void {
  if (!hasModes) return;
  try {
    chmodSync(file, PRIVATE_FILE_MODE);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

/**
 * Writes `file` whole, 0600: written beside it and renamed into place, so that a reader (an
 * operator's tool watching the outbox folder, another process) never sees it half written.
 */
export async function writePrivateFile(file: string, content: Buffer | string): Promise<void> {
  const partial = `${file}.${process.pid}.partial`;
  try {
    await writeFile(partial, content, { mode: PRIVATE_FILE_MODE });
    if (hasModes) await chmod(partial, PRIVATE_FILE_MODE);
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}
