import { describe, expect, it } from 'vitest';
import { fixedWindowLimit, memoryLimitCounts } from '../../server/limits/limit-counts';

/** A clock the test moves. */
function clock(start = 1_000_000) {
  let now = start;
  return { now: () => now, pass: (ms: number) => (now += ms) };
}

describe('limit counts in memory', () => {
  it('counts each key in its own window, and starts again when the window ends', async () => {
    const time = clock();
    const counts = memoryLimitCounts(time.now);
    expect(await counts.add('a', 1_000)).toEqual({ count: 1, endsInMs: 1_000 });
    time.pass(400);
    expect(await counts.add('a', 1_000)).toEqual({ count: 2, endsInMs: 600 });
    expect(await counts.add('b', 1_000)).toEqual({ count: 1, endsInMs: 1_000 });
    time.pass(600);
    expect(await counts.add('a', 1_000)).toEqual({ count: 1, endsInMs: 1_000 });
  });

  it('keeps the windows of one key apart when their lengths differ', async () => {
    const counts = memoryLimitCounts(clock().now);
    await counts.add('a', 1_000);
    expect((await counts.add('a', 60_000)).count).toBe(1);
    expect((await counts.add('a', 1_000)).count).toBe(2);
  });

  it('forgets keys whose window has ended, so that passing clients do not pile up', async () => {
    const time = clock();
    const counts = memoryLimitCounts(time.now);
    for (let i = 0; i < 1_000; i++) await counts.add(`client-${i}`, 1_000);
    expect(counts.size()).toBe(1_000);
    time.pass(61_000);
    await counts.add('late', 1_000);
    expect(counts.size()).toBe(1);
  });
});

describe('a fixed-window limit', () => {
  it('allows `limit` events per key and window, refuses the rest until the window ends, and says when to retry', async () => {
    const time = clock();
    const limit = fixedWindowLimit(memoryLimitCounts(time.now), 'test', 2, 3_600_000);
    expect((await limit.take('client')).allowed).toBe(true);
    time.pass(1_000);
    expect((await limit.take('client')).allowed).toBe(true);
    expect(await limit.take('client')).toEqual({ allowed: false, count: 3, retryAfterSeconds: 3_599 });
    expect((await limit.take('other client')).allowed).toBe(true);
    time.pass(3_599_000);
    expect((await limit.take('client')).allowed).toBe(true);
  });

  it('gives an event back: the work it counted was not done', async () => {
    const limit = fixedWindowLimit(memoryLimitCounts(clock().now), 'test', 1, 60_000);
    expect((await limit.take('client')).allowed).toBe(true);
    await limit.giveBack('client');
    expect((await limit.take('client')).allowed).toBe(true);
    expect((await limit.take('client')).allowed).toBe(false);
  });

  it('keeps limits that share one store apart by name', async () => {
    const counts = memoryLimitCounts(clock().now);
    const requests = fixedWindowLimit(counts, 'requests', 1, 60_000);
    const confirmations = fixedWindowLimit(counts, 'confirmations', 1, 60_000);
    expect((await requests.take('key')).allowed).toBe(true);
    expect((await confirmations.take('key')).allowed).toBe(true);
    expect((await requests.take('key')).allowed).toBe(false);
  });
});
