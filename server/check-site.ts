// `npm run check-site -- DIR` (in the container: `node dist/server/check-site.js DIR`): reads a
// site folder as the server does at start, and says what is wrong with it, file and line, without
// starting anything; with JOBS_SOURCE=file:<path>, the jobs file too. DIR defaults to SITE_DIR,
// then `site`. Exits 1 when either does not read.
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { SAMPLE_JOB_BOARD_URL } from '../shared/site';
import { JobsFileError, parseJobsFile } from './jobs/jobs-file';
import { readSiteFolder } from './site/read-site-folder';
import { SiteFolderError } from './site/site-folder-problems';
import { linkSettingNames, type SiteFolderConfig, siteFolderOptions } from './site/site-folder-options';

const dir = resolve(process.argv[2] ?? process.env.SITE_DIR ?? 'site');
// The variables as the server reads them, unchecked: a link naming a bad one is refused by the reader.
const setting = (name: string) => process.env[name] || undefined;
const config = Object.fromEntries(
  (['SITE_NAME', 'BLOG_API_URL', ...linkSettingNames] as const).map((name) => [name, setting(name)]),
) as SiteFolderConfig;

async function checkFolder(): Promise<boolean> {
  const started = performance.now();
  try {
    const site = await readSiteFolder(dir, siteFolderOptions(config));
    const ms = Math.round(performance.now() - started);
    for (const warning of site.warnings) console.warn(`advice: ${warning}`);
    console.log(
      `${dir}: ${site.siteName}, ${site.pages.size} pages, ${site.images.size} pictures: it reads (${ms} ms)`,
    );
    return true;
  } catch (error) {
    if (!(error instanceof SiteFolderError)) throw error;
    for (const problem of error.problems) console.error(problem);
    console.error(`${dir}: ${error.problems.length} ${error.problems.length === 1 ? 'problem' : 'problems'}`);
    return false;
  }
}

/** The jobs file JOBS_SOURCE names, read as the server reads it at start (server/config.ts reads the same prefix). */
async function checkJobsFile(): Promise<boolean> {
  const path = /^file:(.+)$/.exec(process.env.JOBS_SOURCE?.trim() ?? '')?.[1]?.trim();
  if (!path) return true;
  const file = resolve(path);
  try {
    const content = await readFile(file, 'utf8');
    const jobs = await parseJobsFile(file, content, setting('JOB_BOARD_URL') ?? SAMPLE_JOB_BOARD_URL);
    console.log(`${file}: ${jobs.length} ${jobs.length === 1 ? 'job' : 'jobs'}: it reads`);
    return true;
  } catch (error) {
    if (error instanceof JobsFileError) console.error(error.message);
    else if ((error as NodeJS.ErrnoException).code === 'ENOENT')
      console.error(`JOBS_SOURCE file ${file}: no such file`);
    else throw error;
    return false;
  }
}

// Both, whatever the first says: every problem is told at once.
const folderReads = await checkFolder();
const jobsRead = await checkJobsFile();
if (!folderReads || !jobsRead) process.exitCode = 1;
