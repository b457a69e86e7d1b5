import { watch } from 'node:fs';
import type { Logger } from 'pino';
import type { ReadSiteOptions, SiteFolder } from './read-site-folder';
import { readSiteFolderOnce } from './site-folder-cache';

/** The site folder the server serves now, read again on SIGHUP (or, in development, on save). */
export interface SiteService {
  current(): SiteFolder;
  /** Changes when the folder is read again: cached pages of an older version are not served. */
  version(): number;
  /** Reads the folder again; a folder with a problem is logged and the one before stays served. */
  reload(): Promise<boolean>;
  /** In development: reloads when a file of the folder changes. */
  watch(): void;
  close(): void;
}

/**
 * Reads `dir` (a problem stops the start: the SiteFolderError names the file and line), or the
 * read an earlier start of this build kept in `cache.dataDir` when the folder has not changed.
 */
export async function openSite(
  dir: string,
  options: ReadSiteOptions,
  logger: Logger,
  cache: { dataDir: string; buildId: string | undefined },
): Promise<SiteService> {
  // Advice (a picture of another shape than its place shows) is logged at each read, never refused.
  const readSiteFolder = async () => {
    const read = await readSiteFolderOnce(dir, options, cache);
    for (const warning of read.warnings) logger.warn({ dir }, `site folder: ${warning}`);
    return read;
  };
  let folder = await readSiteFolder();
  let version = 1;
  let watcher: ReturnType<typeof watch> | undefined;
  let pending: NodeJS.Timeout | undefined;
  const reload = async () => {
    try {
      folder = await readSiteFolder();
      version += 1;
      logger.info({ dir, pages: folder.pages.size }, 'site folder read again');
      return true;
    } catch (error) {
      logger.error({ err: error }, 'the site folder does not read: still serving the one read before');
      return false;
    }
  };
  return {
    current: () => folder,
    version: () => version,
    reload,
    watch() {
      // An editor's save is several events; one read after they settle.
      watcher ??= watch(dir, { recursive: true }, () => {
        clearTimeout(pending);
        pending = setTimeout(() => void reload(), 100);
      });
    },
    close() {
      clearTimeout(pending);
      watcher?.close();
    },
  };
}
