import type { z } from 'zod';
import type { jobPlaceSchema } from './api/jobs';

/**
 * Reading a job's location text as places and workplace: `San Francisco, CA | New York City, NY`,
 * `Remote-Friendly, United States`, `Hybrid - London`, `Zürich, ZH, CH`. A country is named only
 * when the text (or the source's own field) says one: a state code such as `CA` or `IN` is not
 * taken for Canada or India, and words such as `Remote-Friendly` never become a place.
 */

/** A place a job is done at; `country` is an ISO 3166-1 alpha-2 code. */
export type JobPlace = z.infer<typeof jobPlaceSchema>;

/** What a location text says: where the job is done, and whether remotely or hybrid. */
export interface LocationReading {
  places: JobPlace[];
  remote: boolean;
  hybrid: boolean;
  /** Countries (ISO codes) remote applicants must live in, where the text names them. */
  remoteCountries: string[];
}

// Codes Intl knows as regions that are not countries.
const notCountries = new Set(['EU', 'EZ', 'UN', 'QO', 'XA', 'XB', 'ZZ']);

// Other names people write for countries; Intl gives one English name per code.
const aliases: Record<string, string> = {
  usa: 'US',
  'u.s.': 'US',
  'u.s.a.': 'US',
  'united states of america': 'US',
  america: 'US',
  uk: 'GB',
  'u.k.': 'GB',
  'great britain': 'GB',
  britain: 'GB',
  uae: 'AE',
  'czech republic': 'CZ',
  turkey: 'TR',
  'hong kong': 'HK',
  macau: 'MO',
  korea: 'KR',
  'republic of korea': 'KR',
  holland: 'NL',
  'the netherlands': 'NL',
  russia: 'RU',
  vietnam: 'VN',
};

const fold = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').replace(/\s+/g, ' ').trim().toLowerCase();

let countryTable: { byName: Map<string, string>; names: Map<string, string> } | undefined;

/** Every ISO 3166-1 alpha-2 code Intl names, with its English name (built on first use). */
function countries() {
  if (!countryTable) {
    const regionNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
    const byName = new Map<string, string>();
    const names = new Map<string, string>();
    for (let first = 65; first <= 90; first++) {
      for (let second = 65; second <= 90; second++) {
        const code = String.fromCharCode(first, second);
        const name = notCountries.has(code) ? undefined : regionNames.of(code);
        // Old codes Intl still names (UK, BU, SU…) are another code's aliases, not countries.
        if (!name || name === code || Intl.getCanonicalLocales(`und-${code}`)[0] !== `und-${code}`) continue;
        names.set(code, name);
        byName.set(fold(name), code);
      }
    }
    for (const [alias, code] of Object.entries(aliases)) byName.set(alias, code);
    countryTable = { byName, names };
  }
  return countryTable;
}

/** The ISO code of a country written out (`United States`, `UK`, `Deutschland` is not known); undefined otherwise. */
export function countryCodeOfName(text: string): string | undefined {
  return countries().byName.get(fold(text));
}

/** Whether `code` is an ISO 3166-1 alpha-2 country code (any case). */
export function isCountryCode(code: string): boolean {
  return /^[A-Za-z]{2}$/.test(code) && countries().names.has(code.toUpperCase());
}

/** The English name of a country code (`US` → `United States`). */
export function countryName(code: string): string {
  return countries().names.get(code.toUpperCase()) ?? code;
}

/** One job's several locations: `A | B`, `A; B` (the separators boards use), each trimmed, once each. */
export function splitLocations(text: string): string[] {
  const seen = new Set<string>();
  return text
    .split(/[|;]/)
    .map((part) => part.replace(/\s+/g, ' ').trim())
    .filter((part) => part && !seen.has(fold(part)) && seen.add(fold(part)));
}

const remoteWords =
  /\b(?:fully[\s-]+)?remote(?:[\s-]+(?:first|friendly|only|eligible))?\b|\bwork(?:ing)? from home\b|\bwfh\b|\banywhere\b|\btelecommute\b/gi;
const hybridWords = /\bhybrid\b/gi;
// Words about the arrangement, not the place: "(Travel-Required)", "(On-site)".
const arrangementWords = /\b(?:travel[\s-]+required|travel|on[\s-]?site|in[\s-]?office|office)\b/gi;

/**
 * A place written `Locality, Region, Country` (any of them may be missing). The last part is the
 * country only when it is one written out (`Germany`, `UK`), or a code after two parts
 * (`Zürich, ZH, CH`): `San Francisco, CA` stays a city in a region.
 */
export function placeOf(text: string): JobPlace | undefined {
  const parts = text
    .split(',')
    .map((part) => part.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  const last = parts.at(-1);
  if (last === undefined) return undefined;
  const country =
    countryCodeOfName(last) ?? (parts.length >= 3 && isCountryCode(last) ? last.toUpperCase() : undefined);
  const [locality, region] = country ? parts.slice(0, -1) : parts;
  if (!locality && !country) return undefined;
  return {
    ...(locality ? { locality } : {}),
    ...(region ? { region } : {}),
    ...(country ? { country } : {}),
  };
}

// US state and territory codes that are also country codes ("Remote - CA" is California as often
// as Canada): a bare one is not read as a country.
const usStateCodes = new Set(
  'AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY DC PR GU VI AS MP'.split(
    ' ',
  ),
);

/** The country a remote part names once its remote words are gone (`Remote (India)`, `Remote - US`). */
function remoteCountryOf(rest: string): string | undefined {
  const words = rest.replace(/[()[\]/–—-]+/g, ',').split(',');
  for (const word of words) {
    const trimmed = word.trim();
    const bareCode = /^[A-Z]{2}$/.test(trimmed) && !usStateCodes.has(trimmed) && isCountryCode(trimmed);
    const code = countryCodeOfName(trimmed) ?? (bareCode ? trimmed : undefined);
    if (code) return code;
  }
  return undefined;
}

// The United States' states (and its capital district) written out: "Arlington, Virginia".
const usStateNames = new Set(
  [
    'Alabama',
    'Alaska',
    'Arizona',
    'Arkansas',
    'California',
    'Colorado',
    'Connecticut',
    'Delaware',
    'Florida',
    'Georgia',
    'Hawaii',
    'Idaho',
    'Illinois',
    'Indiana',
    'Iowa',
    'Kansas',
    'Kentucky',
    'Louisiana',
    'Maine',
    'Maryland',
    'Massachusetts',
    'Michigan',
    'Minnesota',
    'Mississippi',
    'Missouri',
    'Montana',
    'Nebraska',
    'Nevada',
    'New Hampshire',
    'New Jersey',
    'New Mexico',
    'New York',
    'North Carolina',
    'North Dakota',
    'Ohio',
    'Oklahoma',
    'Oregon',
    'Pennsylvania',
    'Rhode Island',
    'South Carolina',
    'South Dakota',
    'Tennessee',
    'Texas',
    'Utah',
    'Vermont',
    'Virginia',
    'Washington',
    'West Virginia',
    'Wisconsin',
    'Wyoming',
    'District of Columbia',
  ].map(fold),
);

// US state codes that name a state elsewhere too: Western Australia, Odisha, Chhattisgarh.
const stateCodesElsewhere = new Set(['WA', 'OR', 'CT']);

/**
 * Whether a place's region puts it in the United States: surely for a state written out or a
 * code only a US state has (`NY`, `TX`, `D.C.`); maybe for a code that is also a country's
 * (`CA`, `DE`, `IN`: "Toronto, CA", "Berlin, DE") or another country's state's (`WA`: "Perth, WA").
 */
function usRegion(region: string | undefined): 'sure' | 'maybe' | undefined {
  if (!region) return undefined;
  if (usStateNames.has(fold(region))) return 'sure';
  const code = region.replace(/\./g, '').trim().toUpperCase();
  if (!usStateCodes.has(code)) return undefined;
  return isCountryCode(code) || stateCodesElsewhere.has(code) ? 'maybe' : 'sure';
}

/**
 * One job's places, those in a US state with the United States as their country (Google wants
 * an addressCountry): a region that is surely a US state's makes it so, and a code that only may
 * be one does beside a place of the same job that is in the United States ("San Francisco, CA;
 * New York City, NY; Seattle, WA"). A place with a country keeps it.
 */
export function withUsStates(places: JobPlace[]): JobPlace[] {
  const kinds = places.map((place) => (place.country ? undefined : usRegion(place.region)));
  const inUs = places.some((place, index) => place.country === 'US' || kinds[index] === 'sure');
  return places.map((place, index) =>
    kinds[index] === 'sure' || (kinds[index] === 'maybe' && inUs) ? { ...place, country: 'US' } : place,
  );
}

/** What one location text says (all of its `|`/`;` parts together). */
export function readLocation(text: string): LocationReading {
  const reading: LocationReading = { places: [], remote: false, hybrid: false, remoteCountries: [] };
  for (const part of splitLocations(text)) {
    const isRemote = new RegExp(remoteWords.source, 'i').test(part);
    const isHybrid = new RegExp(hybridWords.source, 'i').test(part);
    const rest = part.replace(remoteWords, ' ').replace(hybridWords, ' ').replace(arrangementWords, ' ');
    if (isRemote) {
      reading.remote = true;
      const country = remoteCountryOf(rest);
      if (country && !reading.remoteCountries.includes(country)) reading.remoteCountries.push(country);
      continue;
    }
    reading.hybrid ||= isHybrid;
    // What is left of "Hybrid - London" or "San Francisco, CA (On-site)" once those words are out.
    const place = placeOf(
      rest
        .replace(/[()[\]]/g, ' ')
        .replace(/^[\s–—:-]+|[\s–—:-]+$/g, '')
        .replace(/\s+/g, ' '),
    );
    if (place) reading.places.push(place);
  }
  return { ...reading, places: withUsStates(reading.places) };
}

/** A place as text again: `München, Bavaria`. */
export function placeText(place: JobPlace): string {
  return [place.locality, place.region].filter(Boolean).join(', ');
}

/** Whether two places are the same city (accents and case aside). */
export function sameLocality(a: JobPlace, b: JobPlace): boolean {
  return a.locality !== undefined && b.locality !== undefined && fold(a.locality) === fold(b.locality);
}

/** Two location texts that say the same (accents, case and spaces aside). */
export function sameLocationText(a: string, b: string): boolean {
  return fold(a) === fold(b);
}
