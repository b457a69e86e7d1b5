import type { z } from 'zod';
import type { salarySchema } from './api/jobs';
import type { salaryUnits } from './api/jobs-enums';

/** What a salary's amounts are paid per (`salaryUnits`). */
export type SalaryUnit = (typeof salaryUnits)[number];

/**
 * A job's pay as numbers: what a jobs file's `salary`, Lever's `salaryRange` and
 * Ashby's `compensation` give. The job page and card show it formatted for its currency, and the
 * job page writes it as JobPosting `baseSalary`; the free-text `stipend` stays for sources without numbers.
 */
export type Salary = z.infer<typeof salarySchema>;

/** Whether `code` is an ISO 4217 currency this runtime knows (Intl refuses to format others). */
export function isCurrencyCode(code: string): boolean {
  if (!/^[A-Z]{3}$/.test(code)) return false;
  try {
    new Intl.NumberFormat('en', { style: 'currency', currency: code });
    return Intl.supportedValuesOf('currency').includes(code);
  } catch {
    return false;
  }
}

// Locales whose grouping a currency is read in: ₹6,00,000 (lakh) for rupees, as Indian candidates
// read it; other currencies in thousands with en-US's symbols ($, A$, CA$, €, £).
const currencyLocales: Record<string, string> = {
  INR: 'en-IN',
  PKR: 'en-PK',
  NPR: 'en-IN',
  BDT: 'en-IN',
  LKR: 'en-IN',
};

/** An amount in its currency's grouping: USD 200000 → "$200,000", INR 200000 → "₹2,00,000". */
export function moneyText(value: number, currency: string | null | undefined): string {
  if (!currency) return new Intl.NumberFormat('en-IN').format(value);
  return new Intl.NumberFormat(currencyLocales[currency] ?? 'en-US', {
    style: 'currency',
    currency,
    // Whole amounts without cents ($85,000); an hourly $22.50 keeps them.
    ...(Number.isInteger(value) ? { maximumFractionDigits: 0 } : {}),
  }).format(value);
}

const unitWords: Record<SalaryUnit, string> = {
  HOUR: 'an hour',
  DAY: 'a day',
  WEEK: 'a week',
  MONTH: 'a month',
  YEAR: 'a year',
};

/** "₹6,00,000 – ₹9,00,000 a year", "A$85,000 a year" (one amount when min and max agree or one is missing). */
export function salaryText(salary: Salary): string {
  const { min, max, currency, unit } = salary;
  const low = min ?? max;
  const high = max ?? min;
  if (low === undefined || high === undefined) return '';
  const amount = (value: number) => moneyText(value, currency);
  return `${low === high ? amount(low) : `${amount(low)} – ${amount(high)}`} ${unitWords[unit]}`;
}

/** What the job page and card call its pay: an internship's is a Stipend (the original's word), any other job's a Salary. */
export function payLabel(job: { type: string }): 'Stipend' | 'Salary' {
  return /intern/i.test(job.type) ? 'Stipend' : 'Salary';
}

/** What the job page and card show as pay: the salary when the job has one, else its text. */
export function payShown(job: { salary?: Salary; stipend: string }): string {
  return job.salary ? salaryText(job.salary) : job.stipend;
}

/**
 * A feed's numbers as a Salary, or undefined when they cannot be one (no amount, a negative
 * or non-finite one, an unknown currency or unit): then only the feed's text is shown.
 * Swapped amounts are put in order.
 */
export function salaryOf(range: {
  min?: number | null;
  max?: number | null;
  currency?: string | null;
  unit?: SalaryUnit;
}): Salary | undefined {
  const { currency, unit } = range;
  const amounts = [range.min, range.max].map((value) => (value == null ? undefined : value));
  if (!currency || !isCurrencyCode(currency) || !unit) return undefined;
  if (amounts.every((value) => value === undefined)) return undefined;
  if (amounts.some((value) => value !== undefined && !(Number.isFinite(value) && value >= 0))) return undefined;
  const [min, max] = amounts;
  const ordered = min !== undefined && max !== undefined && min > max ? [max, min] : [min, max];
  return {
    ...(ordered[0] !== undefined ? { min: ordered[0] } : {}),
    ...(ordered[1] !== undefined ? { max: ordered[1] } : {}),
    currency,
    unit,
  };
}

/** A salary as a Job's optional field: `{ salary }`, or nothing when there is none. */
export const withSalary = (salary: Salary | null | undefined): { salary?: Salary } => (salary ? { salary } : {});
