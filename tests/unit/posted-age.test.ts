import { describe, expect, it } from 'vitest';
import { postedAgeSeconds } from '../../shared/posted-age';

const minute = 60;
const hour = 3_600;
const day = 86_400;

describe('the age of a job from its posted text', () => {
  it.each([
    ['just now', 0],
    ['today', 0],
    ['yesterday', day],
    ['1 sec ago', 1],
    ['45 seconds ago', 45],
    ['1 min ago', minute],
    ['10 mins ago', 10 * minute],
    ['2 minutes ago', 2 * minute],
    ['an hour ago', hour],
    ['1 hr ago', hour],
    ['6 hours ago', 6 * hour],
    ['a day ago', day],
    ['1 day ago', day],
    ['7 days ago', 7 * day],
    ['1 week ago', 7 * day],
    ['3 weeks ago', 21 * day],
    ['1 month ago', 30 * day],
    ['2 mon ago', 60 * day],
    ['1 year ago', 365 * day],
    ['2 yrs ago', 730 * day],
    ['30+ days ago', 30 * day],
    ['  7   Days AGO ', 7 * day],
  ])('reads %j as %i seconds', (text, seconds) => {
    expect(postedAgeSeconds(text)).toBe(seconds);
  });

  it.each(['', 'soon', '7 days', 'in 2 days', 'seven days ago', '2024-01-05', '-3 days ago', '3 fortnights ago'])(
    'does not guess an age for %j',
    (text) => {
      expect(postedAgeSeconds(text)).toBeUndefined();
    },
  );

  it('orders ages the way people read them', () => {
    const texts = ['1 month ago', 'yesterday', '6 hours ago', '3 weeks ago', '10 days ago', 'just now'];
    const sorted = [...texts].sort((a, b) => postedAgeSeconds(a)! - postedAgeSeconds(b)!);
    expect(sorted).toEqual(['just now', '6 hours ago', 'yesterday', '10 days ago', '3 weeks ago', '1 month ago']);
  });
});
