import { describe, expect, it } from 'vitest';
import { employmentTypeOf, payRangeOf } from '../../client/jobs/job-posting-fields';

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
