import { describe, expect, it } from 'vitest';
import { pageReady, useSite } from '../support/e2e-site';

const site = useSite();

describe('the equal-opportunity step', () => {
  it('keeps "No" and "Prefer not to disclose" exclusive with the identities', async () => {
    const { page, problems, close } = await site.open();
    await page.goto('/VoluntaryEqual');
    await pageReady(page);
    const group = page.getByRole('group', { name: /Do you identify as Aboriginal/ });
    const box = (name: string) => group.getByLabel(name, { exact: true });
    await box('Maori').check();
    await box('Pacific Islander').check();
    await box('No').check();
    expect(await box('Maori').isChecked()).toBe(false);
    expect(await box('Pacific Islander').isChecked()).toBe(false);
    await box('Aboriginal').check();
    expect(await box('No').isChecked()).toBe(false);
    await box('Prefer not to disclose').check();
    expect(await box('Aboriginal').isChecked()).toBe(false);
    // Both questions are voluntary, and say so.
    expect(await page.locator('legend .field-optional').count()).toBe(2);
    expect(problems).toEqual([]);
    await close();
  });
});

describe('dates on the review', () => {
  it("are written out, the same in the server's HTML and after hydration, in any time zone", async () => {
    const { page, problems, close } = await site.open({ timezoneId: 'Pacific/Honolulu' });
    const saved = await page.request.put('/api/application/draft/general', {
      data: { preferredStartDate: '2027-02-01', relocate: 'Yes', howHeard: 'LinkedIn' },
    });
    expect(saved.status()).toBe(200);
    const response = await page.goto('/ReveiwSubmit');
    expect(await response!.text()).toContain('<dd>1 February 2027</dd>');
    await pageReady(page);
    expect(await page.locator('.review-section dd').allTextContents()).toContain('1 February 2027');
    // A mismatch between the server's text and the browser's would show up as a console error.
    expect(problems).toEqual([]);
    await close();
  });
});

describe('what is typed in a step', () => {
  it('is still there after a reload before Continue, and is the saved answer after it', async () => {
    const { page, problems, close } = await site.open();
    await page.goto('/carrer/Generalquestions');
    await pageReady(page);
    await page.getByLabel('Preferred start date').fill('2027-03-01');
    await page.getByRole('group', { name: 'Are you willing to relocate?' }).getByLabel('No', { exact: true }).check();
    await page.getByLabel('How did you hear about us?').selectOption('LinkedIn');

    await page.reload();
    await pageReady(page);
    await expect.poll(() => page.getByLabel('Preferred start date').inputValue()).toBe('2027-03-01');
    expect(
      await page
        .getByRole('group', { name: 'Are you willing to relocate?' })
        .getByLabel('No', { exact: true })
        .isChecked(),
    ).toBe(true);
    expect(await page.getByLabel('How did you hear about us?').inputValue()).toBe('LinkedIn');

    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/carrers\/Education$/);
    // Saved: the tab keeps nothing of it, and the draft has it.
    expect(
      await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('careers.typed.'))),
    ).toEqual([]);
    const draft = await (await page.request.get('/api/application/draft')).json();
    expect(draft.data.steps.general).toEqual({
      preferredStartDate: '2027-03-01',
      relocate: 'No',
      howHeard: 'LinkedIn',
    });
    expect(problems).toEqual([]);
    await close();
  });
});
