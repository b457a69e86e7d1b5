// `npm run check-site -- DIR` (in the container: `node dist/server/check-site.js DIR`): reads a
// site folder as the server does at start, and says what is wrong with it, file and line, without
// starting anything. DIR defaults to SITE_DIR, then `site`. Exits 1 when the folder does not read.
import { resolve } from 'node:path';
import { readSiteFolder } from './site/read-site-folder';
import { SiteFolderError } from './site/site-folder-problems';
import { linkSettingNames, type SiteFolderConfig, siteFolderOptions } from './site/site-folder-options';

const dir = resolve(process.argv[2] ?? process.env.SITE_DIR ?? 'site');
// The variables as the server reads them, unchecked: a link naming a bad one is refused by the reader.
const setting = (name: string) => process.env[name] || undefined;
const config = Object.fromEntries(
  (['SITE_NAME', ...linkSettingNames] as const).map((name) => [name, setting(name)]),
) as SiteFolderConfig;
const started = performance.now();
try {
  const site = await readSiteFolder(dir, siteFolderOptions(config));
  const ms = Math.round(performance.now() - started);
  console.log(`${dir}: ${site.siteName}, ${site.pages.size} pages, ${site.images.size} pictures: it reads (${ms} ms)`);
} catch (error) {
  if (!(error instanceof SiteFolderError)) throw error;
  for (const problem of error.problems) console.error(problem);
  console.error(`${dir}: ${error.problems.length} ${error.problems.length === 1 ? 'problem' : 'problems'}`);
  process.exitCode = 1;
}
