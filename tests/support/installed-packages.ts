import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * The package folders of an installed node_modules tree, named as package-lock.json names them
 * (`node_modules/a`, `node_modules/@scope/b`, `node_modules/a/node_modules/c`), read from the
 * disk rather than from npm's own record of the install, so that a folder copied in by hand
 * counts too.
 */
export function installedPackages(projectFolder: string): string[] {
  const found: string[] = [];
  const walk = (modules: string) => {
    for (const entry of readdirSync(modules, { withFileTypes: true })) {
      if (!entry.isDirectory() || entry.name.startsWith('.')) continue;
      const path = join(modules, entry.name);
      if (entry.name.startsWith('@')) {
        walk(path);
        continue;
      }
      found.push(relative(projectFolder, path));
      if (existsSync(join(path, 'node_modules'))) walk(join(path, 'node_modules'));
    }
  };
  walk(join(projectFolder, 'node_modules'));
  return found.sort();
}

interface LockedPackage {
  dev?: boolean;
  optional?: boolean;
  devOptional?: boolean;
}

/**
 * The packages package-lock.json names, by what a production install (`npm ci --omit=dev`) does
 * with them: `dev` ones it leaves out; `required` ones it always installs; the rest (optional
 * dependencies of production packages) it installs where they fit the platform.
 */
export function lockedPackages(lockfile: string): { dev: Set<string>; required: Set<string>; all: Set<string> } {
  const packages = (JSON.parse(readFileSync(lockfile, 'utf8')) as { packages: Record<string, LockedPackage> }).packages;
  const entries = Object.entries(packages).filter(([path]) => path !== '');
  return {
    dev: new Set(entries.filter(([, pkg]) => pkg.dev).map(([path]) => path)),
    required: new Set(entries.filter(([, pkg]) => !pkg.dev && !pkg.optional && !pkg.devOptional).map(([path]) => path)),
    all: new Set(entries.map(([path]) => path)),
  };
}

/** Every file under a folder, as paths relative to it. */
export function filesUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)));
}
