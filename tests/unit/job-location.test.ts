import { describe, expect, it } from 'vitest';
import { countryName, placeOf, readLocation, splitLocations } from '../../shared/job-location';

describe("a job's location text", () => {
  it('splits several places on | and ;, each once', () => {
    expect(splitLocations('Remote-Friendly (Travel-Required) | San Francisco, CA | New York City, NY')).toEqual([
      'Remote-Friendly (Travel-Required)',
      'San Francisco, CA',
      'New York City, NY',
    ]);
    expect(splitLocations('New York City, NY; San Francisco, CA | New York City, NY')).toEqual([
      'New York City, NY',
      'San Francisco, CA',
    ]);
  });

  // Anthropic's board writes this (quoted by many public job-search tools' tests); it became a
  // country named "Remote-Friendly (Travel-Required) | San Francisco" when split on commas.
  it('reads "Remote-Friendly (Travel-Required) | San Francisco, CA | New York City, NY" as remote with two US offices', () => {
    expect(readLocation('Remote-Friendly (Travel-Required) | San Francisco, CA | New York City, NY')).toEqual({
      remote: true,
      hybrid: false,
      remoteCountries: [],
      places: [
        { locality: 'San Francisco', region: 'CA', country: 'US' },
        { locality: 'New York City', region: 'NY', country: 'US' },
      ],
    });
  });

  // Google wants an addressCountry; a state's code may be another country's (CA, DE) or another
  // country's state's (WA: Western Australia), which alone does not say the United States.
  it.each([
    ['Arlington, Virginia', 'US'],
    ['Miami, Florida', 'US'],
    ['Washington, D.C.', 'US'],
    ['Austin, TX', 'US'],
    ['Seattle, WA; New York City, NY', 'US'],
    ['Perth, WA', undefined],
    ['Toronto, CA', undefined],
    ['Berlin, DE', undefined],
    ['Chennai, TN', undefined],
  ])('gives "%s" the country %s by its US state', (text, country) => {
    expect(readLocation(text).places[0]?.country).toBe(country);
  });

  it.each([
    ['Remote (India)', ['IN']],
    ['Remote - US', ['US']],
    ['India, remote', ['IN']],
    ['Remote-Friendly, United States', ['US']],
    ['Remote (Switzerland)', ['CH']],
    ['Fully remote', []],
    ['Work from home (Remote)', []],
    ['Remote - CA', []],
    ['Remote - EMEA', []],
  ])('finds where applicants of %j may live: %j, and no more', (location, countries) => {
    expect(readLocation(location)).toMatchObject({ remote: true, places: [], remoteCountries: countries });
  });

  it('reads "Hybrid - London" as a hybrid job in London', () => {
    expect(readLocation('Hybrid - London')).toEqual({
      remote: false,
      hybrid: true,
      remoteCountries: [],
      places: [{ locality: 'London' }],
    });
  });

  it.each([
    ['Pune, Maharashtra', { locality: 'Pune', region: 'Maharashtra' }],
    ['Zürich, ZH, CH', { locality: 'Zürich', region: 'ZH', country: 'CH' }],
    ['San Francisco, California, United States', { locality: 'San Francisco', region: 'California', country: 'US' }],
    ['London, UK', { locality: 'London', country: 'GB' }],
    ['Munich, Germany', { locality: 'Munich', country: 'DE' }],
    ['San Francisco, CA', { locality: 'San Francisco', region: 'CA' }],
    ['Indianapolis, IN', { locality: 'Indianapolis', region: 'IN' }],
    ['Singapore', { country: 'SG' }],
    ['Wichita Metro Area', { locality: 'Wichita Metro Area' }],
  ])('reads the place %j as %j, a country only when one is written', (text, place) => {
    expect(placeOf(text)).toEqual(place);
  });

  it('names countries in English', () => {
    expect([countryName('US'), countryName('in'), countryName('GB')]).toEqual([
      'United States',
      'India',
      'United Kingdom',
    ]);
  });
});
