import { describe, expect, it } from 'vitest';
import { relativeAge } from '../../shared/relative-age';

const now = Date.parse('2026-11-21T12:00:00.000Z');
const ago = (ms: number) => relativeAge(now - ms, now);
const s = 1_000;
const min = 60 * s;
const h = 60 * min;
const d = 24 * h;

describe('the relative age of an article or a job', () => {
  // Words with plurals: the original blog's "2 week ago" and "1 yrs ago" are not English.
  it.each([
    [0, 'just now'],
    [59 * s, 'just now'],
    [60 * s, '1 minute ago'],
    [59 * min + 59 * s, '59 minutes ago'],
    [60 * min, '1 hour ago'],
    [23 * h + 59 * min, '23 hours ago'],
    [24 * h, '1 day ago'],
    [6 * d + 23 * h, '6 days ago'],
    [7 * d, '1 week ago'],
    [27 * d + 23 * h, '3 weeks ago'],
    [28 * d, '1 month ago'],
    [29 * d, '1 month ago'],
    [30 * d, '1 month ago'],
    [59 * d, '1 month ago'],
    [60 * d, '2 months ago'],
    [359 * d, '11 months ago'],
    [360 * d, '1 year ago'],
    [364 * d, '1 year ago'],
    [365 * d, '1 year ago'],
    [730 * d, '2 years ago'],
  ])('%i ms ago reads %j', (elapsed, text) => {
    expect(ago(elapsed)).toBe(text);
  });

  it('reads ISO dates', () => {
    expect(relativeAge('2026-11-20T12:00:00.000Z', now)).toBe('1 day ago');
  });

  it('reads a date in the future (clock skew) as just posted', () => {
    expect(ago(-5 * min)).toBe('just now');
  });
});
