import { describe, expect, it } from 'vitest';
import { isDue, periodOf, slotStart } from '../../server/alerts/alert-schedule';

const at = (iso: string) => Date.parse(iso);

describe('job alert schedule (ALERTS_HOUR 7, UTC)', () => {
  it('puts a run before 07:00 in the previous day’s slot and period', () => {
    expect(slotStart(at('2026-11-26T06:59:00Z'), 7)).toBe(at('2026-11-25T07:00:00Z'));
    expect(slotStart(at('2026-11-26T07:00:00Z'), 7)).toBe(at('2026-11-26T07:00:00Z'));
    expect(periodOf(at('2026-11-26T06:59:00Z'), 7)).toBe('2026-11-25');
    expect(periodOf(at('2026-11-26T23:00:00Z'), 7)).toBe('2026-11-26');
  });

  it('makes a daily alert due once a day from the hour, a weekly one once a week', () => {
    const confirmed = { confirmed_at: at('2026-11-23T15:00:00Z'), last_digest_at: null };
    expect(isDue({ ...confirmed, frequency: 'daily' }, at('2026-11-24T06:00:00Z'), 7)).toBe(false);
    expect(isDue({ ...confirmed, frequency: 'daily' }, at('2026-11-24T07:05:00Z'), 7)).toBe(true);
    const sentToday = { confirmed_at: confirmed.confirmed_at, last_digest_at: at('2026-11-24T07:05:00Z') };
    expect(isDue({ ...sentToday, frequency: 'daily' }, at('2026-11-24T20:00:00Z'), 7)).toBe(false);
    expect(isDue({ ...sentToday, frequency: 'daily' }, at('2026-11-25T07:00:00Z'), 7)).toBe(true);
    expect(isDue({ ...confirmed, frequency: 'weekly' }, at('2026-11-29T07:00:00Z'), 7)).toBe(false);
    expect(isDue({ ...confirmed, frequency: 'weekly' }, at('2026-11-30T07:00:00Z'), 7)).toBe(true);
    expect(isDue({ ...sentToday, frequency: 'weekly' }, at('2026-11-30T07:00:00Z'), 7)).toBe(false);
    expect(isDue({ ...sentToday, frequency: 'weekly' }, at('2026-12-01T07:00:00Z'), 7)).toBe(true);
  });

  it('never makes an unconfirmed alert due', () => {
    expect(isDue({ frequency: 'daily', confirmed_at: null, last_digest_at: null }, Date.now(), 7)).toBe(false);
  });
});
