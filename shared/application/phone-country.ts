/** A country of the contact step's phone country list: `India (+91)`. */
export interface PhoneCountry {
  /** ISO 3166-1 alpha-2, e.g. IN. */
  code: string;
  name: string;
  /** Without the +, e.g. 91. */
  callingCode: string;
}

/** What the contact step's phone field offers: the countries, and an example number of the company's. */
export interface PhoneField {
  /** Preselected: COMPANY_COUNTRY. */
  defaultCountry: string;
  countries: PhoneCountry[];
  /** A number of the company's country as written there (0412 345 678) and abroad (+61 412 345 678). */
  example: { national: string; international: string };
}
