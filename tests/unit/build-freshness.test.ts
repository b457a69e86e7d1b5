import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type BuildLayout, buildState, productionBuild } from '../support/build-freshness';

const layout: BuildLayout = {
  sources: ['client', 'server', 'package.json', 'vite.config.ts'],
  outputs: ['dist/client/manifest.json', 'dist/server/index.js'],
};
const BUILT = Date.parse('2026-03-02T10:00:00Z');
const minutes = (count: number) => count * 60_000;

let root = '';
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** Writes `path` under the project folder and gives it (and the folders on the way) the time `ms`. */
function fileAt(path: string, ms: number): void {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), path);
  setTime(path, ms);
}

function setTime(path: string, ms: number): void {
  utimesSync(join(root, path), ms / 1000, ms / 1000);
}

/**
 * A project whose sources were last changed a minute before its build, which took two minutes:
 * every folder's time set after its files were written.
 */
function builtProject(): void {
  root = mkdtempSync(join(tmpdir(), 'build-freshness-'));
  const before = BUILT - minutes(1);
  for (const source of ['client/pages/home-page.tsx', 'client/root.tsx', 'server/http/app.ts', 'package.json']) {
    fileAt(source, before);
  }
  for (const folder of ['client/pages', 'client', 'server/http', 'server']) setTime(folder, before);
  fileAt('dist/client/manifest.json', BUILT);
  fileAt('dist/server/index.js', BUILT + minutes(2));
}

describe('whether the production build is older than its sources', () => {
  it('is fresh when every source is older than the build', () => {
    builtProject();
    expect(buildState(root, layout)).toEqual({ state: 'fresh' });
  });

  it('names an edited file deep in a source folder, and when it changed', () => {
    builtProject();
    setTime('client/pages/home-page.tsx', BUILT + minutes(5));
    expect(buildState(root, layout)).toEqual({
      state: 'stale',
      newest: 'client/pages/home-page.tsx',
      changedMs: BUILT + minutes(5),
      builtMs: BUILT,
    });
  });

  it('names the newest of several changed sources', () => {
    builtProject();
    setTime('server/http/app.ts', BUILT + minutes(3));
    setTime('package.json', BUILT + minutes(7));
    setTime('client/root.tsx', BUILT + minutes(4));
    expect(buildState(root, layout)).toMatchObject({ state: 'stale', newest: 'package.json' });
  });

  it('dates the build by its oldest output: a source saved while it ran counts as changed', () => {
    builtProject();
    setTime('server/http/app.ts', BUILT + minutes(1));
    expect(buildState(root, layout)).toMatchObject({ state: 'stale', newest: 'server/http/app.ts' });
  });

  it('notices a file deleted after the build, by its folder', () => {
    builtProject();
    rmSync(join(root, 'client/root.tsx'));
    expect(buildState(root, layout)).toMatchObject({ state: 'stale', newest: 'client' });
  });

  it('notices a file moved after the build, which keeps its own time, by the folders it left and entered', () => {
    builtProject();
    renameSync(join(root, 'server/http/app.ts'), join(root, 'server/app.ts'));
    expect(buildState(root, layout)).toMatchObject({ state: 'stale', newest: expect.stringMatching(/^server/) });
  });

  it('notices a source added after the build, even one that is not in the build yet', () => {
    builtProject();
    fileAt('vite.config.ts', BUILT + minutes(10));
    expect(buildState(root, layout)).toMatchObject({ state: 'stale', newest: 'vite.config.ts' });
  });

  it('does not care about files that are not sources (tests, data, the build itself)', () => {
    builtProject();
    fileAt('tests/unit/new.test.ts', BUILT + minutes(10));
    fileAt('data/careers.sqlite', BUILT + minutes(10));
    fileAt('dist/client/assets/app.js', BUILT + minutes(10));
    expect(buildState(root, layout)).toEqual({ state: 'fresh' });
  });

  it('says which output is missing when there is no complete build', () => {
    builtProject();
    rmSync(join(root, 'dist/server/index.js'));
    expect(buildState(root, layout)).toEqual({ state: 'missing', output: 'dist/server/index.js' });
    rmSync(join(root, 'dist'), { recursive: true });
    expect(buildState(root, layout)).toEqual({ state: 'missing', output: 'dist/client/manifest.json' });
  });
});

describe("this project's build", () => {
  it('lists sources that exist (a renamed config file must not drop out unnoticed)', () => {
    expect(productionBuild.sources.filter((source) => !existsSync(source))).toEqual([]);
  });
});
