import type { Page } from 'playwright-core';

// The configuration both public-site test files (public-pages, site-navigation) run the site
// with, and what they check against it. Two files, so that npm test's two e2e workers share them.

// A job board with a path and a trailing slash: links must come from configuration, not literals.
const JOB_BOARD_URL = 'https://board.example.test/medinest/';
export const jobBoard = 'https://board.example.test/medinest';
// Two of the three partner areas have an address: the third has no link.
export const PARTNER_DOCTORS_URL = 'https://doctors.example.test/login';
export const PARTNER_LAB_URL = 'https://lab.example.test/login';
export const publicSiteEnv = { JOB_BOARD_URL, PARTNER_DOCTORS_URL, PARTNER_LAB_URL };

/** The focused element's accessible name as far as these tests need it: its label or its text. */
export const focusedName = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    return element?.getAttribute('aria-label') ?? element?.textContent?.trim() ?? '';
  });
