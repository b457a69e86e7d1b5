import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createStylesheetInliner } from '../../server/ssr/inline-stylesheets';

const clientDir = mkdtempSync(join(tmpdir(), 'inline-css-'));
mkdirSync(join(clientDir, 'assets'));
writeFileSync(join(clientDir, 'assets/site-A1.css'), '.a{color:red}');
writeFileSync(join(clientDir, 'assets/page-B2.css'), '.b{content:"</style>"}');
afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

describe('inlined stylesheets', () => {
  const inline = createStylesheetInliner(clientDir);

  it('replaces the links of built CSS files, in both spellings Vite and the preloads write, by their contents', () => {
    const html =
      '<link rel="stylesheet" crossorigin href="/assets/site-A1.css">' +
      '<link rel="stylesheet" href="/assets/page-B2.css" /><link rel="icon" href="/favicon.svg" />';
    expect(inline(html)).toBe(
      '<style>.a{color:red}</style><style>.b{content:"<\\/style>"}</style><link rel="icon" href="/favicon.svg" />',
    );
  });

  it('leaves other stylesheets alone', () => {
    const html = '<link rel="stylesheet" href="https://cdn.example.com/x.css" />';
    expect(inline(html)).toBe(html);
  });
});
