import { readFileSync } from 'node:fs';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { jobPostingSchemaOf } from '../../client/jobs/job-posting-of';
import { parseAshbyJobs } from '../../server/jobs/ashby-feed';
import { JobsFileError, parseJobsFile } from '../../server/jobs/jobs-file';
import { parseLeverJobs } from '../../server/jobs/lever-feed';
import type { Job } from '../../shared/job';
import { isCurrencyCode, payShown, salaryOf, salaryText } from '../../shared/job-salary';
import { leverPosting } from '../support/ats-upstream';

const logger = pino({ level: 'silent' });

describe('a salary as shown', () => {
  it.each([
    [{ min: 600_000, max: 900_000, currency: 'INR', unit: 'YEAR' }, '₹6,00,000 – ₹9,00,000 a year'],
    [{ min: 85_000, max: 95_000, currency: 'AUD', unit: 'YEAR' }, 'A$85,000 – A$95,000 a year'],
    [{ min: 30_000, currency: 'INR', unit: 'MONTH' }, '₹30,000 a month'],
    [{ max: 55_000, currency: 'EUR', unit: 'YEAR' }, '€55,000 a year'],
    [{ min: 22.5, max: 22.5, currency: 'USD', unit: 'HOUR' }, '$22.50 an hour'],
    [{ min: 1_500, max: 2_000, currency: 'GBP', unit: 'WEEK' }, '£1,500 – £2,000 a week'],
    [{ min: 3_000, max: 5_000, currency: 'CAD', unit: 'DAY' }, 'CA$3,000 – CA$5,000 a day'],
  ] as const)('%o is "%s"', (salary, text) => {
    expect(salaryText(salary)).toBe(text);
  });

  it('is what the page shows instead of the pay text, which stays for jobs without numbers', () => {
    const salary = { min: 600_000, max: 900_000, currency: 'INR', unit: 'YEAR' } as const;
    expect(payShown({ stipend: '6-9 LPA', salary })).toBe('₹6,00,000 – ₹9,00,000 a year');
    expect(payShown({ stipend: '6-9 LPA' })).toBe('6-9 LPA');
  });
});

describe("a feed's numbers as a salary", () => {
  it('orders swapped amounts and keeps one missing', () => {
    expect(salaryOf({ min: 9, max: 6, currency: 'INR', unit: 'YEAR' })).toEqual({
      min: 6,
      max: 9,
      currency: 'INR',
      unit: 'YEAR',
    });
    expect(salaryOf({ min: null, max: 9, currency: 'INR', unit: 'YEAR' })).toEqual({
      max: 9,
      currency: 'INR',
      unit: 'YEAR',
    });
  });

  it('is none without an amount, a known currency or a unit', () => {
    expect(salaryOf({ min: null, max: null, currency: 'INR', unit: 'YEAR' })).toBeUndefined();
    expect(salaryOf({ min: 1, currency: 'XYZ', unit: 'YEAR' })).toBeUndefined();
    expect(salaryOf({ min: 1, currency: 'inr', unit: 'YEAR' })).toBeUndefined();
    expect(salaryOf({ min: 1, currency: 'INR' })).toBeUndefined();
    expect(salaryOf({ min: -1, currency: 'INR', unit: 'YEAR' })).toBeUndefined();
  });

  it('knows ISO 4217 codes only', () => {
    expect(['INR', 'USD', 'AUD', 'EUR'].every(isCurrencyCode)).toBe(true);
    expect(['Rs', 'inr', 'XYZ', 'RUPEES'].some(isCurrencyCode)).toBe(false);
  });
});

const job: Job = {
  id: 'backend-engineer',
  title: 'Backend Engineer',
  department: 'Engineering',
  type: 'Full-Time',
  location: 'Bengaluru, Karnataka',
  remote: false,
  stipend: '₹18 - 24 lakh /year',
  postedAt: '2026-11-20T00:00:00.000Z',
};

describe('the JobPosting baseSalary', () => {
  it('comes from the salary in preference to the pay text', () => {
    const posting = jobPostingSchemaOf(
      { ...job, salary: { min: 600_000, max: 900_000, currency: 'INR', unit: 'YEAR' } },
      { name: 'Acme' },
      'https://careers.acme.example',
    );
    expect(posting.baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'INR',
      value: { '@type': 'QuantitativeValue', minValue: 600_000, maxValue: 900_000, unitText: 'YEAR' },
    });
  });

  it('writes one amount as value', () => {
    const posting = jobPostingSchemaOf(
      { ...job, salary: { min: 30_000, currency: 'INR', unit: 'MONTH' } },
      { name: 'Acme' },
      'https://careers.acme.example',
    );
    expect(posting.baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'INR',
      value: { '@type': 'QuantitativeValue', value: 30_000, unitText: 'MONTH' },
    });
  });

  it('still reads the pay text of a job without a salary', () => {
    expect(jobPostingSchemaOf(job, { name: 'Acme' }, 'https://careers.acme.example').baseSalary).toMatchObject({
      currency: 'INR',
      value: { minValue: 1_800_000, maxValue: 2_400_000, unitText: 'YEAR' },
    });
  });
});

describe("a jobs file's salary", () => {
  const path = '/srv/careers/jobs.json';
  const file = { ...job, postedAt: '2026-11-20', description: '' };
  const parse = (salary: unknown) =>
    parseJobsFile(path, JSON.stringify([{ ...file, salary }]), 'https://jobs.example.com');
  async function problem(salary: unknown): Promise<string> {
    const error: unknown = await parse(salary).then(
      () => undefined,
      (failure: unknown) => failure,
    );
    expect(error).toBeInstanceOf(JobsFileError);
    return (error as Error).message;
  }

  it('is read onto the job', async () => {
    const [parsed] = await parse({ min: 600_000, max: 900_000, currency: 'INR', unit: 'YEAR' });
    expect(parsed?.salary).toEqual({ min: 600_000, max: 900_000, currency: 'INR', unit: 'YEAR' });
  });

  it.each([
    [{ min: 9, max: 6, currency: 'INR', unit: 'YEAR' }, 'salary.min: must not be more than max'],
    [{ min: 6, currency: 'Rs', unit: 'YEAR' }, 'salary.currency: must be an ISO 4217 currency code such as INR or USD'],
    [
      { min: 6, currency: 'XYZ', unit: 'YEAR' },
      'salary.currency: must be an ISO 4217 currency code such as INR or USD',
    ],
    [{ min: 6, currency: 'INR', unit: 'ANNUM' }, 'salary.unit: must be one of HOUR, DAY, WEEK, MONTH, YEAR'],
    [{ min: 6, currency: 'INR' }, 'salary.unit: must be one of HOUR, DAY, WEEK, MONTH, YEAR'],
    [{ currency: 'INR', unit: 'YEAR' }, 'salary: needs min, max or both'],
    [{ min: -1, currency: 'INR', unit: 'YEAR' }, 'salary.min: must not be negative'],
    [{ min: '6 lakh', currency: 'INR', unit: 'YEAR' }, 'salary.min: must be a number'],
    [{ min: 6, currency: 'INR', unit: 'YEAR', period: 'YEAR' }, 'salary: unknown field "period"'],
    ['6-9 LPA', 'salary: must be an object { min, max, currency, unit }'],
  ])('refuses %o, naming the field', async (salary, message) => {
    expect(await problem(salary)).toContain(`${path}: job 1 (id "backend-engineer"): ${message}`);
  });
});

describe('the feeds', () => {
  it('Lever: its salaryRange as numbers, beside the text', () => {
    const [posting] = parseLeverJobs(
      [
        leverPosting('1f8b5c2e-7d1a-4c3b-9e0f-123456789abc', {
          salaryRange: { currency: 'AUD', interval: 'per-year-salary', min: 85_000, max: 95_000 },
        }),
      ],
      logger,
    );
    expect(posting?.salary).toEqual({ min: 85_000, max: 95_000, currency: 'AUD', unit: 'YEAR' });
    expect(posting && payShown(posting)).toBe('A$85,000 – A$95,000 a year');
  });

  it('Lever: no salary without a known interval', () => {
    const [posting] = parseLeverJobs(
      [
        leverPosting('1f8b5c2e-7d1a-4c3b-9e0f-123456789abc', {
          salaryRange: { currency: 'USD', interval: 'one-time', min: 1_000, max: 2_000 },
        }),
      ],
      logger,
    );
    expect(posting).not.toHaveProperty('salary');
  });

  it('Ashby: the Salary component of a job that shows its pay', () => {
    const board = JSON.parse(readFileSync('tests/fixtures/ats-boards/ashby-job-board.json', 'utf8'));
    const jobs = parseAshbyJobs(board, logger);
    const shown = jobs.find((item) => item.id === 'fc2f1f85-46a0-4a31-b165-683e39c07c04');
    expect(shown?.salary).toEqual({ min: 102_800, max: 137_000, currency: 'CAD', unit: 'YEAR' });
    expect(jobs.filter((item) => item.salary)).toHaveLength(1);
  });
});
