import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenTexts } from '../support/screen-texts';
import { testChromium } from '../support/chromium';
import { validAnswers } from '../support/application-answers';
import { eventually } from '../support/eventually';
import { type ServerProcess, startServer } from '../support/server-process';
import { removeSiteFolderCopies, siteFolderCopy } from '../support/site-folders';

// `npm run dev` renders from source through Vite; this keeps that path from rotting unnoticed.
let server: ServerProcess;
let browser: Browser;
// A copy of the site folder, which a test edits as a developer saves a file.
const folder = siteFolderCopy();

beforeAll(async () => {
  server = await startServer({
    command: ['node', '--import', 'tsx', 'server/index.ts', '--dev'],
    env: { NODE_ENV: 'development', SITE_DIR: folder.dir },
  });
  browser = await testChromium();
});

afterAll(async () => {
  await server?.stop();
  removeSiteFolderCopies();
});

describe('the development server', () => {
  it('renders from source, with hot reload on the pages that hydrate, without errors', async () => {
    const page = await browser.newPage();
    try {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
      });
      page.on('pageerror', (error) => problems.push(error.message));

      // A page that hydrates (sign-in) gets React Router's hot-reload runtime, which brings Vite's client.
      const response = await page.goto(`${server.url}/carrer/sign-in`);
      expect(await response?.text()).toContain('virtual:react-router/inject-hmr-runtime');
      await page.waitForSelector('html[data-hydrated]');
      expect(await page.locator('h1').textContent()).toBe(screenTexts('signIn').heading);
      // A public page does not hydrate in development either: rendered from source, with
      // its inline script and no framework (no hot reload there: a change shows on reloading it).
      const publicPage = await page.goto(`${server.url}/culture`);
      expect(await publicPage?.text()).not.toContain('virtual:react-router/inject-hmr-runtime');
      await page.waitForSelector('html[data-page-script]');
      expect(await page.locator('h1').textContent()).toBe(screenTexts('culture').heading);
      expect(problems).toEqual([]);
    } finally {
      // newPage() opened a context of its own: closing the page closes it.
      await page.close();
    }
  });

  it('reads the site folder again when one of its files is saved, and keeps the session it had', async () => {
    const culture = async () => (await fetch(`${server.url}/culture`)).text();
    expect(await culture()).toContain(`<h1>${screenTexts('culture').heading}</h1>`);
    const saved = await fetch(`${server.url}/api/application/draft/general`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(validAnswers.general),
    });
    const cookie = saved.headers.get('set-cookie')?.split(';')[0] ?? '';

    folder.edit('pages/culture.md', (text) => text.replace(screenTexts('culture').heading, 'Life at the clinic'));
    await eventually(async () => (await culture()).includes('<h1>Life at the clinic</h1>'), 15_000, 'the saved page');
    const draft = await fetch(`${server.url}/api/application/draft`, { headers: { cookie } });
    expect(saved.status).toBe(200);
    expect(((await draft.json()) as { data: { steps: { general?: unknown } } }).data.steps.general).toEqual(
      validAnswers.general,
    );
  });
});
