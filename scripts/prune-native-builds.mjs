// Removes what compiling a native addon leaves behind in a production node_modules: the C sources
// and build scripts in `deps/` and `src/` (better-sqlite3's `deps/` holds SQLite's, 9.9 MB) and node-gyp's objects and makefiles
// (`build/Release/obj*`, 17 MB), keeping only the compiled `build/Release/*.node` files that the
// packages load. The Dockerfile's production-deps stage runs it; tests/e2e/production-install.test.ts
// runs it on the same install and starts the server on what is left.
//   node scripts/prune-native-builds.mjs <node_modules folder>
import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = process.argv[2];
if (!root || !existsSync(root)) {
  console.error('usage: node scripts/prune-native-builds.mjs <node_modules folder>');
  process.exit(2);
}

/** Package folders under a node_modules folder, scoped ones (`@scope/name`) included, nested ones too. */
function* packages(modules) {
  for (const entry of readdirSync(modules, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name.startsWith('.')) continue;
    const path = join(modules, entry.name);
    if (entry.name.startsWith('@')) {
      yield* packages(path);
      continue;
    }
    yield path;
    if (existsSync(join(path, 'node_modules'))) yield* packages(join(path, 'node_modules'));
  }
}

/** Whether the package's entry point lies inside `folder`: then the folder is code it runs, not sources. */
function holdsEntryPoint(pkg, folder) {
  const main = JSON.parse(readFileSync(join(pkg, 'package.json'), 'utf8')).main ?? 'index.js';
  return !relative(folder, join(pkg, main)).startsWith('..');
}

let removed = 0;
for (const pkg of packages(root)) {
  if (!existsSync(join(pkg, 'binding.gyp'))) continue;
  for (const sources of ['deps', 'src']) {
    const folder = join(pkg, sources);
    if (existsSync(folder) && !holdsEntryPoint(pkg, folder)) {
      rmSync(folder, { recursive: true });
      removed++;
    }
  }
  const build = join(pkg, 'build');
  if (!existsSync(build)) continue;
  for (const entry of readdirSync(build, { withFileTypes: true })) {
    if (entry.name === 'Release' && entry.isDirectory()) continue;
    rmSync(join(build, entry.name), { recursive: true });
    removed++;
  }
  const release = join(build, 'Release');
  if (!existsSync(release)) continue;
  for (const entry of readdirSync(release, { withFileTypes: true })) {
    // The addon itself; node-gyp's test extension is not one the package loads in production.
    if (entry.isFile() && entry.name.endsWith('.node') && !entry.name.startsWith('test_')) continue;
    rmSync(join(release, entry.name), { recursive: true });
    removed++;
  }
}
console.log(`pruned ${removed} native build leftovers under ${root}`);
