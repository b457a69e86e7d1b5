import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type * as Axe from 'axe-core';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Runs axe-core on the page as it is now: each violation as `<rule id>: <where>, <where>…`.
 *
 * axe-core's own API (`axe.run`), put into the document once, asked for violations only and
 * handing back only ids and places: 0.35 s a check where `@axe-core/playwright` took 0.8 s
 * (median of 21, three public pages), most of it in carrying every passing rule's nodes back.
 * The top document only: the one frame our pages can hold is the Auth emulator's (Google's, in
 * production), not ours to fix.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const { axe } = window as unknown as { axe: typeof Axe };
    const { violations } = await axe.run(document, { resultTypes: ['violations'], iframes: false });
    return violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target.join(' ')).join(', ')}`);
  });
}

export async function expectNoAxeViolations(page: Page): Promise<void> {
  expect(await axeViolations(page)).toEqual([]);
}
