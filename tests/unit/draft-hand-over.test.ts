import { describe, expect, it } from 'vitest';
import { draftHandOver } from '../../server/auth/draft-hand-over';

const DAY = 86_400_000;

describe('a sign-in link’s draft hand-over', () => {
  it('names its draft for its own address within a day, and nothing for another address, key or later', () => {
    let now = Date.parse('2026-11-28T10:00:00Z');
    const handOver = draftHandOver('a-secret-of-the-hand-over-test-32+', () => now);
    const token = handOver.sign('5f0c7a1e-2b9d-4c3a-9e1f-0a2b3c4d5e6f', 'asha@example.com');
    expect(handOver.verify(token, 'asha@example.com')).toBe('5f0c7a1e-2b9d-4c3a-9e1f-0a2b3c4d5e6f');
    expect(handOver.verify(token, 'ravi@example.com')).toBeNull();
    expect(
      draftHandOver('another-secret-of-the-hand-over-32+', () => now).verify(token, 'asha@example.com'),
    ).toBeNull();
    expect(handOver.verify(token.replace(/^[^.]+/, 'someone-elses-draft'), 'asha@example.com')).toBeNull();
    expect(handOver.verify({ token }, 'asha@example.com')).toBeNull();
    now += DAY - 1;
    expect(handOver.verify(token, 'asha@example.com')).not.toBeNull();
    now += 2;
    expect(handOver.verify(token, 'asha@example.com')).toBeNull();
  });
});
