import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { type Browser, chromium } from 'playwright-core';
import { chromiumTempRoot } from './temp-folders';

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

// Chromium leaves a folder in TMPDIR at every launch: keep them where the test run removes them
// at its end (tests/support/temp-folders.ts), one folder per test process.
const tempDir = resolve(chromiumTempRoot, String(process.pid));

/** A Chromium of its own, which the caller closes (the benchmarks'). Tests share testChromium(). */
export async function launchChromium(): Promise<Browser> {
  mkdirSync(tempDir, { recursive: true });
  return chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: chromiumFlags,
    env: { ...process.env, TMPDIR: tempDir },
  });
}

let launched: Promise<Browser> | undefined;

/**
 * The test process's one Chromium, launched when first asked for. A worker runs its test files one
 * after another in one module graph (isolate: false in vitest.config.ts), so they share it: a
 * launch and close cost about 1.7 s of CPU on this 2-core machine, a browser context of a file's
 * own nearly nothing. Playwright closes it when the process exits; one that crashed is launched
 * again for the next file.
 */
export function testChromium(): Promise<Browser> {
  launched ??= launchChromium().then((browser) => {
    browser.on('disconnected', () => {
      launched = undefined;
    });
    return browser;
  });
  return launched;
}
