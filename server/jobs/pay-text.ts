// Pay as the feeds write it into a Job's `stipend`: the text the job page shows and
// `payRangeOf` (client/jobs/job-posting-fields.ts) reads back into JobPosting `baseSalary`.

// Locales whose grouping a currency is read in: ₹2,00,000 (lakh) for rupees; other currencies
// in thousands ($200,000, €200,000, £200,000).
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
    maximumFractionDigits: 0,
  }).format(value);
}

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
