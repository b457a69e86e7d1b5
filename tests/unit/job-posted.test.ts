import { describe, expect, it } from 'vitest';
import { jobAge } from '../../shared/job-posted';
import { postedAgeSeconds } from '../../shared/posted-age';

const now = Date.parse('2026-11-21T12:00:00.000Z');
const min = 60_000;
const h = 60 * min;
const d = 24 * h;

describe("a dated job's age", () => {
  it.each([
    [0, 'just now'],
    [59_000, 'just now'],
    [min, '1 minute ago'],
    [59 * min, '59 minutes ago'],
    [h, '1 hour ago'],
    [6 * h, '6 hours ago'],
    [d, '1 day ago'],
    [2 * d, '2 days ago'],
    [6 * d + 23 * h, '6 days ago'],
    [7 * d, '1 week ago'],
    [27 * d, '3 weeks ago'],
    [28 * d, '1 month ago'],
    [60 * d, '2 months ago'],
    [360 * d, '1 year ago'],
    [730 * d, '2 years ago'],
  ])('%i ms old reads %j, as the job cards of the original do', (elapsed, text) => {
    expect(jobAge(now - elapsed, now)).toBe(text);
  });

  it('reads back as the same age for sorting (shared/posted-age.ts)', () => {
    for (const elapsed of [2 * d, 3 * 7 * d, 2 * 30 * d, 6 * h]) {
      expect(postedAgeSeconds(jobAge(now - elapsed, now))).toBe(elapsed / 1_000);
    }
  });
});
