import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { siteReference } from '../../server/site/site-reference';

// Prettier lines the tables' columns up: spaces and dashes are compared, not counted.
const normalized = (markdown: string) => markdown.replace(/ +/g, ' ').replace(/-{3,}/g, '---').trim();

it("docs/site-folder.md is the site folder's reference as its schemas describe it (npm run site-reference)", () => {
  const written = readFileSync('docs/site-folder.md', 'utf8');
  expect(normalized(written)).toBe(normalized(siteReference()));
  expect(written).toContain('`brand.colors.primary`');
  expect(written).toContain('`blocks[]` with `type: highlight`');
});
