import type { Page } from 'playwright-core';
import { asksIndigenousIdentity, asksMilitaryStatus } from '../../shared/company-country';
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

/**
 * Answers steps 2 to 4 (general questions, education, work eligibility) as a candidate would,
 * from the general questions' page to the Resume step's. `continueTo` presses the step's button
 * and waits for the page given (with or without hydration, as the calling test browses).
 */
export async function answerStepsTwoToFour(
  page: Page,
  continueTo: (page: Page, next: RegExp) => Promise<void>,
): Promise<void> {
  await page.getByLabel('Preferred start date').fill('2027-02-01');
  await page.getByRole('group', { name: 'Are you willing to relocate?' }).getByLabel('Yes', { exact: true }).check();
  await page.getByLabel('How did you hear about us?').selectOption('LinkedIn');
  await continueTo(page, /\/carrers\/Education$/);
  await page.getByLabel('Level of education').selectOption("Bachelor's");
  await page.getByLabel('School or university').fill('American University of Beirut');
  await page.getByLabel('First major').selectOption('Computer Science');
  await page.getByRole('group', { name: 'Are you currently a student?' }).getByLabel('No', { exact: true }).check();
  await continueTo(page, /\/WorkEligibilty$/);
  for (const group of await page.getByRole('group').all()) await group.getByLabel('No', { exact: true }).check();
  await continueTo(page, /\/Resume$/);
}

/**
 * Steps 6 to 8 (acknowledge, equal opportunity, military status) answered as a candidate who
 * discloses nothing, to the Review step; the questions are those of `companyCountry` (no military
 * step where it asks none). `continueTo` presses Continue and waits for the next step.
 */
export async function answerStepsSixToEight(
  page: Page,
  continueTo: (page: Page, next: RegExp) => Promise<void>,
  companyCountry = 'AU',
): Promise<void> {
  await page.getByLabel('I confirm that the information in my application is true and complete.').check();
  await continueTo(page, /\/VoluntaryEqual$/);
  await page.getByLabel('I choose not to self-identify').check();
  if (asksIndigenousIdentity(companyCountry)) await page.getByLabel('Prefer not to disclose').check();
  if (asksMilitaryStatus(companyCountry)) {
    await continueTo(page, /\/VoluntarySelf$/);
    for (const question of [
      'Have you served in the armed forces?',
      'Are you a member of the Reserve Forces?',
      /spouse/,
    ]) {
      await page.getByRole('group', { name: question }).getByLabel('I prefer not to answer').check();
    }
  }
  await continueTo(page, /\/ReveiwSubmit$/);
}
