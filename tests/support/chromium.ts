import { mkdirSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { type Browser, chromium } from 'playwright-core';

// Debian's Chromium, never a browser downloaded by a tool. The flags keep it off the network
// (this machine has none) and out of the sandbox it cannot have as root in a container.
export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

// Chromium leaves a folder in TMPDIR at every launch: keep them where the tests clean up, one
// folder per test process (files run side by side, and one file's cleanup must not remove the
// profile of another's running browser).
const tempDir = resolve('tests/.tmp/chromium', String(process.pid));

export async function launchChromium(): Promise<Browser> {
  mkdirSync(tempDir, { recursive: true });
  return chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: chromiumFlags,
    env: { ...process.env, TMPDIR: tempDir },
  });
}

export function cleanChromiumTemp(): void {
  rmSync(tempDir, { recursive: true, force: true });
}
