import type { z } from 'zod';
import type { companyCountrySchema } from './api/site';
import { phoneRegions } from './phone-regions';

/** The company's country (COMPANY_COUNTRY), as pages name it. */
export type CompanyCountry = z.infer<typeof companyCountrySchema>;

/** The seed's country: the original product's texts are Australian. */
export const DEFAULT_COMPANY_COUNTRY: CompanyCountry = { code: 'AU', name: 'Australia' };

/**
 * Whether the equal-opportunity step asks about Aboriginal, Torres Strait Islander, Maori and
 * Pacific Islander identity: an Australian reporting question, which means nothing (and is not
 * for a company to ask) elsewhere.
 */
export const asksIndigenousIdentity = (countryCode: string) => countryCode === 'AU';

/**
 * Whether the wizard has the military-status step: US employers report on protected veterans
 * (VEVRAA), and the seed's Australian company keeps its step (Defence veterans' employment);
 * elsewhere a company has no such practice and does not ask.
 */
export const asksMilitaryStatus = (countryCode: string) => countryCode === 'US' || countryCode === 'AU';

/** Texts say `{country}` where the company's country goes; this fills it in. */
export function withCountryName(text: string, countryName: string): string {
  return text.replaceAll('{country}', countryName);
}

/** Each name looked up once: Intl.DisplayNames took 6 % of a session page's CPU (bench/page-rendering.ts). */
const countryNames = new Map<string, string>();

/**
 * The code of the country `label` names, in English or as its code, without case ("India",
 * "india", "IN"); undefined for a label that names no country ("Worldwide", "Pan-India").
 */
export function countryCodeNamed(label: string): string | undefined {
  const wanted = label.trim().toLowerCase();
  for (const code of phoneRegions) {
    if (code.toLowerCase() === wanted || countryNameOf(code).toLowerCase() === wanted) return code;
  }
  return undefined;
}

/** A country's English name from its code (Intl.DisplayNames), the code itself when unnamed. */
export function countryNameOf(code: string): string {
  let name = countryNames.get(code);
  if (name === undefined) {
    name = new Intl.DisplayNames('en', { type: 'region', fallback: 'code' }).of(code) ?? code;
    countryNames.set(code, name);
  }
  return name;
}
