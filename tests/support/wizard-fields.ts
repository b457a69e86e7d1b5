import type { Page } from 'playwright-core';
import { validAnswers } from './application-answers';

/**
 * Fills the contact step's fields that a Google account does not bring (its name and email
 * come prefilled after sign-in), with the valid answers the other tests use.
 */
export async function fillContactAddress(
  page: Page,
  contact: Record<keyof typeof validAnswers.contact, string> = validAnswers.contact,
): Promise<void> {
  await page.getByLabel('Mobile number').fill(contact.mobileNo);
  await page.getByLabel('Address line 1').fill(contact.addressNo1);
  await page.getByLabel('City').fill(contact.city);
  await page.getByLabel('Postal/zip code').fill(contact.zipCode);
  await page.getByLabel('Country/region').fill(contact.country);
  await page.getByLabel('Province/state').fill(contact.state);
}
