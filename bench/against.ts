// `npm run bench -- NAME --against REF`: another commit of this repository, built in a worktree of
// its own under the system's temporary folder, for the measures that compare builds side by side.
// The worktree and its build are kept for the next run of the same commit.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/** A built checkout a measure runs: this one, or the one it is compared against. */
export interface Build {
  /** How the report names it: `this build`, or the other commit's short hash. */
  name: string;
  /** Its folder (dist/ in it holds the build). */
  checkout: string;
}

export const thisBuild: Build = { name: 'this build', checkout: '.' };

const git = (args: string[], cwd = '.') => execFileSync('git', args, { cwd, encoding: 'utf8' }).trim();

/**
 * The build of `ref`: a worktree at that commit, its dependencies (this checkout's node_modules
 * when both lock files are the same, else `npm ci` of its own) and `npm run build`, once.
 */
export function buildOf(ref: string): Build {
  const commit = git(['rev-parse', '--short', `${ref}^{commit}`]);
  const checkout = join(tmpdir(), `careers-bench-${commit}`);
  if (!existsSync(join(checkout, 'dist', 'server', 'index.js'))) {
    if (!existsSync(checkout)) git(['worktree', 'add', '--detach', checkout, commit]);
    const run = (command: string, args: string[]) =>
      execFileSync(command, args, { cwd: checkout, stdio: ['ignore', 'inherit', 'inherit'] });
    if (!existsSync(join(checkout, 'node_modules'))) {
      const sameLock =
        readFileSync('package-lock.json', 'utf8') === readFileSync(join(checkout, 'package-lock.json'), 'utf8');
      if (sameLock) symlinkSync(resolve('node_modules'), join(checkout, 'node_modules'), 'dir');
      else run('npm', ['ci', '--no-audit', '--no-fund']);
    }
    run('npm', ['run', 'build']);
  }
  return { name: commit, checkout };
}
