import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readSiteFolder } from '../../server/site/read-site-folder';
import { readSiteFolderOnce } from '../../server/site/site-folder-cache';
import { removeSiteFolderCopies, siteFolderCopy, unsetLinkSettings } from '../support/site-folders';

const dataDir = mkdtempSync(join(tmpdir(), 'site-cache-'));
afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
  removeSiteFolderCopies();
});
const options = { settings: unsetLinkSettings };
const cacheFile = join(dataDir, 'site-folder.json');

/** The cache file with its pages' and articles' titles changed: what a start that reads it (and not the folder) serves. */
function markCachedPages() {
  writeFileSync(cacheFile, readFileSync(cacheFile, 'utf8').replaceAll('"title":"', '"title":"(cached) '));
}

describe('the site folder read once, kept for restarts of the same build', () => {
  it('is read from the folder the first time, and as it was read by the next start', async () => {
    const { dir } = siteFolderCopy();
    const cache = { dataDir, buildId: 'build-1' };
    const first = await readSiteFolderOnce(dir, options, cache);
    expect(first).toEqual(await readSiteFolder(dir, options));
    expect(existsSync(cacheFile)).toBe(true);

    markCachedPages();
    const again = await readSiteFolderOnce(dir, options, cache);
    expect(again.pages.get('culture')?.title).toMatch(/^\(cached\) /);
    expect(again.articles[0]?.title).toMatch(/^\(cached\) /);
    expect({ ...again, pages: undefined, articles: undefined }).toEqual({
      ...first,
      pages: undefined,
      articles: undefined,
    });
  });

  it('is read from the folder again when a page, an article, a picture, the settings or the build changed', async () => {
    const folder = siteFolderCopy();
    const cache = { dataDir, buildId: 'build-1' };
    await readSiteFolderOnce(folder.dir, options, cache);
    const readAfter = async (change: () => void, changedCache = cache, changedOptions = options) => {
      markCachedPages();
      change();
      return (await readSiteFolderOnce(folder.dir, changedOptions, changedCache)).pages.get('culture')?.title ?? '';
    };
    expect(await readAfter(() => folder.edit('pages/culture.md', (text) => `${text}\nMore.\n`))).not.toMatch(/cached/);
    expect(await readAfter(() => folder.edit('blog/flexible-hours.md', (text) => `${text}\nMore.\n`))).not.toMatch(
      /cached/,
    );
    expect(
      await readAfter(() => folder.write('images/new.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>')),
    ).not.toMatch(/cached/);
    expect(await readAfter(() => {}, { dataDir, buildId: 'build-2' })).not.toMatch(/cached/);
    expect(
      await readAfter(() => {}, cache, { settings: { ...unsetLinkSettings, JOB_BOARD_URL: 'https://jobs.example' } }),
    ).not.toMatch(/cached/);
  });

  it('is read from the folder at every start without a build id (the server run from its sources)', async () => {
    const { dir } = siteFolderCopy();
    await readSiteFolderOnce(dir, options, { dataDir, buildId: 'build-3' });
    markCachedPages();
    const read = await readSiteFolderOnce(dir, options, { dataDir, buildId: undefined });
    expect(read.pages.get('culture')?.title).not.toMatch(/cached/);
  });
});
