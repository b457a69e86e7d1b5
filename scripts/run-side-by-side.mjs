#!/usr/bin/env node
// Runs npm scripts side by side and fails if any of them fails. An argument joining scripts with
// `+` runs those one after another (stopping at the first that fails):
//   node scripts/run-side-by-side.mjs lint typecheck+build+test:unit
// For checks that each keep one core busy (ESLint, Prettier, tsc and the unit tests' one worker),
// so that `npm test` on a 2-core machine uses both. Each script's output is printed whole when it
// ends, so two never interleave.
import { spawn } from 'node:child_process';

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('run-side-by-side: name the npm scripts to run, e.g. lint typecheck+build');
  process.exit(2);
}

function run(script) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => {
      process.stdout.write(Buffer.concat(output));
      if (code !== 0) console.error(`npm run ${script} failed (${signal ?? `exit code ${code}`})`);
      resolve(code === 0);
    });
  });
}

async function runInTurn(chain) {
  for (const script of chain.split('+')) if (!(await run(script))) return false;
  return true;
}

const results = await Promise.all(scripts.map(runInTurn));
process.exit(results.every(Boolean) ? 0 : 1);
