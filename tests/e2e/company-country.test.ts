import { describe, expect, it } from 'vitest';
import { validAnswers } from '../support/application-answers';
import { pageReady, useSite } from '../support/e2e-site';
import { fillContactAddress } from '../support/wizard-fields';

// A company in India (COMPANY_COUNTRY=IN), as the example jobs are.
const site = useSite({ env: { COMPANY_COUNTRY: 'IN' } });

describe('the wizard of a company in India, in a browser', () => {
  it('reads the mobile number in the chosen country, and tells a number that is not one there why', async () => {
    const { page, problems, close } = await site.open();
    await page.goto('/carrer/sign-up');
    await pageReady(page);
    const phone = page.getByLabel('Mobile number');
    expect(await phone.getAttribute('placeholder')).toBe('081234 56789');
    expect(await page.getByLabel('Phone country').inputValue()).toBe('IN');

    await page.getByLabel('First name').fill(validAnswers.contact.firstName);
    await page.getByLabel('Last name').fill(validAnswers.contact.lastName);
    await page.getByLabel('Email address').fill(validAnswers.contact.email);
    await fillContactAddress(page, { ...validAnswers.contact, mobileNo: '(555) 1234' });
    await page.getByRole('button', { name: 'Continue' }).click();
    // The form's own check lets the shape through; the server's answer is shown at the field.
    const message = page.locator('#field-mobileNo-error');
    await message.waitFor();
    expect(await message.textContent()).toBe(
      'This is not a phone number in India. Please check it, choose the country it is from, or start it with + and ' +
        'the country code.',
    );

    await page.getByLabel('Phone country').selectOption('US');
    await phone.fill('(555) 123-4567');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/carrer\/Generalquestions$/);
    const draft = await (await page.request.get('/api/application/draft')).json();
    expect(draft.data.steps.contact.mobileNo).toBe('+15551234567');
    // The one refusal above, which the browser reports as a failed request; nothing else.
    expect(problems).toEqual([
      'error: Failed to load resource: the server responded with a status of 400 (Bad Request)',
    ]);
    await close();
  });

  it('asks about visas for India, and not the Australian identity question', async () => {
    const { page, problems, close } = await site.open();
    await page.goto('/WorkEligibilty');
    await pageReady(page);
    expect(await page.getByRole('group', { name: /need visa sponsorship to work in India\?/ }).count()).toBe(1);
    await page.goto('/VoluntaryEqual');
    await pageReady(page);
    expect(await page.getByText('Aboriginal').count()).toBe(0);
    expect(await page.getByRole('group', { name: /Gender/ }).count()).toBe(1);
    expect(problems).toEqual([]);
    await close();
  });
});
