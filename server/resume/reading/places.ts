// The states a resume's address names, by country, with the codes the contact step takes
// (ISO 3166-2's subdivision codes, which are also how Australians, Americans and Canadians write
// them), and the names countries go by in resumes.

/** A country's states: each state's names as resumes write them (lower case), by its code. */
interface States {
  country: string;
  /** How a postcode of the country looks, after the state. */
  postcode: RegExp;
  states: Record<string, string[]>;
}

export const statesByCountry: States[] = [
  {
    country: 'IN',
    postcode: /^\d{3}\s?\d{3}$/,
    states: {
      AP: ['andhra pradesh'],
      AR: ['arunachal pradesh'],
      AS: ['assam'],
      BR: ['bihar'],
      CT: ['chhattisgarh'],
      GA: ['goa'],
      GJ: ['gujarat'],
      HR: ['haryana'],
      HP: ['himachal pradesh'],
      JH: ['jharkhand'],
      KA: ['karnataka'],
      KL: ['kerala'],
      MP: ['madhya pradesh'],
      MH: ['maharashtra'],
      MN: ['manipur'],
      ML: ['meghalaya'],
      MZ: ['mizoram'],
      NL: ['nagaland'],
      OR: ['odisha', 'orissa'],
      PB: ['punjab'],
      RJ: ['rajasthan'],
      SK: ['sikkim'],
      TN: ['tamil nadu', 'tamilnadu'],
      TG: ['telangana'],
      TR: ['tripura'],
      UP: ['uttar pradesh'],
      UT: ['uttarakhand'],
      WB: ['west bengal'],
      AN: ['andaman and nicobar islands'],
      CH: ['chandigarh'],
      DH: ['dadra and nagar haveli and daman and diu'],
      DL: ['delhi', 'new delhi', 'nct of delhi'],
      JK: ['jammu and kashmir'],
      LA: ['ladakh'],
      LD: ['lakshadweep'],
      PY: ['puducherry', 'pondicherry'],
    },
  },
  {
    country: 'AU',
    postcode: /^\d{4}$/,
    states: {
      NSW: ['nsw', 'new south wales'],
      VIC: ['vic', 'victoria'],
      QLD: ['qld', 'queensland'],
      WA: ['wa', 'western australia'],
      SA: ['sa', 'south australia'],
      TAS: ['tas', 'tasmania'],
      ACT: ['act', 'australian capital territory'],
      NT: ['nt', 'northern territory'],
    },
  },
  {
    country: 'US',
    postcode: /^\d{5}(-\d{4})?$/,
    states: Object.fromEntries(
      'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY'
        .split(' ')
        .map((code) => [code, [code.toLowerCase()]]),
    ),
  },
  {
    country: 'CA',
    postcode: /^[A-Z]\d[A-Z] ?\d[A-Z]\d$/i,
    states: Object.fromEntries(
      'AB BC MB NB NL NS NT NU ON PE QC SK YT'.split(' ').map((code) => [code, [code.toLowerCase()]]),
    ),
  },
];

/** Country names as resumes write them (lower case), by ISO code. */
export const countryNames: Record<string, string[]> = {
  IN: ['india', 'bharat'],
  AU: ['australia'],
  GB: ['united kingdom', 'uk', 'england', 'scotland', 'wales', 'great britain'],
  US: ['united states', 'usa', 'united states of america', 'u.s.a.'],
  CA: ['canada'],
  NZ: ['new zealand'],
  SG: ['singapore'],
  KE: ['kenya'],
  DE: ['germany', 'deutschland'],
  AE: ['united arab emirates', 'uae'],
  IE: ['ireland'],
  ZA: ['south africa'],
  NG: ['nigeria'],
  PH: ['philippines'],
  LK: ['sri lanka'],
  NP: ['nepal'],
  BD: ['bangladesh'],
  PK: ['pakistan'],
  MY: ['malaysia'],
};

/** The ISO code of a country named `text` (any case), or null. */
export function countryCodeOf(text: string): string | null {
  const name = text.trim().toLowerCase().replace(/\.$/, '');
  for (const [code, names] of Object.entries(countryNames)) if (names.includes(name)) return code;
  return null;
}

/** The country and code of a state named `text` (any case), or null; `country` narrows it (WA is in two). */
export function stateOf(text: string, country?: string): { country: string; code: string } | null {
  const name = text.trim().toLowerCase().replace(/\.$/, '');
  for (const states of statesByCountry) {
    if (country && states.country !== country) continue;
    for (const [code, names] of Object.entries(states.states))
      if (names.includes(name)) return { country: states.country, code };
  }
  return null;
}

/** UK postcodes (M1 5QA, SW1A 1AA): a city before one is in the United Kingdom. */
export const UK_POSTCODE = /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/i;
