import { describe, expect, it } from 'vitest';
import { countedAddressCounter, memoryAddressCounter } from '../../server/application/address-counter';
import { memoryLimitCounts } from '../../server/limits/limit-counts';

const DAY = 86_400_000;

describe('the new drafts counted per address', () => {
  /** A counter on a clock the test sets. */
  function counter(options: { limit: number; maxAddresses?: number }) {
    const clock = { now: 1_000_000 };
    return { clock, counter: memoryAddressCounter({ ...options, windowMs: DAY, now: () => clock.now }) };
  }
  const takes = async (take: () => Promise<boolean>, times: number) => {
    const answers: boolean[] = [];
    for (let count = 0; count < times; count++) answers.push(await take());
    return answers;
  };

  it('allows `limit` in a window per address, each address on its own', async () => {
    const { counter: limit } = counter({ limit: 2 });
    expect(await takes(() => limit.take('198.51.100.7'), 3)).toEqual([true, true, false]);
    expect(await limit.take('203.0.113.9')).toBe(true);
  });

  it('starts again when the window of the first count has passed, not before', async () => {
    const { clock, counter: limit } = counter({ limit: 1 });
    expect(await limit.take('198.51.100.7')).toBe(true);
    clock.now += DAY - 1;
    expect(await limit.take('198.51.100.7')).toBe(false);
    clock.now += 1;
    expect(await limit.take('198.51.100.7')).toBe(true);
  });

  it('remembers at most `maxAddresses`, forgetting the least recently counted', async () => {
    const { counter: limit } = counter({ limit: 1, maxAddresses: 2 });
    for (const address of ['a', 'b', 'c']) expect(await limit.take(address)).toBe(true);
    expect(await limit.take('c')).toBe(false);
    expect(await limit.take('a')).toBe(true);
  });
});

describe('the new drafts counted per address in shared limit counts', () => {
  it('allows `limit` a window per address, and a refused take counts nothing', async () => {
    const clock = { now: 1_000_000 };
    const counts = memoryLimitCounts(() => clock.now);
    const limit = countedAddressCounter(counts, 'new-drafts', { limit: 2, windowMs: DAY });
    for (const expected of [true, true, false, false]) expect(await limit.take('198.51.100.7')).toBe(expected);
    expect(await limit.take('203.0.113.9')).toBe(true);
    // Two refusals took nothing: the window still holds 2, so the next event of it is the third.
    expect((await counts.add('new-drafts:198.51.100.7', DAY)).count).toBe(3);
    clock.now += DAY;
    expect(await limit.take('198.51.100.7')).toBe(true);
  });
});
