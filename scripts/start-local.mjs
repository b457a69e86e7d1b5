#!/usr/bin/env node
// `npm start` (after the build): serves the built site on http://localhost:3000 with embedded
// defaults. When no Firebase project is configured (FIREBASE_PROJECT_ID), it also runs the
// Firebase Auth emulator (offline, demo project) on AUTH_EMULATOR_PORT (9099) and points the
// server at it, so sign-in works locally. It never takes another process on that port for its
// emulator: a taken port stops it with a message, and any process that stops unexpectedly stops
// the rest and makes it exit non-zero.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const serverEntry = join(root, 'dist/server/index.js');
const firebaseCli = join(root, 'node_modules/.bin/firebase');
const EMULATOR_HOST = '127.0.0.1';
// The emulator takes 5-10 s on a quiet machine, and close to a minute on a loaded 2-core one.
const EMULATOR_START_TIMEOUT_MS = 180_000;

const env = { ...process.env, NODE_ENV: process.env.NODE_ENV || 'development' };
const children = new Set();
let stopping = false;

/** Stops everything started so far; the first failure is the one reported. */
function fail(message) {
  if (!stopping) console.error(`npm start: ${message}`);
  process.exitCode = 1;
  stopAll('SIGTERM');
}

function stopAll(signal) {
  stopping = true;
  for (const child of children) child.kill(signal);
}

function run(name, command, args, extraEnv = {}) {
  const child = spawn(command, args, { stdio: 'inherit', env: { ...env, ...extraEnv } });
  children.add(child);
  child.on('error', (error) => fail(`${name} could not start: ${error.message}`));
  child.on('exit', (code, signal) => {
    children.delete(child);
    // Neither process ends on its own while the site runs: an exit, even with 0, is a failure.
    if (!stopping) fail(`${name} stopped unexpectedly (${signal ? `signal ${signal}` : `exit code ${code}`}).`);
  });
  return child;
}

/** Null when `host:port` is free to listen on, or the reason it is not (EADDRINUSE, EACCES, ...). */
function portProblem(host, port) {
  return new Promise((resolvePort) => {
    const probe = createServer();
    probe.once('error', (error) => resolvePort(error.code ?? error.message));
    probe.listen({ host, port, exclusive: true }, () => probe.close(() => resolvePort(null)));
  });
}

function describePortProblem(problem, port, what, remedy) {
  const reason = problem === 'EADDRINUSE' ? 'is already in use by another process' : `cannot be used (${problem})`;
  return `port ${port} (${what}) ${reason}. ${remedy}`;
}

function parsePort(name, value, fallback, lowest = 1) {
  if (value === undefined || value === '') return fallback;
  const port = Number(value);
  if (!/^\d+$/.test(value) || port < lowest || port > 65_535) {
    fail(`${name} must be a port number from ${lowest} to 65535, not "${value}".`);
    return null;
  }
  return port;
}

async function isAuthEmulator(host) {
  try {
    const response = await fetch(`http://${host}/`, { signal: AbortSignal.timeout(2_000) });
    return (await response.json()).authEmulator?.ready === true;
  } catch {
    return false;
  }
}

/** Waits until our emulator answers; gives up as soon as it has exited (then another process answers). */
async function waitForEmulator(emulator, host) {
  const deadline = Date.now() + EMULATOR_START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (stopping || !children.has(emulator)) return false;
    if (await isAuthEmulator(host)) return children.has(emulator);
    await new Promise((resolveWait) => setTimeout(resolveWait, 250));
  }
  fail(`the Firebase Auth emulator did not start within ${EMULATOR_START_TIMEOUT_MS / 1000} s.`);
  return false;
}

/** firebase.json with the emulator on `port` (firebase-tools takes ports from its config file only). */
function emulatorConfig(port) {
  const config = JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8'));
  config.emulators.auth = { host: EMULATOR_HOST, port };
  const folder = mkdtempSync(join(tmpdir(), 'careers-emulator-'));
  process.on('exit', () => rmSync(folder, { recursive: true, force: true }));
  const file = join(folder, 'firebase.json');
  writeFileSync(file, JSON.stringify(config));
  return file;
}

async function main() {
  if (!existsSync(serverEntry)) return fail('there is no build: run `npm run build` first (`npm start` does both).');

  // PORT=0 lets the system pick a free port (tests do); the server logs which.
  const sitePort = parsePort('PORT', env.PORT, 3000, 0);
  const emulatorPort = parsePort('AUTH_EMULATOR_PORT', env.AUTH_EMULATOR_PORT, 9099);
  if (sitePort === null || emulatorPort === null) return;
  // The server says so too, but only after the emulator has started for nothing.
  const siteProblem = sitePort === 0 ? null : await portProblem(env.HOST || '0.0.0.0', sitePort);
  if (siteProblem)
    return fail(describePortProblem(siteProblem, sitePort, 'the site', 'Stop that process, or set PORT.'));

  if (env.FIREBASE_PROJECT_ID) {
    run('The server', 'node', [serverEntry]);
    return;
  }

  if (env.FIREBASE_AUTH_EMULATOR_HOST) {
    // An emulator started outside `npm start`, named explicitly: used, but checked first.
    const host = env.FIREBASE_AUTH_EMULATOR_HOST;
    if (!(await isAuthEmulator(host))) {
      return fail(`FIREBASE_AUTH_EMULATOR_HOST is ${host}, but no Firebase Auth emulator answers there.`);
    }
    console.log(`Using the Firebase Auth emulator at ${host} (FIREBASE_AUTH_EMULATOR_HOST).`);
    run('The server', 'node', [serverEntry]);
    return;
  }

  const emulatorProblem = await portProblem(EMULATOR_HOST, emulatorPort);
  if (emulatorProblem) {
    return fail(
      describePortProblem(
        emulatorProblem,
        emulatorPort,
        'the Firebase Auth emulator',
        'Stop that process, or choose another port with AUTH_EMULATOR_PORT. ' +
          `To use an Auth emulator you started yourself, set FIREBASE_AUTH_EMULATOR_HOST=${EMULATOR_HOST}:${emulatorPort}.`,
      ),
    );
  }
  const host = `${EMULATOR_HOST}:${emulatorPort}`;
  console.log(`No FIREBASE_PROJECT_ID: starting the Firebase Auth emulator on ${host} for local sign-in.`);
  // The CLI itself, not through npx, so that stopping it here stops the emulator.
  const emulator = run(
    'The Firebase Auth emulator',
    firebaseCli,
    ['emulators:start', '--only', 'auth', '--project', 'demo-careers', '--config', emulatorConfig(emulatorPort)],
    { CI: '1' },
  );
  if (!(await waitForEmulator(emulator, host))) return;
  run('The server', 'node', [serverEntry], { FIREBASE_AUTH_EMULATOR_HOST: host });
}

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(signal));
// The terminal closed: stop too. The server reads SIGHUP as "read the jobs file again" (it may
// get the terminal's own), so it is told to stop with SIGTERM.
process.on('SIGHUP', () => stopAll('SIGTERM'));

await main();
