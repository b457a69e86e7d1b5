import { type CountryCode, isSupportedCountry, parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { follows, type Line } from './page-layout';
import { countryCodeOf, stateOf, statesByCountry, UK_POSTCODE } from './places';

// The contact step's answers as a resume gives them: the name its head shows largest, the first
// email, the phone its contact lines give, and the address whose last line names a city with a
// state, a postcode or both.

export interface ContactReading {
  firstName?: string;
  lastName?: string;
  email?: string;
  /** E.164. */
  phone?: string;
  addressNo1?: string;
  city?: string;
  /** The state's code (MH, NSW) where the country has them. */
  state?: string;
  zipCode?: string;
  /** ISO code. */
  country?: string;
}

/** Lines of a resume's head: the name and contact details are among the first of its first page. */
const HEAD_LINES = 40;
const EMAIL = /[A-Z0-9._%+-]+@[A-Z0-9-]+(?:\.[A-Z0-9-]+)*\.[A-Z]{2,}/i;
const TITLES = /^(?:dr|mr|mrs|ms|miss|prof|er|adv|ca)\.?\s+/i;
/** Lines that head a section, never a name. */
const NOT_A_NAME =
  /^(?:resume|résumé|curriculum vitae|cv|bio-?data|contact|profile|summary|about me|objective|career objective|education|experience|skills)$/i;
const NAME_WORD = /^[\p{Lu}][\p{L}'’.-]*$/u;
/** How far down the first page the name is looked for, in points: its top third (an A4 page is 842). */
const NAME_TOP = 280;
const EUROPASS_NAME = /surname\(s\)\s*\/\s*first name\(s\)/i;

/** A word in capitals as a name is written: MÜLLER → Müller, O'BRIEN → O'Brien, LEE-JONES → Lee-Jones. */
const nameCase = (word: string) =>
  word === word.toUpperCase() && word.length > 1
    ? word
        .toLowerCase()
        .replace(/(^|['’.-])(\p{L})/gu, (_, before: string, letter: string) => before + letter.toUpperCase())
    : word;

/** The line's text as a person's name, or null: two to five capitalised words, no digits or address. */
function asName(text: string): string[] | null {
  const cleaned = text
    .replace(TITLES, '')
    // Letters after the name: "Nikhil Kumar Sinha, MBBS", "MARIA SANTOS, RN".
    // One way to match each text (no group that can split a run of capitals): linear, whatever the PDF holds.
    .replace(/,\s*[A-Z][A-Za-z.()]{1,9}(?:[\s,]+[A-Z][A-Za-z.()]{1,9})*$/, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (NOT_A_NAME.test(cleaned) || /[\d@|•,:/]/.test(cleaned)) return null;
  const words = cleaned.split(' ');
  if (words.length < 2 || words.length > 5 || !words.every((word) => NAME_WORD.test(word))) return null;
  return words.map(nameCase);
}

/**
 * A name too wide for its column goes on in the next line of its size ("Vikram Singh" then
 * "Rathore", "Harper Lee-" then "Jones").
 */
function wrappedName(head: Line[], line: Line, text: string, size: number): string {
  const next = head[head.indexOf(line) + 1];
  if (!follows(line, next) || Math.abs(next.size - size) > 0.5 || next.segments.length > 1) return text;
  if (!/^[\p{Lu}][\p{L}'’-]*$/u.test(next.text)) return text;
  return text.endsWith('-') ? text + next.text : `${text} ${next.text}`;
}

/** The name: of the head's lines that can be one, the largest, the first of equals. */
function readName(head: Line[]): Pick<ContactReading, 'firstName' | 'lastName'> {
  let best: { words: string[]; size: number } | null = null;
  // The name heads the page (or a sidebar): a larger heading further down ("Licenses and Certifications") is not it.
  for (const line of head.filter((candidate) => candidate.y <= NAME_TOP)) {
    for (const segment of line.segments) {
      const text = line.segments.length === 1 ? wrappedName(head, line, segment.text, segment.size) : segment.text;
      const words = asName(text) ?? asName(segment.text);
      if (words && (!best || segment.size > best.size + 0.5)) best = { words, size: segment.size };
    }
  }
  if (!best) return {};
  // A Europass CV names the family first, under "Surname(s) / First name(s)".
  if (head.some((line) => EUROPASS_NAME.test(line.text))) best.words.push(best.words.shift() ?? '');
  // The family name last, as resumes in English write it; the given names before it.
  return { firstName: best.words.slice(0, -1).join(' '), lastName: best.words[best.words.length - 1] };
}

/** A text's parts: a line's segments, and the pieces between the separators contact lines use. */
const partsOf = (line: Line) =>
  line.segments.flatMap((segment) => segment.text.split(/\s+[|•·]\s+|\s{2,}/)).map((part) => part.trim());

/** A phone's digits as written (+91 98765 43210, (07) 3000 1234, 098470-12345). */
const PHONE_SHAPED = /(?:\+|\b00)?\(?\d[\d\s().-]{6,20}\d/g;
const YEARS = /\b(?:19|20)\d{2}\s*[–-]\s*(?:(?:19|20)\d{2}|present)\b/i;

/** The phone: E.164 read in `region`, a labelled line's before others, the first of equals. */
function readPhone(head: Line[], region: string): string | undefined {
  let best: { phone: string; score: number } | undefined;
  for (const line of head) {
    if (YEARS.test(line.text)) continue;
    const labelled = /\b(?:phone|mobile|mob|tel|telephone|cell|contact|ph)\b/i.test(line.text);
    for (const match of line.text.matchAll(PHONE_SHAPED)) {
      const digits = match[0].replace(/\D/g, '');
      if (digits.length < 8 || digits.length > 15) continue;
      const number = parsePhoneNumberFromString(match[0], isSupportedCountry(region) ? (region as CountryCode) : 'IN');
      if (!number?.isPossible()) continue;
      // The step asks for a mobile: a number labelled so comes before a landline beside it.
      const label = line.text.slice(Math.max(0, (match.index ?? 0) - 16), match.index);
      const mobile = /\b(?:mobile|mob|cell)\b[^\d]*$/i.test(label);
      const score = (mobile ? 3 : labelled ? 2 : 0) + (match[0].trim().startsWith('+') ? 1 : 0);
      if (!best || score > best.score) best = { phone: number.number, score };
    }
  }
  return best?.phone;
}

interface Place {
  city: string;
  state?: string;
  zipCode?: string;
  country?: string;
  /** What comes before the city on its line: the street, when the address is one line. */
  before: string[];
}

/** A postcode as countries write them: India's 411038 (or 411 038), Australia's, America's, Britain's, Canada's. */
const POSTCODE = /(\d{3}\s?\d{3}|\d{4,5}(?:-\d{4})?|[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2}|[A-Z]\d[A-Z]\s?\d[A-Z]\d)$/i;
/** A line holding a postcode only. */
const LONE_POSTCODE = /^\d{3}\s?\d{3}$|^\d{4,5}$/;
/**
 * What comes before an address on its line: a label, or a symbol standing for one (⌂, 📍).
 * Anchored at the start with nothing after it, so its repetition cannot backtrack far.
 */
const ADDRESS_LABEL =
  /^(?:[^\p{L}\p{N}]+|(?:residential |permanent |home |postal )?(?:address(?:es|\(es\))?|addr|location|residence)\s*[:.-]?\s*)+/iu;

/** The address's last pieces: its postcode and its state, in either order ("Maharashtra 411038", "600040, Tamil Nadu"). */
function postcodeAndState(pieces: string[], country: string | undefined) {
  let zipCode: string | undefined;
  let state: { country: string; code: string } | null = null;
  for (let step = 0; step < 2 && pieces.length > 0; step++) {
    let remaining = pieces[pieces.length - 1] ?? '';
    const postcode = zipCode ? null : POSTCODE.exec(remaining);
    if (postcode) {
      zipCode = (postcode[1] ?? '').toUpperCase().replace(/^(\d{3})\s(\d{3})$/, '$1$2');
      remaining = remaining.slice(0, postcode.index).trim();
    }
    if (!state) {
      const words = remaining.split(' ').filter(Boolean);
      for (let count = Math.min(3, words.length); count >= 1 && !state; count--) {
        state = statesOfPostcode(words.slice(-count).join(' '), zipCode, country);
        if (state) remaining = words.slice(0, -count).join(' ');
      }
    }
    if (remaining) {
      pieces[pieces.length - 1] = remaining;
      break;
    }
    pieces.pop();
  }
  return { zipCode, state };
}

/**
 * The city, state, postcode and country an address's last line names, or null: "Pune,
 * Maharashtra 411038", "Chennai - 600 040, Tamil Nadu.", "Sydney NSW 2000", "Manchester M1 5QA",
 * "80333 München, Germany", "Leeds LS8 5HQ (United Kingdom)". The pieces before the city are the street's.
 */
function placeOf(text: string): Place | null {
  let rest = text
    .replace(ADDRESS_LABEL, '')
    .replace(/\(([^)]*)\)\s*$/, ', $1')
    .replace(/[.,;\s]+$/, '')
    .trim();
  let country: string | undefined;
  // A country last: ", India", " Germany".
  const lastPiece = /(?:,\s*|\s)([\p{L} .]+)$/u.exec(rest);
  const named = lastPiece?.[1] ?? '';
  for (const candidate of named ? [named, named.split(' ').pop() ?? ''] : []) {
    const code = countryCodeOf(candidate);
    if (code && rest.length > candidate.length) {
      country = code;
      rest = rest.slice(0, rest.length - candidate.length).replace(/[,\s]+$/, '');
      break;
    }
  }
  // The pieces: between commas, and around a dash before a postcode ("Chennai - 600 040").
  const pieces = rest
    .split(/\s*,\s*|\s+[–—-]\s+(?=\d)/)
    .map((piece) => piece.trim())
    .filter((piece) => piece !== '');
  // Europe's order: 80333 München.
  const europe = /^(\d{4,5})\s+(\p{L}[\p{L} .-]+)$/u.exec(pieces[pieces.length - 1] ?? '');
  const { zipCode, state } = europe ? { zipCode: europe[1], state: null } : postcodeAndState(pieces, country);
  if (europe) pieces[pieces.length - 1] = europe[2] ?? '';
  const city = pieces.pop();
  if (!city || /\d/.test(city) || city.split(' ').length > 4 || (!state && !zipCode)) return null;
  if (state) return { city, state: state.code, zipCode, country: country ?? state.country, before: pieces };
  // No state: a city with a postcode and a country ("Manchester M1 5QA", "Nairobi 00100, Kenya").
  const postcodeCountry = zipCode && UK_POSTCODE.test(zipCode) ? 'GB' : undefined;
  const cityCountry = countryCodeOf(city) ?? undefined;
  if (!country && !postcodeCountry && !cityCountry) return null;
  return { city, zipCode, country: country ?? postcodeCountry ?? cityCountry, before: pieces };
}

/**
 * A state named `text` whose country's postcodes look like `zipCode` (WA is Western Australia
 * before 6000). A state's code is written in capitals ("About me" names no state), and an
 * American or Canadian one only with its postcode.
 */
function statesOfPostcode(text: string, zipCode: string | undefined, country: string | undefined) {
  if (text.length <= 3 && text !== text.toUpperCase()) return null;
  for (const states of statesByCountry) {
    if (country && states.country !== country) continue;
    if (zipCode ? !states.postcode.test(zipCode) : states.country === 'US' || states.country === 'CA') continue;
    const state = stateOf(text, states.country);
    if (state) return state;
  }
  return null;
}

const looksLikeStreet = (text: string) =>
  text !== '' && !EMAIL.test(text) && !/\b(?:phone|mobile|email|tel)\b/i.test(text) && text.length <= 120;

/**
 * The address: the first line naming a place (the head's lines first: contact details are at the
 * top, then the rest: a footer, the personal details at the end), alone or with the line under it
 * ("Lucknow," over "Uttar Pradesh 226016"), with the street before it.
 */
function readAddress(lines: Line[], head: Line[]): Omit<ContactReading, 'firstName' | 'lastName' | 'email' | 'phone'> {
  const inOrder = [...head, ...lines.filter((line) => !head.includes(line))];
  for (const [index, line] of inOrder.entries()) {
    const next = inOrder[index + 1];
    // Each piece of the line with the piece under it (a column's address, not the one beside it),
    // unless the line under names a place on its own (then the line above is not its street).
    const joined =
      follows(line, next) && !partsOf(next).some((text) => placeOf(text))
        ? line.segments.flatMap((above) =>
            next.segments
              .filter((below) => below.x < above.right && above.x < below.right)
              .map((below) => `${above.text.replace(/[,\s]+$/, '')}, ${below.text}`),
          )
        : [];
    // A postcode or a country alone under a line finishes it; else the line is read alone first.
    const finishes = next !== undefined && (LONE_POSTCODE.test(next.text) || countryCodeOf(next.text) !== null);
    const alone = partsOf(line).map((text) => ({ text, last: line }));
    const withNext = next ? joined.map((text) => ({ text, last: next })) : [];
    for (const { text, last } of finishes ? [...withNext, ...alone] : [...alone, ...withNext]) {
      const place = placeOf(text);
      if (!place) continue;
      // A postcode alone under the place's line is its own ("Aurangabad, Maharashtra" over "431001").
      const under = inOrder[inOrder.indexOf(last) + 1];
      if (!place.zipCode && follows(last, under) && LONE_POSTCODE.test(under.text)) {
        place.zipCode = under.text.replace(/\s/g, '');
      }
      const previous = inOrder[index - 1];
      const street =
        place.before.length > 0
          ? place.before.join(', ')
          : previous && follows(previous, line) && looksLikeStreet(previous.text)
            ? previous.text.replace(ADDRESS_LABEL, '').replace(/[,\s]+$/, '')
            : undefined;
      return {
        ...(street ? { addressNo1: street } : {}),
        city: place.city,
        ...(place.state ? { state: place.state } : {}),
        ...(place.zipCode ? { zipCode: place.zipCode } : {}),
        ...(place.country ? { country: place.country } : {}),
      };
    }
  }
  return {};
}

/** The contact step's answers the resume gives; `companyCountry` reads a phone without its country code, if the address names none. */
export function readContact(lines: Line[], companyCountry: string): ContactReading {
  const head = lines.filter((line) => line.page === 1).slice(0, HEAD_LINES);
  const email = lines.map((line) => EMAIL.exec(line.text)?.[0]).find(Boolean);
  const address = readAddress(lines, head);
  const phone = readPhone(head, address.country ?? companyCountry);
  const country = address.country ?? (phone ? parsePhoneNumberFromString(phone)?.country : undefined) ?? undefined;
  return {
    ...readName(head),
    ...(email ? { email: email.toLowerCase() } : {}),
    ...(phone ? { phone } : {}),
    ...address,
    ...(country ? { country } : {}),
  };
}
