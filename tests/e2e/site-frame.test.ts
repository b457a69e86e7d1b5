import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { atEachWidth, designWidths, overflowOf, pageReady, useSite } from '../support/e2e-site';
import { harbourClinics } from '../support/example-jobs';
import { saveScreenshot } from '../support/screenshots';

/** A company's name of 30 characters, the longest a header is designed to hold. */
const LONG_NAME = 'Suryoday Rooftop Solar Pvt Ltd';

/** Where the footer's brand text and its columns of links are laid out. */
const footerLayout = (page: Page) =>
  page.evaluate(() => {
    const box = (element: Element) => {
      const { top, left, right } = element.getBoundingClientRect();
      return { top: Math.round(top), left: Math.round(left), right: Math.round(right) };
    };
    return {
      brand: box(document.querySelector('.footer-brand')!),
      columns: [...document.querySelectorAll('.footer-column')].map(box),
    };
  });

/** The header's brand name: whether all of it shows (not cut), and how many lines it takes. */
const brandName = (page: Page) =>
  page.locator('.site-header .brand-name').evaluate((name) => ({
    text: name.textContent,
    cut: name.scrollWidth > name.clientWidth,
    lines: Math.round(name.getBoundingClientRect().height / parseFloat(getComputedStyle(name).lineHeight)),
  }));

describe.each([
  ['the seed', 'seed', {}],
  ['Harbour Clinics', 'harbour', { SITE_DIR: harbourClinics.siteDir }],
])("%s's footer", (_name, shot, env) => {
  const site = useSite({ env });

  it('sets its columns of links beside the brand text on a wide screen, and below it on narrower ones', async () => {
    const { page, problems, close } = await site.open();
    await page.goto('/culture');
    await pageReady(page);
    await atEachWidth(page, designWidths, async (width) => {
      const { brand, columns } = await footerLayout(page);
      expect(columns.length).toBeGreaterThan(0);
      for (const column of columns) {
        // At 1280 px the columns share the brand's row; below 992 px they come under it.
        if (width >= 992) expect(column, `at ${width} px`).toMatchObject({ top: brand.top });
        else expect(column.top, `at ${width} px`).toBeGreaterThan(brand.top);
        if (width >= 992) expect(column.left, `at ${width} px`).toBeGreaterThanOrEqual(brand.right);
      }
      expect(await overflowOf(page), `at ${width} px`).toEqual({ sideways: 0, cutOff: [] });
      await saveScreenshot(page.locator('footer'), `footer-${shot}-${width}`);
    });
    expect(problems).toEqual([]);
    await close();
  });
});

describe('a brand name of 30 characters in the header', () => {
  const site = useSite({ env: { SITE_NAME: LONG_NAME } });

  it('is shown whole at every width, wrapping on a phone rather than cut, the controls beside it', async () => {
    const { page, problems, close } = await site.open({ width: 375 });
    await page.goto('/');
    await pageReady(page);
    await atEachWidth(page, [320, ...designWidths], async (width) => {
      const name = await brandName(page);
      expect(name, `at ${width} px`).toMatchObject({ text: LONG_NAME, cut: false });
      if (width <= 375) expect(name.lines, `at ${width} px`).toBeGreaterThan(1);
      expect(await overflowOf(page), `at ${width} px`).toEqual({ sideways: 0, cutOff: [] });
      await saveScreenshot(page, `header-long-name-${width}`);
    });
    expect(problems).toEqual([]);
    await close();
  });
});
