import { describe, expect, it } from 'vitest';
import { employmentTypeOf, payRangeOf } from '../../client/jobs/job-posting-fields';
import { moneyText } from '../../server/jobs/lever-feed';

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

  it.each(['CAD', 'AUD', 'NZD', 'SGD', 'HKD', 'MXN', 'TWD', 'BRL', 'USD', 'INR'])(
    'reads a Lever salaryRange in %s as that currency, as the feed writes it (CA$80,000, never USD for another dollar)',
    (currency) => {
      const text = `${moneyText(80_000, currency)} - ${moneyText(95_000, currency)} /year`;
      expect(payRangeOf(text)).toEqual({ currency, minValue: 80_000, maxValue: 95_000, unitText: 'YEAR' });
    },
  );

  it.each([
    ['A$90,000 - A$110,000 per annum', 'AUD'],
    ['C$25/hour', 'CAD'],
    ['US$4,000 /month', 'USD'],
    ['S$6,000 /month', 'SGD'],
    ['CAD $80,000 /year', 'CAD'],
  ])('reads %s as %s', (text, currency) => {
    expect(payRangeOf(text)?.currency).toBe(currency);
  });

  it('leaves out the pay of a dollar it does not know, rather than call it USD', () => {
    expect(payRangeOf('XY$80,000 /year')).toBeUndefined();
    expect(payRangeOf('Z$500 /month')).toBeUndefined();
  });

  it.each(['', 'Competitive', '₹3,000 - 5,000', '3,000 - 5,000 /month', 'Unpaid /month'])(
    'leaves out %j: no currency, amount or period',
    (text) => {
      expect(payRangeOf(text)).toBeUndefined();
    },
  );
});

describe("a job's type as employmentType", () => {
  it.each([
    ['Internship', 'INTERN'],
    ['Full-Time', 'FULL_TIME'],
    ['Full time', 'FULL_TIME'],
    ['Part-time', 'PART_TIME'],
    ['Contract', 'CONTRACTOR'],
    ['Permanent', 'FULL_TIME'],
    // Lever commitments of real boards (tests/fixtures/ats-boards).
    ['Short Term', 'TEMPORARY'],
    ['Fixed-term', 'TEMPORARY'],
    ['Temporary', 'TEMPORARY'],
    ['Per Diem', 'PER_DIEM'],
    ['Volunteer', 'VOLUNTEER'],
    ['Full-time internship', 'INTERN'],
    ['Locum', 'OTHER'],
    ['', undefined],
  ])('%j is %j', (type, expected) => {
    expect(employmentTypeOf(type)).toBe(expected);
  });
});
