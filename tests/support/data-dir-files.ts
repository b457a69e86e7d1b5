import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Every file and folder under `folder`, its own path first. */
export async function walk(folder: string): Promise<{ path: string; isFolder: boolean }[]> {
  const entries = await readdir(folder, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) =>
      entry.isDirectory() ? walk(join(folder, entry.name)) : [{ path: join(folder, entry.name), isFolder: false }],
    ),
  );
  return [{ path: folder, isFolder: true }, ...nested.flat()];
}

/**
 * The files under `dataDir` whose raw bytes hold any of `secrets`, with the names of those each
 * holds: the database, its -wal and -shm, the outbox's .eml files, whatever is there.
 */
export async function filesHolding(
  dataDir: string,
  secrets: Record<string, Buffer>,
): Promise<{ file: string; holds: string[] }[]> {
  const files = (await walk(dataDir)).filter((entry) => !entry.isFolder);
  const found: { file: string; holds: string[] }[] = [];
  for (const { path } of files) {
    const bytes = await readFile(path);
    const holds = Object.keys(secrets).filter((name) => bytes.includes(secrets[name]!));
    if (holds.length > 0) found.push({ file: path.slice(dataDir.length + 1), holds });
  }
  return found;
}

/** The .eml files in DATA_DIR/outbox (the emails of a server without SMTP_URL), with their text. */
export async function emlFiles(dataDir: string): Promise<{ name: string; text: string }[]> {
  const folder = join(dataDir, 'outbox');
  const names = await readdir(folder).catch(() => []);
  return Promise.all(
    names
      .filter((name) => name.endsWith('.eml'))
      .map(async (name) => ({ name, text: await readFile(join(folder, name), 'utf8') })),
  );
}
