import { describe, expect, it } from 'vitest';
import { screenTexts } from '../support/screen-texts';
import { mintGoogleUser } from '../support/auth-emulator';
import { animationsSettled, pageReady, useSite } from '../support/e2e-site';
import { focusedName, jobBoard, PARTNER_DOCTORS_URL, PARTNER_LAB_URL, publicSiteEnv } from '../support/public-site';
import { saveScreenshot } from '../support/screenshots';

const site = useSite({ env: publicSiteEnv });

describe('the site navigation bar', () => {
  it('links the brand home, the job board from configuration, and the site pages', async () => {
    const { page, close } = await site.open();
    await page.goto('/culture');
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(
      await page.getByRole('banner').getByRole('link', { name: 'Medinest', exact: true }).getAttribute('href'),
    ).toBe('/');
    const career = nav.getByRole('link', { name: 'Career (opens in a new tab)' });
    expect(await career.getAttribute('href')).toBe(jobBoard);
    expect(await career.getAttribute('target')).toBe('_blank');
    expect(await nav.getByRole('link', { name: 'Location (opens in a new tab)' }).getAttribute('href')).toBe(
      `${jobBoard}/locations`,
    );
    expect(await nav.getByRole('link', { name: 'Professions' }).getAttribute('href')).toBe('/support');
    expect(await nav.getByRole('link', { name: 'Benefit' }).getAttribute('href')).toBe('/support');
    expect(await nav.getByRole('link', { name: 'Hiring Tips' }).getAttribute('href')).toBe('/');
    // Login is this site's sign-in, coming back here, not the job board's.
    const login = page.getByRole('banner').getByRole('link', { name: 'Login', exact: true });
    expect(await login.getAttribute('href')).toBe('/carrer/sign-in?returnTo=%2Fculture');
    expect(await login.getAttribute('target')).toBeNull();
    await close();
  });

  it('at 375px, inside the Menu, Escape closes the Culture dropdown (not the Menu) and returns the focus', async () => {
    const { page, problems, close } = await site.open({ width: 375 });
    await page.goto('/');
    await pageReady(page);
    const menu = page.getByRole('button', { name: 'Menu', exact: true });
    const toggle = page.getByRole('button', { name: 'Culture' });
    await menu.click();
    await expect.poll(() => toggle.isVisible()).toBe(true);
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    // From a link of the dropdown, and from its button.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('A');
    await page.keyboard.press('Escape');
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    // The focus comes back to the button with the dropdown's toggle event, after aria-expanded
    // changed; until then it is on the dropdown's first link, also named "Culture", where Enter
    // would open the Culture page (this test failed so, 1 run in 20).
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('BUTTON');
    expect(await focusedName(page)).toBe('Culture');
    expect(await menu.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Enter');
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Escape');
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await focusedName(page)).toBe('Culture');
    // A second Escape closes the Menu, and the focus goes back to its button.
    await page.keyboard.press('Escape');
    await expect.poll(() => menu.getAttribute('aria-expanded')).toBe('false');
    expect(await focusedName(page)).toBe('Menu');
    expect(problems).toEqual([]);
    await close();
  });

  it('closes the Culture dropdown opened with the mouse on Escape, and returns the focus to its button', async () => {
    const { page, problems, close } = await site.open();
    await page.goto('/');
    await pageReady(page);
    const toggle = page.getByRole('button', { name: 'Culture' });
    await toggle.hover();
    await toggle.click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Diversity', exact: true }).hover();
    await page.keyboard.press('Escape');
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await focusedName(page)).toBe('Culture');
    expect(problems).toEqual([]);
    await close();
  });

  it('opens the Culture dropdown from the keyboard, closes it with Escape and returns the focus', async () => {
    const { page, problems, close } = await site.open();
    await page.goto('/');
    await pageReady(page);
    const toggle = page.getByRole('button', { name: 'Culture' });
    const menuLink = (name: string) =>
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await menuLink('Diversity').isVisible()).toBe(false);

    // The menu follows its button in the tab order: from Benefit, Tab reaches it.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Benefit', exact: true }).focus();
    await page.keyboard.press('Tab');
    expect(await focusedName(page)).toBe('Culture');
    await page.keyboard.press('Enter');
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    const controlled = await toggle.getAttribute('aria-controls');
    expect(await page.locator(`[id="${controlled}"]`).getByRole('link').allTextContents()).toEqual([
      'Culture',
      'Diversity',
      'Leadership',
    ]);
    await page.keyboard.press('Tab');
    expect(await focusedName(page)).toBe('Culture');
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('A');
    await animationsSettled(page);
    await saveScreenshot(page, 'open-culture-menu-1280');
    await page.keyboard.press('Escape');
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => menuLink('Diversity').isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('BUTTON');
    expect(await focusedName(page)).toBe('Culture');

    // Tabbing out of the menu closes it.
    await page.keyboard.press('Enter');
    for (let step = 0; step < 4; step++) await page.keyboard.press('Tab');
    expect(await focusedName(page)).toBe('Hiring Tips');
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');

    // A click beside it closes it too; a link in it navigates and closes it.
    await toggle.click();
    await page.mouse.click(20, 450); // the page's margin, beside the content
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    await menuLink('Leadership').click();
    await page.waitForURL('**/leadership');
    await expect.poll(() => page.locator('h1').textContent()).toBe(screenTexts('leadership').heading);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(problems).toEqual([]);
    await close();
  });

  it('opens a search box that searches the job openings, and whose close control clears it', async () => {
    const { page, problems, close } = await site.open();
    await page.goto('/culture');
    await pageReady(page);
    const toggle = page.getByRole('button', { name: 'Search', exact: true });
    const box = page.getByRole('searchbox', { name: 'Search jobs' });
    const typed = () => page.getByRole('searchbox', { name: 'Search jobs', includeHidden: true }).inputValue();
    expect(await box.isVisible()).toBe(false);

    await toggle.focus();
    await page.keyboard.press('Enter');
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => box.evaluate((input) => input === document.activeElement)).toBe(true);
    await page.keyboard.type('pharmacist');
    await animationsSettled(page);
    await saveScreenshot(page, 'open-search-1280');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/joblistings?q=pharmacist');
    await expect.poll(() => page.locator('h1').textContent()).toBe(screenTexts('jobListings').heading);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');

    await toggle.click();
    await expect.poll(() => box.evaluate((input) => input === document.activeElement)).toBe(true);
    await page.keyboard.type('pharmacist');
    await page.getByRole('button', { name: 'Close search' }).click();
    await expect.poll(() => box.isVisible()).toBe(false);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await focusedName(page)).toBe('Search');
    await toggle.click();
    await expect.poll(() => box.isVisible()).toBe(true);
    expect(await box.inputValue()).toBe('');

    // Escape closes and clears as well, and gives the focus back to the icon.
    await page.keyboard.type('lab');
    await page.keyboard.press('Escape');
    await expect.poll(() => box.isVisible()).toBe(false);
    expect(await focusedName(page)).toBe('Search');
    // The form is reset on the popover's toggle event, a task queued after it hides.
    await expect.poll(typed).toBe('');
    expect(problems).toEqual([]);
    await close();
  });

  it('folds into a Menu button at 375px; Escape closes the inner dropdown first, then the menu', async () => {
    const { page, problems, close } = await site.open({ width: 375 });
    await page.goto('/');
    await pageReady(page);
    const menu = page.getByRole('button', { name: 'Menu', exact: true });
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(await nav.isVisible()).toBe(false);

    await menu.focus();
    await page.keyboard.press('Enter');
    expect(await menu.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => nav.getByRole('link', { name: 'Professions' }).isVisible()).toBe(true);
    const culture = nav.getByRole('button', { name: 'Culture' });
    await culture.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => nav.getByRole('link', { name: 'Diversity' }).isVisible()).toBe(true);
    await animationsSettled(page);
    await saveScreenshot(page, 'open-mobile-menu-375');
    await page.keyboard.press('Escape');
    await expect.poll(() => culture.getAttribute('aria-expanded')).toBe('false');
    expect(await menu.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Escape');
    await expect.poll(() => menu.getAttribute('aria-expanded')).toBe('false');
    expect(await focusedName(page)).toBe('Menu');
    await expect.poll(() => nav.isVisible()).toBe(false);

    // Following a link closes the menu on the next page.
    await menu.click();
    await culture.click();
    await nav.getByRole('link', { name: 'Diversity' }).click();
    await page.waitForURL('**/diversity');
    await expect.poll(() => menu.getAttribute('aria-expanded')).toBe('false');
    expect(problems).toEqual([]);
    await close();
  });

  it('fades its menus in 300 ms, and not at all for people who ask for reduced motion', async () => {
    const { page, close } = await site.open();
    await page.goto('/');
    await page.getByRole('button', { name: 'Culture' }).click();
    const duration = () =>
      page.locator('.nav-dropdown-list').evaluate((list) => getComputedStyle(list).animationDuration);
    expect(await duration()).toBe('0.3s');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await duration()).toBe('0s');
    await close();
  });

  it('without JavaScript, the Culture button opens its links, Escape closes them, and they work as plain links', async () => {
    const { page, close } = await site.open({ javaScriptEnabled: false });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const toggle = nav.getByRole('button', { name: 'Culture' });
    expect(await nav.getByRole('link', { name: 'Diversity' }).isVisible()).toBe(false);
    // The browser's popover: Enter opens it, Escape closes it, with no script at all.
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => nav.getByRole('link', { name: 'Diversity' }).isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => nav.getByRole('link', { name: 'Diversity' }).isVisible()).toBe(false);
    await toggle.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await focusedName(page)).toBe('Diversity');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/diversity');
    expect(await page.locator('h1').textContent()).toBe(screenTexts('diversity').heading);
    await close();
  });
});

describe('the App header (sign-in and application screens)', () => {
  it.each([375, 1280])(
    'at %ipx, opens a side drawer that traps the focus and closes on Escape, on its button and beside it',
    async (width) => {
      const { page, problems, close } = await site.open({ width });
      await page.goto('/carrer/sign-in');
      await pageReady(page);
      expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
      const menu = page.getByRole('button', { name: 'Menu', exact: true });
      const drawer = page.getByRole('dialog', { name: 'Medinest for partners' });
      expect(await drawer.isVisible()).toBe(false);

      await menu.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => drawer.isVisible()).toBe(true);
      expect(await menu.getAttribute('aria-expanded')).toBe('true');
      expect(await drawer.getAttribute('aria-modal')).toBe('true');
      expect(await focusedName(page)).toBe('Close menu');
      const focusedHref = () => page.evaluate(() => document.activeElement?.getAttribute('href'));
      const links = drawer.getByRole('link');
      expect(await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')))).toEqual([
        PARTNER_DOCTORS_URL,
        PARTNER_LAB_URL,
      ]);
      expect(await drawer.getByText('For Pharmacy').count()).toBe(0);
      expect(await drawer.getByText('For Doctors').isVisible()).toBe(true);
      await animationsSettled(page);
      await saveScreenshot(page, `open-drawer-${width}`);

      // Tab cycles inside the drawer, both ways.
      const visited: (string | null | undefined)[] = [];
      for (let step = 0; step < 3; step++) {
        await page.keyboard.press('Tab');
        visited.push(await focusedHref());
      }
      expect(visited).toEqual([PARTNER_DOCTORS_URL, PARTNER_LAB_URL, null]);
      expect(await focusedName(page)).toBe('Close menu');
      await page.keyboard.press('Shift+Tab');
      expect(await focusedHref()).toBe(PARTNER_LAB_URL);

      await page.keyboard.press('Escape');
      await expect.poll(() => drawer.isVisible()).toBe(false);
      expect(await menu.getAttribute('aria-expanded')).toBe('false');
      expect(await focusedName(page)).toBe('Menu');

      await menu.click();
      await expect.poll(() => drawer.isVisible()).toBe(true);
      await page.getByRole('button', { name: 'Close menu' }).click();
      await expect.poll(() => drawer.isVisible()).toBe(false);
      expect(await focusedName(page)).toBe('Menu');

      await menu.click();
      await expect.poll(() => drawer.isVisible()).toBe(true);
      await page.mouse.click(width - 10, 450); // on the backdrop, beside the drawer
      await expect.poll(() => drawer.isVisible()).toBe(false);
      expect(problems).toEqual([]);
      await close();
    },
  );

  it('links the logo home, My applications and Profile to the candidate pages, and holds Preferences that are true', async () => {
    const { page, problems, close } = await site.open();
    const user = await mintGoogleUser(`preferences-${Date.now()}@example.com`, 'Mei Lin');
    expect((await page.request.post('/api/session', { data: { idToken: user.idToken } })).status()).toBe(200);
    await page.goto('/carrer/sign-up');
    await pageReady(page);
    const header = page.getByRole('banner');
    expect(await header.getByRole('link', { name: 'Medinest' }).getAttribute('href')).toBe('/');
    expect(await header.getByRole('link', { name: 'My applications' }).getAttribute('href')).toBe('/applications');
    expect(await header.getByRole('link', { name: 'Profile' }).getAttribute('href')).toBe('/profile');
    expect(await header.locator('.app-header-user').count()).toBe(1);

    const preferences = header.getByRole('button', { name: 'Preferences' });
    await preferences.focus();
    await page.keyboard.press('Enter');
    expect(await preferences.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => header.getByText('Language: English').isVisible()).toBe(true);
    // Nothing promised that does not exist, nothing "coming soon": the account's job alerts are a page.
    expect(await header.locator('.preferences-list').innerText()).toBe('Language: English\nJob alerts');
    expect(await header.getByRole('link', { name: 'Job alerts' }).getAttribute('href')).toBe('/alerts');
    await animationsSettled(page);
    await saveScreenshot(page, 'open-preferences-1280');
    await page.keyboard.press('Escape');
    await expect.poll(() => header.getByText('Language: English').isVisible()).toBe(false);
    expect(await focusedName(page)).toBe('Preferences');
    expect(
      await header
        .locator('.preferences-list li')
        .evaluateAll((items) => new Set(items.map((item) => item.getBoundingClientRect().left)).size),
    ).toBe(1); // one entry under another
    await preferences.click();
    await page.mouse.click(20, 200); // the page's margin, beside the content
    await expect.poll(() => preferences.getAttribute('aria-expanded')).toBe('false');
    expect(problems).toEqual([]);
    await close();
  });
});

describe('links between pages', () => {
  it('home: Learn more and Read More lead to the culture page; the cards to the job list', async () => {
    const { page, close } = await site.open();
    await page.goto('/');
    const main = page.getByRole('main');
    expect(await main.getByRole('link', { name: 'Learn more' }).getAttribute('href')).toBe('/culture');
    expect(await main.getByRole('link', { name: 'Read More' }).getAttribute('href')).toBe('/culture');
    expect(await main.getByRole('link', { name: 'Teams', exact: true }).getAttribute('href')).toBe('/jobs');
    expect(await main.getByRole('link', { name: 'Job Categories' }).getAttribute('href')).toBe('/joblistings');
    expect(await main.getByRole('link', { name: 'Locations' }).getAttribute('href')).toBe('/jobs');
    await close();
  });

  it('footer: the job board links open in a new tab and bring the page back to the top', async () => {
    const { page, problems, close } = await site.open();
    // Nothing outside this machine answers: the job board is a stand-in page.
    await page
      .context()
      .route(`${jobBoard}/**`, (route) => route.fulfill({ body: 'job board', contentType: 'text/plain' }));
    await page.goto('/support');
    await pageReady(page);
    const footer = page.getByRole('contentinfo');
    expect(await footer.getByRole('link', { name: 'Job Openings' }).getAttribute('href')).toBe('/joblistings');
    for (const [name, href] of [
      ['Team', `${jobBoard}/teams`],
      ['Locations', `${jobBoard}/locations`],
      ['Warehouse jobs', `${jobBoard}/jobs?team=warehouse`],
    ]) {
      expect(await footer.getByRole('link', { name: `${name} (opens in a new tab)` }).getAttribute('href')).toBe(href);
    }
    for (const [name, href] of [
      ['Culture', '/culture'],
      ['Benefits', '/support'],
      ['Diversity and Inclusions', '/diversity'],
      ['Leadership Principles', '/leadership'],
    ]) {
      expect(await footer.getByRole('link', { name, exact: true }).getAttribute('href')).toBe(href);
    }
    expect(await footer.getByText('English', { exact: true }).isVisible()).toBe(true);
    expect(await footer.getByText('India', { exact: true }).isVisible()).toBe(true);

    await footer.getByRole('link', { name: 'Team (opens in a new tab)' }).scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    const [tab] = await Promise.all([
      page.context().waitForEvent('page'),
      footer.getByRole('link', { name: 'Team (opens in a new tab)' }).click(),
    ]);
    await tab.waitForLoadState();
    expect(tab.url()).toBe(`${jobBoard}/teams`);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    expect(problems).toEqual([]);
    await close();
  });

  it('footer links load the other public page as a document (none hydrates), opened at its top', async () => {
    const { page, problems, close } = await site.open();
    await page.goto('/culture');
    await pageReady(page);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Leadership Principles' }).click();
    await page.waitForURL('**/leadership');
    await expect.poll(() => page.locator('h1').textContent()).toBe(screenTexts('leadership').heading);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBeUndefined();
    expect(await page.locator('script[src], link[rel="modulepreload"]').count()).toBe(0);
    expect(problems).toEqual([]);
    await close();
  });
});

describe('the job detail page', () => {
  it('shares the page on four networks, each in a safe new tab', async () => {
    const { page, problems, close } = await site.open();
    await page.goto('/joblistings/View');
    await pageReady(page);
    const pageUrl = encodeURIComponent(`${site.server.url}/joblistings/View`);
    const share = page.locator('.share-links a');
    await expect
      .poll(() => share.evaluateAll((links) => links.map((link) => link.getAttribute('href'))))
      .toEqual([
        `https://www.linkedin.com/sharing/share-offsite/?url=${pageUrl}`,
        `https://x.com/intent/tweet?url=${pageUrl}&text=${encodeURIComponent('E-commerce Brand Specialist Intern at Medinest')}`,
        `https://www.facebook.com/sharer/sharer.php?u=${pageUrl}`,
        `https://wa.me/?text=${encodeURIComponent('E-commerce Brand Specialist Intern at Medinest ')}${pageUrl}`,
      ]);
    for (const network of ['LinkedIn', 'X', 'Facebook', 'WhatsApp']) {
      const link = page.getByRole('link', { name: `Share on ${network} (opens in a new tab)` });
      expect(await link.getAttribute('target')).toBe('_blank');
      expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
    }
    expect(await page.locator('.related-jobs a').first().getAttribute('href')).toBe(
      `${jobBoard}/jobs/digital-marketing-intern`,
    );
    expect(problems).toEqual([]);
    await close();
  });

  it('describes the posting for search engines with JobPosting structured data', async () => {
    const { page, close } = await site.open();
    await page.goto('/joblistings/View');
    const posting = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '');
    expect(posting).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'E-commerce Brand Specialist Intern',
      datePosted: '2026-11-01',
      validThrough: '2027-01-31',
      employmentType: 'INTERN',
      hiringOrganization: { '@type': 'Organization', name: 'Medinest' },
    });
    await close();
  });

  it('Apply Now opens sign-in, framed by the App header, which hydrates', async () => {
    const { page, problems, close } = await site.open();
    await page.goto('/joblistings/View');
    await pageReady(page);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole('link', { name: 'Apply Now' }).first().click();
    await page.waitForURL('**/carrer/sign-in');
    await expect.poll(() => page.locator('h1').textContent()).toBe(screenTexts('signIn').heading);
    expect(await page.locator('header.app-header').isVisible()).toBe(true);
    expect(await page.getByRole('navigation', { name: 'Main', includeHidden: true }).count()).toBe(0);
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBeUndefined();
    await page.waitForSelector('html[data-hydrated]');
    expect(problems).toEqual([]);
    await close();
  });
});
