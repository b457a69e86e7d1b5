import { describe, expect, it } from 'vitest';
import { relativeAge } from '../../shared/relative-age';
import { postedAgeSeconds } from '../../shared/posted-age';

const now = Date.parse('2026-11-21T12:00:00.000Z');
const h = 3_600_000;
const d = 24 * h;

describe("a dated job's age", () => {
  it('reads back as the same age for sorting (shared/posted-age.ts)', () => {
    for (const elapsed of [2 * d, 3 * 7 * d, 2 * 30 * d, 6 * h]) {
      expect(postedAgeSeconds(relativeAge(now - elapsed, now))).toBe(elapsed / 1_000);
    }
  });
});
