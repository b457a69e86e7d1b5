import type { PayRange } from '../site/job-posting-schema';

/**
 * Readings of a job's free-text fields as schema.org values (Google for Jobs): its type as an
 * `employmentType` and its pay as a range (its places: shared/job-location.ts).
 * Each answers undefined when the text does not say, so the property is left out rather than guessed.
 */

// Google's employmentType values, from the words sources use (Lever's `commitment`, a file's
// `type`): https://developers.google.com/search/docs/appearance/structured-data/job-posting
const employmentTypes: [RegExp, string][] = [
  [/intern/i, 'INTERN'],
  [/per[\s-]?diem/i, 'PER_DIEM'],
  [/part[\s-]?time/i, 'PART_TIME'],
  [/temporary|\btemp\b|seasonal|short[\s-]?term|fixed[\s-]?term/i, 'TEMPORARY'],
  [/contract|freelance/i, 'CONTRACTOR'],
  [/volunteer/i, 'VOLUNTEER'],
  [/full[\s-]?time|permanent|regular/i, 'FULL_TIME'],
];

/**
 * `Internship` → INTERN, `Full-Time` → FULL_TIME, `Short Term` → TEMPORARY…; the first that
 * matches, so `Full-time internship` is INTERN; another non-empty type is OTHER.
 */
export function employmentTypeOf(type: string): string | undefined {
  if (!type.trim()) return undefined;
  return employmentTypes.find(([pattern]) => pattern.test(type))?.[1] ?? 'OTHER';
}

const currencySymbols: Record<string, string> = { '₹': 'INR', $: 'USD', '€': 'EUR', '£': 'GBP', '¥': 'JPY' };
const multipliers: Record<string, number> = {
  k: 1_000,
  lakh: 100_000,
  lac: 100_000,
  crore: 10_000_000,
  cr: 10_000_000,
};
const units: [RegExp, string][] = [
  [/\b(hour|hr)s?\b|\/\s*h\b/i, 'HOUR'],
  [/\bday\b/i, 'DAY'],
  [/\bweek\b/i, 'WEEK'],
  [/\bmonth\b|\bmonthly\b|\/\s*mo\b/i, 'MONTH'],
  [/\b(year|yr|annum|annual|annually)\b|\bp\.?a\.?\b/i, 'YEAR'],
];

/**
 * Pay as a range when the text has a currency, one or two amounts and a period:
 * `₹3,000 - 5,000 /month`, `₹18 - 24 lakh /year`, `USD 120k–150k per year`.
 */
export function payRangeOf(text: string): PayRange | undefined {
  const symbol = [...text].find((character) => character in currencySymbols);
  const code = /\b(INR|USD|EUR|GBP|AUD|CAD|SGD|AED|CHF|JPY)\b/.exec(text)?.[1];
  const currency = code ?? (symbol ? currencySymbols[symbol] : undefined);
  const unitText = units.find(([pattern]) => pattern.test(text))?.[1];
  const amounts = [...text.matchAll(/(\d[\d,]*(?:\.\d+)?)\s*(k|lakh|lac|crore|cr)?\b/gi)].slice(0, 2);
  if (!currency || !unitText || amounts.length === 0) return undefined;
  // "18 - 24 lakh": the word after the last amount counts for the first too.
  const lastWord = amounts.at(-1)?.[2]?.toLowerCase();
  const values = amounts.map(([, digits = '', word]) => {
    const scale = multipliers[(word ?? lastWord ?? '').toLowerCase()] ?? 1;
    return Number(digits.replaceAll(',', '')) * scale;
  });
  if (values.some((value) => !Number.isFinite(value) || value <= 0)) return undefined;
  return { currency, minValue: Math.min(...values), maxValue: Math.max(...values), unitText };
}
