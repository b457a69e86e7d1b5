import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { containerEnv, dockerfile, dockerfileStage } from '../support/dockerfile';
import { filesUnder, installedPackages, lockedPackages } from '../support/installed-packages';
import { screenTexts } from '../support/screen-texts';
import { type ServerProcess, startServer } from '../support/server-process';

// No Docker engine runs on the development machines, so this performs what the Dockerfile's
// runtime stage does: a production-only install of the built app in a fresh folder, then
// `npm run serve` as in production, then the image's own HEALTHCHECK command.

/** What the image's runtime stage sets (NODE_ENV, NODE_OPTIONS): the server here runs with it too. */
const container = containerEnv();
let folder: string;
let server: ServerProcess;

beforeAll(async () => {
  mkdirSync('tests/.tmp', { recursive: true });
  folder = mkdtempSync(resolve('tests/.tmp/production-install-'));
  for (const file of ['package.json', 'package-lock.json']) cpSync(file, join(folder, file));
  cpSync('dist', join(folder, 'dist'), { recursive: true });
  // The image holds the site folder beside the build (Dockerfile).
  cpSync('site', join(folder, 'site'), { recursive: true });
  // The production-only install, with one difference from the image's: better-sqlite3 is not
  // compiled again. Its prebuilt binaries come from GitHub, out of reach here, so npm would compile
  // it (100 s on a quiet 2-core machine, 8 to 15 minutes under load). Its build folder is taken
  // from this checkout's install instead, which compiled the same version on the same Node: the
  // same binary and the same leftovers (objects, static library) that the pruning must remove.
  // The other install scripts run as npm runs them.
  execFileSync('npm', ['ci', '--omit=dev', '--ignore-scripts', '--no-audit', '--no-fund'], {
    cwd: folder,
    stdio: 'pipe',
  });
  cpSync('node_modules/better-sqlite3/build', join(folder, 'node_modules/better-sqlite3/build'), { recursive: true });
  execFileSync('npm', ['rebuild', '@firebase/util', 'protobufjs'], { cwd: folder, stdio: 'pipe' });
  // As the production-deps stage does after its install.
  execFileSync('node', [resolve('scripts/prune-native-builds.mjs'), join(folder, 'node_modules')], { stdio: 'pipe' });
  server = await startServer({
    cwd: folder,
    command: ['npm', 'run', 'serve'],
    env: {
      NODE_ENV: container.NODE_ENV!,
      NODE_OPTIONS: container.NODE_OPTIONS!,
      SESSION_SECRET: 'a-production-secret-of-32-chars!',
      DATA_DIR: join(folder, 'data'),
      // `npm test` runs the Auth emulator, which production rightly refuses.
      FIREBASE_AUTH_EMULATOR_HOST: '',
    },
  });
});

afterAll(async () => {
  await server?.stop();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

describe('the Dockerfile', () => {
  it('builds in one stage and runs a production-only install as a non-root user in another', () => {
    expect(dockerfileStage('build')).toContain('RUN npm run build');
    expect(dockerfileStage('production-deps')).toContain('RUN npm ci --omit=dev');
    expect(dockerfileStage('production-deps')).toContain('node scripts/prune-native-builds.mjs node_modules');
    const runtimeStage = dockerfileStage('runtime');
    // The compiler lives in the toolchain stage only: the runtime stage starts from the slim base
    // (not from a stage that has it), installs nothing, and takes from the other stages only the
    // pruned production dependencies, the build's output and the site folder.
    expect(dockerfile).toMatch(/^FROM node:\d+-slim AS runtime$/m);
    expect(runtimeStage).not.toMatch(/apt-get|g\+\+|python3|npm (ci|install)/);
    expect([...runtimeStage.matchAll(/^COPY --from=.*$/gm)].map((line) => line[0])).toEqual([
      'COPY --from=production-deps /app/node_modules ./node_modules',
      'COPY --from=build /app/dist ./dist',
      'COPY --from=build /app/site ./site',
    ]);
    expect(runtimeStage).toMatch(/^USER node$/m);
    expect(runtimeStage).toMatch(/^EXPOSE 3000$/m);
    expect(runtimeStage).toMatch(/^VOLUME \/data$/m);
    expect(runtimeStage).toMatch(/^HEALTHCHECK .*\\\n\s+CMD \[/m);
    expect(existsSync('.dockerignore')).toBe(true);
  });
});

describe('the production install', () => {
  it("holds the lockfile's production packages and none of its development ones", () => {
    const locked = lockedPackages(join(folder, 'package-lock.json'));
    // The build's tools are among the lockfile's development packages, so the check covers them.
    for (const tool of ['vite', 'vitest', 'typescript', 'eslint', '@react-router/dev', 'firebase-tools']) {
      expect(locked.dev.has(`node_modules/${tool}`), tool).toBe(true);
    }
    const installed = installedPackages(folder);
    expect(installed.filter((path) => locked.dev.has(path))).toEqual([]);
    expect(installed.filter((path) => !locked.all.has(path))).toEqual([]);
    expect([...locked.required].filter((path) => !installed.includes(path))).toEqual([]);
    expect(installed).toContain('node_modules/express');
  });

  it('runs the install script of every production package that has one (a new one must be added above)', () => {
    const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as {
      packages: Record<string, { dev?: boolean; hasInstallScript?: boolean }>;
    };
    const withScripts = Object.entries(lock.packages)
      .filter(([, pkg]) => pkg.hasInstallScript && !pkg.dev)
      .map(([path]) => path);
    // better-sqlite3's script compiles it: its build folder is taken from this checkout's install.
    expect(withScripts).toEqual([
      'node_modules/@firebase/util',
      'node_modules/better-sqlite3',
      'node_modules/protobufjs',
    ]);
  });

  it('keeps of every native addon its compiled .node file and nothing else of its build', () => {
    const addons = installedPackages(folder).filter((path) => existsSync(join(folder, path, 'binding.gyp')));
    expect(addons).toContain('node_modules/better-sqlite3');
    for (const addon of addons) {
      // C and C++ sources and headers (`deps/`, `src/`), and all node-gyp made but the addon:
      // object files, makefiles, `config.gypi`, the test extension.
      const leftovers = filesUnder(join(folder, addon)).filter(
        (file) =>
          /\.(c|cc|cpp|cxx|h|hh|hpp)$/.test(file) ||
          (file.startsWith('build/') && !/^build\/Release\/(?!test_)[^/]+\.node$/.test(file)),
      );
      expect(leftovers, addon).toEqual([]);
    }
    // Nor any package's compiled objects, archives or generated makefiles.
    expect(filesUnder(join(folder, 'node_modules')).filter((file) => /\.(o|obj|a|gypi|mk)$/.test(file))).toEqual([]);
  });

  it('holds the compiled SQLite addon and nothing else of its build (C sources, objects, makefiles)', () => {
    const betterSqlite = join(folder, 'node_modules/better-sqlite3');
    expect(readdirSync(join(betterSqlite, 'build'))).toEqual(['Release']);
    expect(readdirSync(join(betterSqlite, 'build/Release'))).toEqual(['better_sqlite3.node']);
    expect(existsSync(join(betterSqlite, 'deps'))).toBe(false);
    expect(existsSync(join(betterSqlite, 'src'))).toBe(false);
    expect(existsSync(join(betterSqlite, 'lib/index.js'))).toBe(true);
  });

  it('serves the site in production mode', async () => {
    const response = await fetch(`${server.url}/`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(`<h1>${screenTexts('home').heading}</h1>`);
    expect(server.output.join('\n')).toContain('"mode":"production"');
    // The image's NODE_OPTIONS bound the heap (V8 adds its young generation to the old-space bound).
    const oldSpaceMiB = Number(/--max-old-space-size=(\d+)/.exec(container.NODE_OPTIONS ?? '')?.[1]);
    const heapLimitMiB = Number(/"heapLimitMiB":(\d+)/.exec(server.output.join('\n'))?.[1]);
    expect(heapLimitMiB).toBeGreaterThanOrEqual(oldSpaceMiB);
    expect(heapLimitMiB).toBeLessThan(oldSpaceMiB + 64);
  });

  it('upgrades a database of release 0.1.0 with `npm run migrate`, as docs/operations.md tells operators', () => {
    const dataDir = join(folder, 'data-to-upgrade');
    mkdirSync(dataDir);
    cpSync('tests/fixtures/release-0.1.0/careers.db', join(dataDir, 'careers.db'));
    const output = execFileSync('npm', ['run', 'migrate'], {
      cwd: folder,
      env: { ...process.env, NODE_ENV: container.NODE_ENV!, DATA_DIR: dataDir, DATABASE_URL: '' },
      encoding: 'utf8',
    });
    expect(output).toContain('"msg":"database upgraded"');
    expect(output).toContain('0002-application-status-and-indexes');
  });

  it("passes the image's HEALTHCHECK command", () => {
    const command = JSON.parse(/HEALTHCHECK[^\n]*\\\n\s+CMD (\[.*\])/.exec(dockerfile)![1]!) as string[];
    const [program, ...args] = command;
    const run = () =>
      execFileSync(program!, args, { env: { ...process.env, PORT: new URL(server.url).port }, stdio: 'pipe' });
    expect(run).not.toThrow();
  });
});
