import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pageReady, useSite } from '../support/e2e-site';

const site = useSite();

const cardTitles = (page: Page) => page.locator('.job-card h2').allTextContents();
const count = (page: Page) => page.getByRole('status').textContent();
const search = (page: Page) => new URL(page.url()).search;

describe('job openings with JavaScript', () => {
  it('applies each control at once, keeps it in the URL, and restores it on back and forward', async () => {
    const { page, problems, close } = await site.open();
    await page.goto('/joblistings');
    await pageReady(page);
    expect(await count(page)).toBe('Showing 15 of 15 jobs');
    // Not needed with the page's script, but there for a visitor without it.
    expect(await page.getByRole('button', { name: 'Apply filters' }).isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Engineering' }).click();
    await expect.poll(() => count(page)).toBe('Showing 4 of 15 jobs');
    expect(search(page)).toBe('?department=Engineering');
    expect(await page.getByRole('button', { name: 'Engineering' }).getAttribute('aria-pressed')).toBe('true');

    await page.getByLabel('Location').selectOption('remote');
    await expect.poll(() => count(page)).toBe('Showing 3 of 15 jobs');
    expect(search(page)).toBe('?department=Engineering&location=remote');
    // Each change is a new page (the public pages do not hydrate), with the focus back on the
    // control that changed.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('location');

    await page.getByLabel('Sort').selectOption({ label: 'Title Z-A' });
    await expect
      .poll(() => cardTitles(page))
      .toEqual(['Web Development Intern', 'Software Development Intern', 'Chief Technology Officer (CTO)']);
    // The same three jobs in another order: the status says so, so a screen reader announces it.
    expect(await count(page)).toBe('Showing 3 of 15 jobs, by title from Z to A');
    expect(search(page)).toBe('?department=Engineering&location=remote&sort=title-desc');

    await page.goBack();
    await expect.poll(() => search(page)).toBe('?department=Engineering&location=remote');
    await expect
      .poll(() => cardTitles(page))
      .toEqual(['Software Development Intern', 'Web Development Intern', 'Chief Technology Officer (CTO)']);
    expect(await page.getByLabel('Sort').inputValue()).toBe('none');
    await page.goBack();
    await expect.poll(() => count(page)).toBe('Showing 4 of 15 jobs');
    expect(await page.getByLabel('Location').inputValue()).toBe('all');
    await page.goForward();
    await expect.poll(() => count(page)).toBe('Showing 3 of 15 jobs');
    expect(await page.getByLabel('Location').inputValue()).toBe('remote');
    expect(problems).toEqual([]);
    await close();
  });

  it('sorts Newest by the age in the posted text and offers a way out of an empty result', async () => {
    const { page, close } = await site.open();
    await page.goto('/jobs?sort=newest');
    await pageReady(page);
    const posted = await page.locator('.job-card dt:text-is("Posted") + dd').allTextContents();
    expect(posted.slice(0, 4)).toEqual(['6 hours ago', 'yesterday', '1 day ago', '2 days ago']);

    await page.getByRole('button', { name: 'Designer' }).click();
    await page.getByLabel('Job type').selectOption('Full-Time');
    await expect.poll(() => count(page)).toBe('Showing 0 of 15 jobs, newest first');
    expect(await page.getByRole('heading', { name: 'No jobs match these filters' }).isVisible()).toBe(true);
    await page.locator('.jobs-empty').getByRole('link', { name: 'Clear filters' }).click();
    await expect.poll(() => count(page)).toBe('Showing 15 of 15 jobs');
    expect(new URL(page.url()).pathname + search(page)).toBe('/jobs');
    await close();
  });

  it('filters by a place of the jobs, after the workplaces, in a short address', async () => {
    const { page, problems, close } = await site.open();
    await page.goto('/joblistings');
    await pageReady(page);
    const location = page.getByLabel('Location');
    expect(await location.locator('option').allTextContents()).toEqual([
      'All',
      'Remote',
      'Onsite',
      'Bengaluru',
      'Hyderabad',
      'Mumbai',
      'New Delhi',
      'Pune',
    ]);
    await location.selectOption('Bengaluru');
    await expect.poll(() => count(page)).toBe('Showing 3 of 15 jobs');
    expect(search(page)).toBe('?location=Bengaluru');
    expect(await page.locator('.job-card').allTextContents()).toEqual(
      Array.from({ length: 3 }, () => expect.stringContaining('Bengaluru')),
    );
    expect(problems).toEqual([]);
    await close();
  });

  it('opens a job on the external job board in a new tab', async () => {
    const { page, close } = await site.open();
    await page.goto('/joblistings');
    const link = page.getByRole('link', { name: /^View Job for Marketing Head \(opens in a new tab\)$/ });
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(await link.getAttribute('href')).toBe('https://jobs.medinest.example/jobs/marketing-head');
    await close();
  });
});

describe('job openings without JavaScript', () => {
  it('filters and sorts through the plain form, rendered by the server', async () => {
    const { page, close } = await site.open({ javaScriptEnabled: false });
    await page.goto('/joblistings');
    await page.getByRole('button', { name: 'Marketing' }).click();
    await page.waitForURL(/department=Marketing/);
    expect(await count(page)).toBe('Showing 3 of 15 jobs');

    await page.getByLabel('Job type').selectOption('Internship');
    await page.getByLabel('Sort').selectOption({ label: 'Oldest' });
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await page.waitForURL(/sort=oldest/);
    const params = new URL(page.url()).searchParams;
    expect(params.get('department')).toBe('Marketing');
    expect(params.get('type')).toBe('Internship');
    expect(await cardTitles(page)).toEqual(['Social Media Marketing Intern', 'Digital Marketing Intern']);
    await close();
  });

  it('filters by a place through the plain form', async () => {
    const { page, close } = await site.open({ javaScriptEnabled: false });
    await page.goto('/joblistings');
    await page.getByLabel('Location').selectOption('Pune');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await page.waitForURL(/location=Pune/);
    expect(await cardTitles(page)).toEqual(['Finance Intern']);
    expect(await page.getByLabel('Location').inputValue()).toBe('Pune');
    await close();
  });
});
