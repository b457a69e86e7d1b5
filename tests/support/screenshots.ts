import { mkdirSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';

/** Where the browser tests leave their screenshots, for a person to look at. */
export const screenshotFolder = 'tests/.tmp/screenshots';

/** Whether this run asks for screenshots (`SCREENSHOTS=1 npm run test:e2e`). */
export const screenshotsWanted = Boolean(process.env.SCREENSHOTS);

/**
 * Saves a screenshot as `<name>.png` when the run asks for them (`SCREENSHOTS=1 npm run
 * test:e2e`). Nothing reads them but a person: a full-page one costs about 0.5 s, and `npm test`
 * took about 60 of them, so it takes none.
 */
export async function saveScreenshot(
  target: Page | Locator,
  name: string,
  options: { fullPage?: boolean } = {},
): Promise<void> {
  if (!screenshotsWanted) return;
  mkdirSync(screenshotFolder, { recursive: true });
  await target.screenshot({ path: `${screenshotFolder}/${name}.png`, ...options });
}
