import type { Browser, BrowserContext, ConsoleMessage, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { cleanChromiumTemp, launchChromium } from './chromium';
import { type ServerProcess, startServer } from './server-process';

export interface WatchedPage {
  page: Page;
  /** Console errors and warnings, and uncaught exceptions, in the order they happened. */
  problems: string[];
  /** Closes the page's browser context now; every context still open is closed after its test. */
  close(): Promise<void>;
}

/**
 * Starts the built server and Chromium around the calling test file, and opens pages on it
 * that record every console error, warning and uncaught exception. Each page has a browser
 * context of its own (its own cookies), closed after the test that opened it, passed or failed.
 */
export function useSite(options: { env?: Record<string, string> | (() => Record<string, string>) } = {}) {
  let server: ServerProcess;
  let browser: Browser;
  /** The contexts the running test opened. */
  const openContexts = new Set<BrowserContext>();

  beforeAll(async () => {
    // A function is read here, after the file's earlier hooks (e.g. a mail sink's port is known).
    server = await startServer({ env: typeof options.env === 'function' ? options.env() : options.env });
    browser = await launchChromium();
  });

  afterEach(async () => {
    await Promise.all([...openContexts].map((context) => context.close()));
    openContexts.clear();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    cleanChromiumTemp();
  });

  return {
    get server() {
      return server;
    },
    async open(
      pageOptions: { javaScriptEnabled?: boolean; width?: number; timezoneId?: string } = {},
    ): Promise<WatchedPage> {
      const context = await browser.newContext({
        baseURL: server.url,
        javaScriptEnabled: pageOptions.javaScriptEnabled ?? true,
        timezoneId: pageOptions.timezoneId,
        viewport: { width: pageOptions.width ?? 1280, height: 900 },
      });
      openContexts.add(context);
      const page = await context.newPage();
      const problems: string[] = [];
      page.on('console', (message: ConsoleMessage) => {
        if (message.type() === 'error' || message.type() === 'warning') {
          problems.push(`${message.type()}: ${message.text()}`);
        }
      });
      page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
      return {
        page,
        problems,
        close: async () => {
          openContexts.delete(context);
          await context.close();
        },
      };
    },
  };
}

/**
 * Waits until the page's scripts have run: React has hydrated it (MarkHydrated in
 * client/entry.client.tsx), or, on a page that does not hydrate, its inline script has
 * (client/app/public-page-script.ts).
 */
export async function pageReady(page: Page): Promise<void> {
  await page.waitForSelector('html[data-hydrated], html[data-page-script]');
}

/** The widths the site is designed for: a phone, a tablet, a desktop. */
export const designWidths = [375, 768, 1280];

/**
 * Runs `check` on the loaded page at each of `widths` in turn (900 px high unless `heightAt`
 * says otherwise), resizing the page rather than loading it again. The pages lay out by CSS
 * alone (nothing in client/ calls matchMedia or reads innerWidth), so a resize shows what a load
 * at that width would, without a browser context and a load per width (about 1 s each on a
 * loaded 2-core machine).
 */
export async function atEachWidth(
  page: Page,
  widths: number[],
  check: (width: number) => Promise<void>,
  heightAt: (width: number) => number = () => 900,
): Promise<void> {
  for (const width of widths) {
    await page.setViewportSize({ width, height: heightAt(width) });
    await check(width);
  }
}

/**
 * Waits until the page's CSS transitions and animations (a menu's fade-in, the drawer's slide)
 * have finished, so a screenshot shows where they end, however long the machine takes.
 */
export async function animationsSettled(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
}

/**
 * Opens the recruiter inbox signed out: it sends the browser to sign-in, where the local test
 * account (no Google, offline) signs in as `email`, and sign-in comes back to the inbox.
 */
export async function signInToInbox(page: Page, email: string, name: string): Promise<void> {
  await page.goto('/recruiter');
  await page.waitForURL('**/carrer/sign-in?returnTo=%2Frecruiter');
  await pageReady(page);
  await page.getByLabel('Test account email').fill(email);
  await page.getByLabel('Test account name').fill(name);
  await page.getByRole('button', { name: 'Sign in with the test account' }).click();
  await page.waitForURL(/\/recruiter$/);
}

/**
 * Signs in from the sign-in page with "Continue with Google": a new account in the Auth
 * emulator's account chooser, in the popup, as a candidate would.
 */
export async function continueWithGoogle(
  page: Page,
  account: { email: string; name: string; photoURL?: string },
): Promise<void> {
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  const popup = await popupOpened;
  await popup.waitForLoadState();
  await popup.locator('#add-account-button').click();
  await popup.locator('#email-input').fill(account.email);
  await popup.locator('#display-name-input').fill(account.name);
  if (account.photoURL) await popup.locator('#profile-photo-input').fill(account.photoURL);
  await popup.locator('#sign-in').click();
}
