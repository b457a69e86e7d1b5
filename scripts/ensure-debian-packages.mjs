#!/usr/bin/env node
// Makes sure the Debian packages that tests or benchmarks need are installed:
//   node scripts/ensure-debian-packages.mjs chromium redis-server nftables iproute2 wrk
// A missing package is installed with apt-get when that is allowed (running as root on a
// Debian-like system, and NO_APT_INSTALL is not set); otherwise this exits with a message
// that says what to install.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const binaries = {
  chromium: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  wrk: '/usr/bin/wrk',
  'redis-server': '/usr/bin/redis-server',
  nftables: '/usr/sbin/nft',
  iproute2: '/usr/sbin/ip',
};

const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !(name in binaries));
if (unknown.length) {
  console.error(`ensure-debian-packages: unknown package(s): ${unknown.join(', ')}`);
  process.exit(2);
}

const missing = wanted.filter((name) => !existsSync(binaries[name]));
if (missing.length === 0) process.exit(0);

const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get') && !process.env.NO_APT_INSTALL;
if (!canInstall) {
  console.error(
    `Missing: ${missing.map((name) => `${name} (${binaries[name]})`).join(', ')}.\n` +
      `Install with: sudo apt-get install -y ${missing.join(' ')}` +
      (missing.includes('chromium') ? '\nor point CHROMIUM_PATH at a Chromium or Chrome binary.' : ''),
  );
  process.exit(1);
}

console.log(`Installing ${missing.join(' ')} with apt-get ...`);
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
execFileSync('apt-get', ['install', '-y', '-qq', ...missing], { stdio: 'inherit', env });
