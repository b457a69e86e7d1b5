import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createStylesheetReader } from '../../server/pages/inline-stylesheets';

const clientDir = mkdtempSync(join(tmpdir(), 'inline-css-'));
mkdirSync(join(clientDir, 'assets'));
writeFileSync(join(clientDir, 'assets/site-A1.css'), '.a{color:red}');
writeFileSync(join(clientDir, 'assets/page-B2.css'), '.b{content:"</style>"}');
writeFileSync(join(clientDir, 'secret.css'), '.c{}');
afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

describe('the stylesheets pages inline', () => {
  const read = createStylesheetReader(clientDir);

  it('gives the text of a built stylesheet by its URL, with a closing style tag escaped', () => {
    expect(read('/assets/site-A1.css')).toBe('.a{color:red}');
    expect(read('/assets/page-B2.css')).toBe('.b{content:"<\\/style>"}');
  });

  it('gives nothing for other URLs, which the page links instead', () => {
    for (const href of [
      'https://cdn.example.com/x.css',
      '/secret.css',
      '/assets/../secret.css',
      '/assets/missing.css',
    ]) {
      expect(read(href)).toBeUndefined();
    }
  });
});
