#!/usr/bin/env node
// `npm start`: serves the built site on http://localhost:3000 with embedded defaults. When no
// Firebase project is configured (FIREBASE_PROJECT_ID), it also runs the Firebase Auth emulator
// (offline, demo project) and points the server at it, so Google sign-in works locally.
import { spawn } from 'node:child_process';

const env = { ...process.env, NODE_ENV: process.env.NODE_ENV || 'development' };
const children = [];

function run(command, args, extraEnv = {}) {
  const child = spawn(command, args, { stdio: 'inherit', env: { ...env, ...extraEnv } });
  children.push(child);
  child.on('exit', (code, signal) => {
    // If either process stops, stop the other too and exit with its code.
    for (const other of children) if (other !== child && other.exitCode === null) other.kill('SIGTERM');
    process.exitCode = code ?? (signal ? 1 : 0);
  });
  return child;
}

async function waitForEmulator(host, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ready = await fetch(`http://${host}/`).then(
      async (response) => (await response.json()).authEmulator?.ready === true,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The Firebase Auth emulator did not start within ${timeoutMs / 1000} s`);
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) if (child.exitCode === null) child.kill(signal);
  });
}

if (env.FIREBASE_PROJECT_ID) {
  run('node', ['dist/server/index.js']);
} else {
  const host = env.FIREBASE_AUTH_EMULATOR_HOST || '127.0.0.1:9099';
  console.log(`No FIREBASE_PROJECT_ID: starting the Firebase Auth emulator on ${host} for local sign-in.`);
  // The binary itself, not through npx, so that stopping it here stops the emulator.
  run('node_modules/.bin/firebase', ['emulators:start', '--only', 'auth', '--project', 'demo-careers'], { CI: '1' });
  await waitForEmulator(host, 60_000);
  run('node', ['dist/server/index.js'], { FIREBASE_AUTH_EMULATOR_HOST: host });
}
