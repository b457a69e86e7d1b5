import {
  type CountryCode,
  getCountries,
  getCountryCallingCode,
  getExampleNumber,
  isSupportedCountry,
  parsePhoneNumberFromString,
} from 'libphonenumber-js/min';
import mobileExamples from 'libphonenumber-js/mobile/examples';
import type { PhoneCountry, PhoneField } from '../../shared/application/phone-country';
import { countryNameOf } from '../../shared/company-country';

// The phone numbers are read here, on the server only: libphonenumber-js with even its smallest
// metadata is about 40 KB of gzipped JavaScript, three times what the wizard's steps may add to
// the browser (tests/integration/bundle-budget.test.ts), and the server decides anyway.
//
// The /min metadata, not /max: a number is accepted when it is *possible* (the right length for
// its country), not only when it is *valid* (in a range known to be allocated). Ranges are
// allocated every month, and a candidate whose real number a stale table does not know yet could
// not apply at all; a possible but unallocated number costs a recruiter one failed call. /min
// holds the lengths that check needs, /max adds the per-range patterns it would not use.

/** The country a phone number is read in: one the phone library knows, else `fallback`. */
export function phoneCountryOr(code: string | undefined, fallback: string): CountryCode {
  const upper = code?.trim().toUpperCase() ?? '';
  return isSupportedCountry(upper) ? upper : (fallback as CountryCode);
}

/**
 * `text` as an E.164 number (+919876543210): international when it starts with + (or 00, or
 * the country's calling code, which libphonenumber recognizes), otherwise a number of `country`.
 * Null when it cannot be a phone number there.
 */
export function toE164(text: string, country: CountryCode): string | null {
  const number = parsePhoneNumberFromString(text, { defaultCountry: country, extract: false });
  return number?.isPossible() ? number.number : null;
}

/** The contact step's phone field for a company in `companyCountry` (made once, at start). */
export function phoneFieldFor(companyCountry: string): PhoneField {
  const countries: PhoneCountry[] = getCountries()
    .map((code) => ({ code, name: countryNameOf(code), callingCode: getCountryCallingCode(code) }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
  const example = getExampleNumber(phoneCountryOr(companyCountry, 'AU'), mobileExamples);
  return {
    defaultCountry: companyCountry,
    countries,
    example: {
      national: example?.formatNational() ?? '',
      international: example?.formatInternational() ?? '',
    },
  };
}

/**
 * A stored phone number as people read it: E.164 (+919876543210) in international format
 * (+91 98765 43210); anything else (a number kept as typed by an earlier release) as it is.
 * For pages only: the API and the CSV export keep E.164, which programs read.
 */
export function phoneText(stored: string): string {
  if (!/^\+\d+$/.test(stored)) return stored;
  return parsePhoneNumberFromString(stored)?.formatInternational() ?? stored;
}
