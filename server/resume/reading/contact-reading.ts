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

/** A word in capitals as a name is written: MÜLLER → Müller, O'BRIEN → O'Brien, LEE-JONES → Lee-Jones. */
const nameCase = (word: string) =>
  word === word.toUpperCase() && word.length > 1
    ? word
        .toLowerCase()
        .replace(/(^|['’.-])(\p{L})/gu, (_, before: string, letter: string) => before + letter.toUpperCase())
    : word;

/** The line's text as a person's name, or null: two to five capitalised words, no digits or address. */
function asName(text: string): string[] | null {
  const cleaned = text.replace(TITLES, '').replace(/\s+/g, ' ').trim();
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
  for (const line of head) {
    for (const segment of line.segments) {
      const text = line.segments.length === 1 ? wrappedName(head, line, segment.text, segment.size) : segment.text;
      const words = asName(text) ?? asName(segment.text);
      if (words && (!best || segment.size > best.size + 0.5)) best = { words, size: segment.size };
    }
  }
  if (!best) return {};
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
      const score = (labelled ? 2 : 0) + (match[0].trim().startsWith('+') ? 1 : 0);
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

const POSTCODE_AT_END =
  /[\s,-]+(\d{3}\s?\d{3}|\d{4,5}(?:-\d{4})?|[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2}|[A-Z]\d[A-Z]\s?\d[A-Z]\d)$/i;

/** The city, state, postcode and country an address's last line names, or null. */
function placeOf(text: string): Place | null {
  let rest = text.replace(/^(?:address|addr|location|residence)\s*:?\s*/i, '').trim();
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
  let zipCode: string | undefined;
  const atEnd = POSTCODE_AT_END.exec(rest);
  if (atEnd) {
    zipCode = (atEnd[1] ?? '').toUpperCase();
    rest = rest.slice(0, atEnd.index).trim();
  } else {
    // Europe's order: 80333 München.
    const atStart = /(?:^|,\s*)(\d{4,5})\s+([\p{L}][\p{L} .-]+)$/u.exec(rest);
    if (atStart) {
      zipCode = atStart[1];
      rest = `${rest.slice(0, atStart.index)}${atStart.index > 0 ? ', ' : ''}${atStart[2]}`;
    }
  }
  const pieces = rest.split(/\s*,\s*/).filter((piece) => piece !== '');
  const last = pieces.pop();
  if (!last) return null;
  // The state: the last piece ("Pune, Maharashtra"), or the last words of it ("Sydney NSW").
  const words = last.split(' ');
  for (let count = Math.min(3, words.length); count >= 1; count--) {
    const named = words.slice(-count).join(' ');
    const state = statesOfPostcode(named, zipCode, country);
    if (!state) continue;
    const city = count < words.length ? words.slice(0, -count).join(' ') : pieces.pop();
    if (!city || /\d/.test(city)) return null;
    return { city, state: state.code, zipCode, country: country ?? state.country, before: pieces };
  }
  // No state: a city with a postcode or a country ("Manchester M1 5QA", "Nairobi 00100, Kenya").
  if (!zipCode || /\d/.test(last) || last.split(' ').length > 3) return null;
  const postcodeCountry = UK_POSTCODE.test(zipCode) ? 'GB' : undefined;
  const cityCountry = countryCodeOf(last) ?? undefined;
  if (!country && !postcodeCountry && !cityCountry) return null;
  return { city: last, zipCode, country: country ?? postcodeCountry ?? cityCountry, before: pieces };
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

/** The address: the first line of the head naming a place, with the street before it. */
function readAddress(head: Line[]): Omit<ContactReading, 'firstName' | 'lastName' | 'email' | 'phone'> {
  for (const [index, line] of head.entries()) {
    // A postcode or a country alone on the next line belongs to this one.
    const next = head[index + 1];
    const joined =
      follows(line, next) &&
      /^(?:\d{4,6}|[\p{L} ]+)$/u.test(next.text) &&
      (/^\d+$/.test(next.text) || countryCodeOf(next.text))
        ? [`${line.text}${/^\d+$/.test(next.text) ? ' ' : ', '}${next.text}`]
        : [];
    for (const text of [...joined, ...partsOf(line)]) {
      const place = placeOf(text);
      if (!place) continue;
      const previous = head[index - 1];
      const street =
        place.before.length > 0
          ? place.before.join(', ')
          : previous && follows(previous, line) && looksLikeStreet(previous.text)
            ? previous.text.replace(/^(?:address|addr)\s*:?\s*/i, '')
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
  const address = readAddress(head);
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
