import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { SitePage } from '../../shared/site-content';
import { writePrivateFile } from '../storage/private-files';
import type { ReadSiteOptions, SiteFolder } from './read-site-folder';
import { type ImageListing, listSiteImages } from './site-images';

/**
 * What a read of the folder keeps: everything but its place and its pictures, which are listed
 * (and hashed) at each start; the pages' map as its entries. Under the key of what it was read from.
 */
interface CachedRead {
  key: string;
  read: Omit<SiteFolder, 'dir' | 'images' | 'pages'> & { pages: [string, SitePage][] };
}

/** The cache's file in DATA_DIR: one folder's read, the last. */
const CACHE_FILE = 'site-folder.json';

/**
 * The site folder as readSiteFolder reads it, from the read an earlier start of this same build
 * kept in `dataDir` when nothing of the folder has changed since: the same bytes (site.yaml, the
 * pages, the pictures' hashes) with the same settings read the same, so the folder is as checked as
 * it was then. Reading and rendering it (YAML, Markdown, the HTML sanitizer: a quarter of a
 * restart's time, bench/page-rendering.ts) is done, and those modules loaded, only when it has
 * changed, or on a first start. Without a build id (the server run from its sources) every start
 * reads the folder.
 */
export async function readSiteFolderOnce(
  dir: string,
  options: ReadSiteOptions,
  cache: { dataDir: string; buildId: string | undefined },
): Promise<SiteFolder> {
  const listing = cache.buildId ? await listSiteImages(dir) : undefined;
  const key = cache.buildId && listing && (await folderKey(dir, options, cache.buildId, listing));
  const file = join(cache.dataDir, CACHE_FILE);
  if (key && listing) {
    const kept = await readFile(file, 'utf8').then(
      (text) => JSON.parse(text) as CachedRead,
      () => null,
    );
    if (kept?.key === key) {
      return { ...kept.read, dir, pages: new Map(kept.read.pages), images: listing.images };
    }
  }
  const { readSiteFolder } = await import('./read-site-folder');
  const folder = await readSiteFolder(dir, options);
  if (key) {
    // Not its place or its pictures, which the next start finds again.
    const { dir: place, images, ...kept } = folder;
    const read: CachedRead = { key, read: { ...kept, pages: [...folder.pages] } };
    // Another process never reads half of it (writePrivateFile renames it into place).
    await writePrivateFile(file, JSON.stringify(read)).catch(() => {
      // A DATA_DIR it cannot write: the next start reads the folder again, as it would anyway.
    });
  }
  return folder;
}

/** What the read depends on: the build, the settings, and every file of the folder. */
async function folderKey(
  dir: string,
  options: ReadSiteOptions,
  buildId: string,
  { images, refused }: ImageListing,
): Promise<string | undefined> {
  const hash = createHash('sha256').update(buildId).update(JSON.stringify(options));
  const yaml = await readFile(join(dir, 'site.yaml')).catch(() => undefined);
  // A folder without its site.yaml is refused by the full read, which says so.
  if (!yaml) return undefined;
  hash.update(yaml);
  for (const folder of ['pages', 'blog']) {
    const names = (await readdir(join(dir, folder)).catch(() => [] as string[])).sort();
    for (const name of names) {
      hash.update(`\0${folder}:${name}\0`);
      hash.update(await readFile(join(dir, folder, name)).catch(() => Buffer.alloc(0)));
    }
  }
  for (const image of images.values()) hash.update(`\0image:${image.path}:${image.version}`);
  for (const file of refused) hash.update(`\0refused:${file.path}`);
  return hash.digest('base64url');
}
