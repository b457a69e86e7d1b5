import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { readSiteFolder } from '../../server/site/read-site-folder';
import type { LinkSettings } from '../../server/site/site-links';
import { linkSettingNames } from '../../server/site/site-folder-options';

/** No link setting set: links naming one are hidden. */
export const unsetLinkSettings: LinkSettings = Object.fromEntries(linkSettingNames.map((name) => [name, undefined]));

const made: string[] = [];

/** A copy of the repository's site folder (or `from`) in a folder of its own, to change in a test. */
export function siteFolderCopy(from = 'site'): {
  dir: string;
  write(file: string, content: string | Uint8Array): void;
  edit(file: string, change: (text: string) => string): void;
  remove(path: string): void;
} {
  const dir = join(mkdtempSync(join(tmpdir(), 'site-folder-')), 'site');
  made.push(dir);
  cpSync(from, dir, { recursive: true });
  return {
    dir,
    write: (file, content) => {
      mkdirSync(dirname(join(dir, file)), { recursive: true });
      writeFileSync(join(dir, file), content);
    },
    remove: (path) => rmSync(join(dir, path), { recursive: true, force: true }),
    edit: (file, change) => writeFileSync(join(dir, file), change(readFileSync(join(dir, file), 'utf8'))),
  };
}

export function removeSiteFolderCopies(): void {
  for (const dir of made.splice(0)) rmSync(join(dir, '..'), { recursive: true, force: true });
}

/** The problems reading `dir` names, or [] when it reads. */
export async function problemsOf(dir: string, settings: LinkSettings = unsetLinkSettings): Promise<string[]> {
  try {
    await readSiteFolder(dir, { settings });
    return [];
  } catch (error) {
    return [...((error as { problems?: string[] }).problems ?? [String(error)])];
  }
}
