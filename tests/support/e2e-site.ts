import type { Browser, BrowserContext, ConsoleMessage, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { testChromium } from './chromium';
import { type ServerProcess, startServer } from './server-process';

export interface WatchedPage {
  page: Page;
  /** Console errors and warnings, and uncaught exceptions, in the order they happened. */
  problems: string[];
  /** Gives the page back now (see useSite); every page still out is given back after its test. */
  close(): Promise<void>;
}

interface PageOptions {
  javaScriptEnabled?: boolean;
  width?: number;
  timezoneId?: string;
}

/** A browser context and its page, which the file's tests take in turn. */
interface KeptPage {
  context: BrowserContext;
  page: Page;
  /** The context's fixed settings: only a test that asks for the same ones may take it. */
  settings: string;
}

/**
 * Starts the built server around the calling test file, and opens pages on it in Chromium
 * that record every console error, warning and uncaught exception.
 *
 * A page a test opens holds nothing an earlier test left: no cookies, storage, HTTP cache,
 * routes, listeners, emulated media or other pages. When an earlier test of the file gave one
 * back with the same settings, it is that page, reset (resetPage); otherwise a new browser
 * context's. A new context and its first load cost about 2.4 s of CPU on this 2-core machine,
 * mostly Chromium starting renderer processes; a reset and the same load about 0.7 s
 * (bench/browser-page-cost.ts). A test that changes what a reset does not undo (an init script,
 * say) needs a context of its own. Pages are given back after the test that opened them, passed or
 * failed, or by close().
 */
export function useSite(options: { env?: Record<string, string> | (() => Record<string, string>) } = {}) {
  let server: ServerProcess;
  let browser: Browser;
  const free: KeptPage[] = [];
  /** The pages the running test opened. */
  const taken = new Set<KeptPage>();

  beforeAll(async () => {
    // A function is read here, after the file's earlier hooks (e.g. a mail sink's port is known).
    server = await startServer({ env: typeof options.env === 'function' ? options.env() : options.env });
    browser = await testChromium();
  });

  async function giveBack(kept: KeptPage): Promise<void> {
    if (!taken.delete(kept)) return;
    try {
      await resetPage(kept, server.url);
      free.push(kept);
    } catch {
      // A page that cannot be reset (its browser gone, say) is not taken again.
      await kept.context.close().catch(() => undefined);
    }
  }

  afterEach(async () => {
    await Promise.all([...taken].map(giveBack));
  });

  afterAll(async () => {
    // The browser stays for the worker's next file (testChromium); this file's contexts go.
    await Promise.all([...taken, ...free].map((kept) => kept.context.close().catch(() => undefined)));
    await server?.stop();
  });

  async function take(pageOptions: PageOptions): Promise<KeptPage> {
    const javaScriptEnabled = pageOptions.javaScriptEnabled ?? true;
    const settings = JSON.stringify([javaScriptEnabled, pageOptions.timezoneId ?? null]);
    const viewport = { width: pageOptions.width ?? 1280, height: 900 };
    const index = free.findIndex((kept) => kept.settings === settings && !kept.page.isClosed());
    if (index >= 0) {
      const [kept] = free.splice(index, 1);
      await kept!.page.setViewportSize(viewport);
      return kept!;
    }
    const context = await browser.newContext({
      baseURL: server.url,
      javaScriptEnabled,
      timezoneId: pageOptions.timezoneId,
      viewport,
    });
    return { context, page: await context.newPage(), settings };
  }

  return {
    get server() {
      return server;
    },
    async open(pageOptions: PageOptions = {}): Promise<WatchedPage> {
      const kept = await take(pageOptions);
      taken.add(kept);
      const { page } = kept;
      const problems: string[] = [];
      page.on('console', (message: ConsoleMessage) => {
        if (message.type() === 'error' || message.type() === 'warning') {
          problems.push(`${message.type()}: ${message.text()}`);
        }
      });
      page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
      return { page, problems, close: () => giveBack(kept) };
    },
  };
}

/** The Auth emulator's origin, whose pages (Google's popup here) keep storage of their own. */
function emulatorOrigins(): string[] {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  return host ? [`http://${host}`] : [];
}

/**
 * Playwright's own code listens for these events of a page or context (a closed page's pending
 * calls fail, context.close() waits for its event): tests/e2e/page-reuse.test.ts fails if it starts
 * to listen for others.
 */
const playwrightsOwnEvents = new Set(['close', 'crash']);

/**
 * Removes the listeners a test added to a page or context (page.on('request', …), say). Both are
 * event emitters, though Playwright's types leave out eventNames().
 */
function removeTestListeners(emitter: Page | BrowserContext): void {
  for (const name of (emitter as unknown as Pick<NodeJS.EventEmitter, 'eventNames'>).eventNames()) {
    if (!playwrightsOwnEvents.has(String(name))) emitter.removeAllListeners(name as never);
  }
}

/**
 * Undoes what a test can have changed in a page and its context: other pages (popups, tabs),
 * listeners, routes, emulated media, permissions, cookies, the storage of the site and of the
 * Auth emulator (local, session, IndexedDB) and the HTTP cache.
 *
 * The page is left on an empty document with the headers of the site's robots.txt, so that the
 * next test's first load stays in the renderer process the page has when it is a public page
 * (neither says a Cross-Origin-Opener-Policy). After about:blank, or before a page with another
 * policy (one that hydrates says it), Chromium starts a new one, the cost a reused page saves.
 * It is HTML with an icon, because Chromium asks a document that names none for /favicon.ico, and
 * reports that 404 on the console after the next test began.
 */
export async function resetPage({ context, page }: Pick<KeptPage, 'context' | 'page'>, siteUrl: string): Promise<void> {
  await Promise.all(
    context
      .pages()
      .filter((other) => other !== page)
      .map((other) => other.close()),
  );
  removeTestListeners(page);
  removeTestListeners(context);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  const empty = `${siteUrl}/robots.txt`;
  await page.route(empty, async (route) => {
    // A kept-alive connection the server closed as the request left ends in ECONNRESET: the
    // empty page is then served without the site's headers (the next load may start a renderer).
    const response = await route.fetch().catch(() => undefined);
    await route.fulfill({ response, contentType: 'text/html', body: '<!doctype html><link rel="icon" href="data:,">' });
  });
  await page.goto(empty);
  await page.unroute(empty);
  await page.emulateMedia({ media: null, colorScheme: null, reducedMotion: null, forcedColors: null });
  await context.clearCookies();
  await context.clearPermissions();
  const cdp = await context.newCDPSession(page);
  try {
    for (const origin of [siteUrl, ...emulatorOrigins()]) {
      await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
    }
    await cdp.send('Network.clearBrowserCache');
  } finally {
    await cdp.detach();
  }
}

/**
 * Waits until the page's scripts have run and the page on screen is the address's: React has
 * hydrated it (MarkHydrated in client/entry.client.tsx) and drawn the address's route and query
 * (client/app/use-mark-shown-path.ts: after a client-side navigation the address changes first),
 * or, on a page that does not hydrate, its inline script has run (client/app/public-page-script.ts).
 */
export async function pageReady(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const { dataset } = document.documentElement;
    if (dataset.pageScript !== undefined) return true;
    // The router's path may be decoded where the address bar's is not (a job id with a space).
    const decoded = (path: string) => decodeURIComponent(path.replace(/%(?![0-9a-f]{2})/gi, '%25'));
    const address = window.location.pathname + window.location.search;
    return dataset.hydrated !== undefined && decoded(dataset.shownPath ?? '') === decoded(address);
  });
}

/** How far the page scrolls sideways, and the header controls that end beyond the right edge. */
export const overflowOf = (page: Page) =>
  page.evaluate(() => ({
    sideways: document.documentElement.scrollWidth - window.innerWidth,
    cutOff: [...document.querySelectorAll('header a, header button')]
      .filter((control) => {
        const box = control.getBoundingClientRect();
        return box.width > 0 && getComputedStyle(control).visibility !== 'hidden' && box.right > window.innerWidth;
      })
      .map((control) => control.textContent?.trim() || control.getAttribute('aria-label')),
  }));

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
