import { describe, expect, it } from 'vitest';
import { relativeAge } from '../../shared/relative-age';

const now = Date.parse('2026-11-21T12:00:00.000Z');
const ago = (ms: number) => relativeAge(now - ms, now);
const s = 1_000;
const min = 60 * s;
const h = 60 * min;
const d = 24 * h;

describe('the relative age of an article', () => {
  it.each([
    [0, '0 sec ago'],
    [59 * s, '59 sec ago'],
    [60 * s, '1 mins ago'],
    [59 * min + 59 * s, '59 mins ago'],
    [60 * min, '1 hr ago'],
    [23 * h + 59 * min, '23 hr ago'],
    [24 * h, '1 day ago'],
    [6 * d + 23 * h, '6 day ago'],
    [7 * d, '1 week ago'],
    [27 * d + 23 * h, '3 week ago'],
    [28 * d, '1 mon ago'],
    [29 * d, '1 mon ago'],
    [30 * d, '1 mon ago'],
    [59 * d, '1 mon ago'],
    [60 * d, '2 mon ago'],
    [359 * d, '11 mon ago'],
    [360 * d, '1 yrs ago'],
    [364 * d, '1 yrs ago'],
    [365 * d, '1 yrs ago'],
    [730 * d, '2 yrs ago'],
  ])('%i ms ago reads %j', (elapsed, text) => {
    expect(ago(elapsed)).toBe(text);
  });

  it('reads ISO dates', () => {
    expect(relativeAge('2026-11-20T12:00:00.000Z', now)).toBe('1 day ago');
  });

  it('reads a date in the future (clock skew) as just posted', () => {
    expect(ago(-5 * min)).toBe('0 sec ago');
  });
});
