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

const currencySymbols: Record<string, string> = { '₹': 'INR', '€': 'EUR', '£': 'GBP', '¥': 'JPY' };
// The dollars (and reais) by the letters written before `$`, as Intl's en-US formatting and people
// write them (Lever's salaryRange comes as `CA$80,000`): a bare `$` is the US dollar.
const dollars: Record<string, string> = {
  '': 'USD',
  US: 'USD',
  CA: 'CAD',
  C: 'CAD',
  AU: 'AUD',
  A: 'AUD',
  NZ: 'NZD',
  S: 'SGD',
  SG: 'SGD',
  HK: 'HKD',
  MX: 'MXN',
  NT: 'TWD',
  R: 'BRL',
};
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
 * The currency a pay text names: an ISO code, a dollar by its prefix (`CA$` CAD, `A$` AUD…) or a
 * symbol; undefined when it names none, or a dollar of a prefix not known here (`XY$`): never a guess.
 */
function currencyOf(text: string): string | undefined {
  const code = /\b(INR|USD|EUR|GBP|AUD|CAD|NZD|SGD|HKD|MXN|TWD|BRL|AED|CHF|JPY)\b/.exec(text)?.[1];
  if (code) return code;
  const dollar = /([A-Za-z]*)\$/.exec(text);
  if (dollar) return dollars[(dollar[1] ?? '').toUpperCase()];
  const symbol = [...text].find((character) => character in currencySymbols);
  return symbol && currencySymbols[symbol];
}

/**
 * Pay as a range when the text has a currency, one or two amounts and a period:
 * `₹3,000 - 5,000 /month`, `₹18 - 24 lakh /year`, `USD 120k–150k per year`, `CA$80,000 /year`.
 */
export function payRangeOf(text: string): PayRange | undefined {
  const currency = currencyOf(text);
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
