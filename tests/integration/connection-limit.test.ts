import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

/**
 * compose.yaml's per-client connection limit (deploy/caddy/connection-limit.nft), loaded as
 * deploy/caddy/entrypoint.sh loads it in Caddy's container: here in a network namespace of the
 * test's own (`unshare --net`; not root, in a user namespace of its own too), so the host's rules
 * are never touched, with its loopback holding IPv4 clients and two IPv6 /64s, and
 * tests/support/connection-probe.mjs as Caddy's ports.
 */
async function probe(steps: object[]): Promise<Record<string, number | string>[]> {
  const script = [
    'set -e',
    // By their paths: a user's PATH on Debian has no /usr/sbin.
    '/usr/sbin/ip link set lo up',
    '/usr/sbin/ip -6 addr add 2001:db8:1::1/64 dev lo',
    '/usr/sbin/ip -6 addr add 2001:db8:1::2/64 dev lo',
    '/usr/sbin/ip -6 addr add 2001:db8:2::1/64 dev lo',
    // Loaded twice, as a restarted container does: the second replaces the first.
    '/usr/sbin/nft -f deploy/caddy/connection-limit.nft',
    '/usr/sbin/nft -f deploy/caddy/connection-limit.nft',
    '/usr/sbin/nft list table inet careers_connection_limit | grep -c "ct count over 256" >&2',
    `exec node tests/support/connection-probe.mjs '${JSON.stringify(steps)}'`,
  ].join('\n');
  const namespaces = process.getuid?.() === 0 ? ['--net'] : ['--map-root-user', '--net'];
  const { stdout, stderr } = await promisify(execFile)('unshare', [...namespaces, 'sh', '-c', script], {
    maxBuffer: 1 << 20,
  });
  // One rule for each family, not two: loading again replaced the table.
  expect(stderr.trim()).toBe('2');
  return JSON.parse(stdout) as Record<string, number | string>[];
}

describe("Caddy's per-client connection limit (nftables)", () => {
  it('lets a client hold 256 connections, refuses its 257th, serves another client, and frees a slot when one closes', async () => {
    const report = await probe([
      { from: '127.0.0.2', count: 256 },
      { from: '127.0.0.2', count: 2, port: 80 },
      { from: '127.0.0.3', count: 5 },
      { close: '127.0.0.2' },
      { from: '127.0.0.2', count: 2 },
    ]);
    expect(report).toEqual([
      { from: '127.0.0.2', port: 443, open: 256 },
      // Both ports count together: one client's connections to Caddy.
      { from: '127.0.0.2', port: 80, ECONNREFUSED: 2 },
      { from: '127.0.0.3', port: 443, open: 5 },
      { from: '127.0.0.2', port: 443, open: 1, ECONNREFUSED: 1 },
    ]);
  }, 60_000);

  it('counts an IPv6 client by its /64: another address of the same /64 is the same client, another /64 another', async () => {
    const report = await probe([
      { from: '2001:db8:1::1', count: 200 },
      { from: '2001:db8:1::2', count: 60 },
      { from: '2001:db8:2::1', count: 3 },
    ]);
    expect(report).toEqual([
      { from: '2001:db8:1::1', port: 443, open: 200 },
      { from: '2001:db8:1::2', port: 443, open: 56, ECONNREFUSED: 4 },
      { from: '2001:db8:2::1', port: 443, open: 3 },
    ]);
  }, 60_000);
});
