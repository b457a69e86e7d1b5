import { describe, expect, it } from 'vitest';
import { readEnvironment } from '../../server/config';
import { phoneRegions } from '../../shared/phone-regions';

const configWith = (value?: string) =>
  readEnvironment({ NODE_ENV: 'test', ...(value === undefined ? {} : { COMPANY_COUNTRY: value }) });

describe('COMPANY_COUNTRY', () => {
  it("is unset unless set: the site folder's country is then the company's", () => {
    expect(configWith().COMPANY_COUNTRY).toBeUndefined();
    expect(configWith('').COMPANY_COUNTRY).toBeUndefined();
  });

  it('takes an ISO 3166-1 alpha-2 code, in either case', () => {
    expect(configWith('IN').COMPANY_COUNTRY).toBe('IN');
    expect(configWith(' us ').COMPANY_COUNTRY).toBe('US');
  });

  it.each(['India', 'IND', 'XX', 'EU', 'ZZ', '91'])('refuses %s with a sentence that says what it takes', (value) => {
    expect(() => configWith(value)).toThrow(
      'COMPANY_COUNTRY: must be a country as an ISO 3166-1 alpha-2 code, e.g. AU, IN or US',
    );
  });
});

describe('the phone regions written out for the check at start', () => {
  it("are exactly the phone library's", async () => {
    const { getCountries } = await import('libphonenumber-js/min');
    expect([...phoneRegions].sort()).toEqual([...getCountries()].sort());
  });
});
