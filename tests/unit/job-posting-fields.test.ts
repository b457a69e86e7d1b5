import { describe, expect, it } from 'vitest';
import { addressOf, employmentTypeOf, payRangeOf, remoteRegionOf } from '../../client/jobs/job-posting-fields';

describe("a job's pay as Google's baseSalary", () => {
  it.each([
    ['₹3,000 - 5,000 /month', { currency: 'INR', minValue: 3_000, maxValue: 5_000, unitText: 'MONTH' }],
    ['₹18 - 24 lakh /year', { currency: 'INR', minValue: 1_800_000, maxValue: 2_400_000, unitText: 'YEAR' }],
    ['USD 120k–150k per year', { currency: 'USD', minValue: 120_000, maxValue: 150_000, unitText: 'YEAR' }],
    ['$45/hour', { currency: 'USD', minValue: 45, maxValue: 45, unitText: 'HOUR' }],
    ['€50,000 annually', { currency: 'EUR', minValue: 50_000, maxValue: 50_000, unitText: 'YEAR' }],
  ])('reads %s', (text, range) => {
    expect(payRangeOf(text)).toEqual(range);
  });

  it.each(['', 'Competitive', '₹3,000 - 5,000', '3,000 - 5,000 /month', 'Unpaid /month'])(
    'leaves out %j: no currency, amount or period',
    (text) => {
      expect(payRangeOf(text)).toBeUndefined();
    },
  );
});

describe("a job's place", () => {
  it('reads an office location as locality, region and country', () => {
    expect(addressOf('Pune, Maharashtra')).toEqual({ addressLocality: 'Pune', addressRegion: 'Maharashtra' });
    expect(addressOf('Zürich, ZH, CH')).toEqual({
      addressLocality: 'Zürich',
      addressRegion: 'ZH',
      addressCountry: 'CH',
    });
    expect(addressOf('  ')).toBeUndefined();
  });

  it.each([
    ['Remote (India)', 'India'],
    ['Remote - US', 'US'],
    ['India, remote', 'India'],
    ['Fully remote', undefined],
    ['Remote', undefined],
  ])('finds where candidates of a remote job %j may live: %j', (location, region) => {
    expect(remoteRegionOf(location)).toBe(region);
  });
});

describe("a job's type as employmentType", () => {
  it.each([
    ['Internship', 'INTERN'],
    ['Full-Time', 'FULL_TIME'],
    ['Full time', 'FULL_TIME'],
    ['Part-time', 'PART_TIME'],
    ['Contract', 'CONTRACTOR'],
    ['Locum', 'OTHER'],
    ['', undefined],
  ])('%j is %j', (type, expected) => {
    expect(employmentTypeOf(type)).toBe(expected);
  });
});
