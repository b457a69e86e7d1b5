import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../support/axe';
import { companyJobs, companyTeams } from '../support/company-jobs';
import { pageReady, useSite } from '../support/e2e-site';
import { freshJobsFile } from '../support/example-jobs';

const site = useSite({ env: () => ({ JOBS_SOURCE: `file:${freshJobsFile(companyJobs)}` }) });

describe("a company's own categories and teams", () => {
  it.each(['/jobcategory', '/jobteam'])(
    '%s: its cards, their pictures shown, without axe violations, each leading to its list',
    async (path) => {
      const { page, problems, close } = await site.open({ width: 1280 });
      await page.goto(path);
      await pageReady(page);
      const cards = page.locator('.job-card-grid > li');
      expect(await cards.count()).toBeGreaterThan(1);
      // Every picture is drawn: a view of the cards' file, never a broken image.
      const widths = await page
        .locator('.job-tile img')
        .evaluateAll((images) =>
          Promise.all((images as HTMLImageElement[]).map((image) => image.decode().then(() => image.naturalWidth))),
        );
      expect(widths.every((width) => width > 0)).toBe(true);
      await expectNoAxeViolations(page);
      // A click anywhere on the card opens its list.
      const first = cards.first();
      const [heading, countText] = await Promise.all([
        first.locator('h2').textContent(),
        first.locator('p').last().textContent(),
      ]);
      await first.locator('article').click();
      await page.waitForURL(/\/joblistings\?/);
      const count = Number.parseInt(countText ?? '', 10);
      await expect.poll(() => page.getByRole('status').textContent()).toBe(`Showing ${count} of 8 jobs`);
      if (path === '/jobteam') expect(await page.getByLabel('Team').inputValue()).toBe(heading);
      expect(problems).toEqual([]);
      await close();
    },
  );

  it('offers the Team filter, which applies at once', async () => {
    const { page, close } = await site.open();
    await page.goto('/joblistings');
    await pageReady(page);
    expect(await page.getByLabel('Team').locator('option').allTextContents()).toEqual([
      'All',
      ...Object.keys(companyTeams),
    ]);
    await page.getByLabel('Team').selectOption('Night shift');
    await expect.poll(() => page.getByRole('status').textContent()).toBe('Showing 2 of 8 jobs');
    expect(new URL(page.url()).search).toBe('?team=Night+shift');
    await expectNoAxeViolations(page);
    await close();
  });
});
