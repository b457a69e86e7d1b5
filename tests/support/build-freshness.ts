import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** What `npm run build` reads and what it writes, as paths from the project's folder. */
export interface BuildLayout {
  /** Folders and files the build is made from: a change to any of them makes the build old. */
  sources: readonly string[];
  /** Files every build writes anew; the oldest of them is when the build ran. */
  outputs: readonly string[];
}

/** This project's build (package.json's `build`: react-router build, then vite.server.config.ts). */
export const productionBuild: BuildLayout = {
  sources: [
    'client',
    'server',
    'shared',
    'build-tools',
    'package.json',
    'package-lock.json',
    'tsconfig.json',
    'vite.config.ts',
    'vite.server.config.ts',
    'react-router.config.ts',
  ],
  // Vite's manifest is the first file the build writes, the Express server's bundle the last.
  outputs: [
    'dist/client/.vite/manifest.json',
    'dist/server/pages.js',
    'dist/server/index.js',
    'dist/server/migrate.js',
  ],
};

export type BuildState =
  | { state: 'fresh' }
  | { state: 'missing'; output: string }
  /** `newest` is the most recently changed source, `changedMs` its time, `builtMs` the build's. */
  | { state: 'stale'; newest: string; changedMs: number; builtMs: number };

/**
 * Whether the build in `root` was made from its sources as they are now, by modification times.
 * Folders count as well as files: deleting or renaming a file changes its folder's time, while a
 * moved file keeps its own. A few hundred `stat`s: a few milliseconds per test run.
 */
export function buildState(root: string, layout: BuildLayout = productionBuild): BuildState {
  let builtMs = Infinity;
  for (const output of layout.outputs) {
    const path = join(root, output);
    if (!existsSync(path)) return { state: 'missing', output };
    builtMs = Math.min(builtMs, statSync(path).mtimeMs);
  }
  let newest = { path: '', mtimeMs: -Infinity };
  for (const source of layout.sources) {
    if (!existsSync(join(root, source))) continue;
    for (const entry of entriesUnder(root, source)) if (entry.mtimeMs > newest.mtimeMs) newest = entry;
  }
  return newest.mtimeMs > builtMs
    ? { state: 'stale', newest: newest.path, changedMs: newest.mtimeMs, builtMs }
    : { state: 'fresh' };
}

/** `path` and, for a folder, everything under it, each with its modification time. */
function* entriesUnder(root: string, path: string): Generator<{ path: string; mtimeMs: number }> {
  const stats = statSync(join(root, path));
  yield { path, mtimeMs: stats.mtimeMs };
  if (!stats.isDirectory()) return;
  for (const name of readdirSync(join(root, path))) yield* entriesUnder(root, join(path, name));
}
