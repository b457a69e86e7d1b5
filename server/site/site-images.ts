import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import { extname, join, relative, sep } from 'node:path';
import { type PictureSize, pictureSize } from './picture-size';

/** The picture types a site folder may hold, by extension, with the type they are served as. */
export const imageTypes: Readonly<Record<string, string>> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
};

/** A picture larger than this is refused: it would cost a phone on a mobile network seconds. */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

/** An SVG picture this small is also kept as a data address (the header's logo draws without a request). */
const MAX_INLINE_SVG_BYTES = 4096;

/** Where the site's pictures are served; the address carries the file's hash, so it can be cached for a year. */
export const SITE_IMAGES_PATH = '/site-images';

export interface SiteImage {
  /** As the folder names it: `images/team.svg`. */
  path: string;
  file: string;
  type: string;
  /** The address pages use: `/site-images/team.svg?v=<hash>`. */
  url: string;
  version: string;
  /** A small SVG's bytes as a `data:` address (MAX_INLINE_SVG_BYTES at most). */
  dataUrl?: string;
  /** What its header says, where it is read (server/site/picture-size.ts). */
  size?: PictureSize;
}

export interface ImageListing {
  images: Map<string, SiteImage>;
  /** Files of images/ that cannot be served, each with why. */
  refused: { path: string; reason: string }[];
}

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true }).catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/** Every picture of `siteDir/images`, hashed for its address. */
export async function listSiteImages(siteDir: string): Promise<ImageListing> {
  const images = new Map<string, SiteImage>();
  const refused: ImageListing['refused'] = [];
  // Read side by side: one after another, the waits for the disk would be most of the start's time.
  const files = await filesUnder(join(siteDir, 'images'));
  const read = await Promise.all(
    files.map(async (file) => {
      const path = relative(siteDir, file).split(sep).join('/');
      const type = imageTypes[extname(file).toLowerCase()];
      if (!type) return { path, reason: `is not a picture this site serves (${Object.keys(imageTypes).join(', ')})` };
      const { size: fileBytes } = await stat(file);
      if (fileBytes > MAX_IMAGE_BYTES) {
        return { path, reason: `is ${(fileBytes / 2 ** 20).toFixed(1)} MB, more than the 2 MB a picture may be` };
      }
      const bytes = await readFile(file);
      const version = createHash('sha256').update(bytes).digest('base64url').slice(0, 10);
      const name = path.slice('images/'.length);
      const dataUrl =
        type === 'image/svg+xml' && fileBytes <= MAX_INLINE_SVG_BYTES
          ? `data:image/svg+xml;base64,${bytes.toString('base64')}`
          : undefined;
      const size = pictureSize(bytes, type);
      const image: SiteImage = {
        path,
        file,
        type,
        version,
        url: `${SITE_IMAGES_PATH}/${name}?v=${version}`,
        ...(size ? { size } : {}),
      };
      return { path, image: dataUrl ? { ...image, dataUrl } : image };
    }),
  );
  for (const entry of read.sort((a, b) => a.path.localeCompare(b.path))) {
    if ('image' in entry && entry.image) images.set(entry.path, entry.image);
    else if ('reason' in entry && entry.reason) refused.push({ path: entry.path, reason: entry.reason });
  }
  return { images, refused };
}
