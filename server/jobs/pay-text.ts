// Pay as the feeds write it into a Job's `stipend`: the text the job page shows and
// `payRangeOf` (client/jobs/job-posting-fields.ts) reads back into JobPosting `baseSalary`.

// The amount's formatting is shared with the job page's salary (shared/job-salary.ts).
import { moneyText } from '../../shared/job-salary';

export { moneyText };

/** A period of pay as the stipend's suffix. */
export type PayPeriod = 'year' | 'month' | 'week' | 'day' | 'hour';

/**
 * "$55,000 - $65,000 /year", "€3,750 - €5,250 /month"; one amount when min and max agree or one
 * is missing; empty without an amount, a valid currency (ISO 4217) or a period.
 */
export function payRangeText(range: {
  min?: number | null;
  max?: number | null;
  currency?: string | null;
  period?: PayPeriod;
}): string {
  const { min, max, currency, period } = range;
  if ((min == null && max == null) || !currency || !/^[A-Z]{3}$/.test(currency) || !period) return '';
  const [low, high] = [min ?? max, max ?? min] as [number, number];
  const amount = (value: number) => moneyText(value, currency);
  return `${low === high ? amount(low) : `${amount(low)} - ${amount(high)}`} /${period}`;
}
