import { mkdirSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result as LighthouseReport } from 'lighthouse';
import { sampleArticle } from './concrete-path';
import { chromiumFlags, chromiumPath } from './chromium';
import { type ServerProcess, startServer } from './server-process';

/** Every public page and a wizard step: what `npm test` checks and `npm run bench` scores. */
export const lighthousePaths = [
  '/',
  '/culture',
  '/support',
  '/diversity',
  '/leadership',
  '/jobcategory',
  '/jobteam',
  '/joblistings',
  '/joblistings/View',
  '/blogs',
  `/blog/${sampleArticle._id}`,
  '/carrer/sign-in',
  '/carrer/Generalquestions',
];

export type { LighthouseReport };

export interface LighthouseSite {
  url: string;
  /**
   * One Lighthouse 12 run (its default mobile configuration) of `path` on the site (or of a full
   * address, such as the bench's control page), limited to `categories`
   * and any further `audits`. A run in which an audit itself failed leaves its category without a
   * score: that measured the tool, not the page (seen here: NO_NAVSTART, "Something went wrong with
   * recording the trace"), so it is repeated, at most twice, with the error logged.
   */
  audit(path: string, options: { categories: string[]; audits?: string[] }): Promise<LighthouseReport>;
  stop(): Promise<void>;
}

/**
 * The built server in production mode (with `env` added to its environment) and one Chromium
 * (Debian's, never a downloaded one) that every Lighthouse run of the session shares.
 */
export async function startLighthouseSite(name: string, env: Record<string, string> = {}): Promise<LighthouseSite> {
  const tempDir = resolve(`tests/.tmp/${name}`);
  mkdirSync(resolve(tempDir, 'profile'), { recursive: true });
  const server: ServerProcess = await startServer({
    env: {
      NODE_ENV: 'production',
      SESSION_SECRET: 'lighthouse-secret-of-thirty-two-chars',
      FIREBASE_AUTH_EMULATOR_HOST: '',
      ...env,
    },
  });
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    // chrome-launcher starts Chromium itself, so it asks for headless mode here.
    chromeFlags: ['--headless', ...chromiumFlags],
    userDataDir: resolve(tempDir, 'profile'),
    envVars: { ...process.env, TMPDIR: tempDir } as Record<string, string>,
  });

  // The first traces of a new Chromium can miss their navigation start (NO_NAVSTART: twice in a row
  // on the first page in one run here): one throwaway run comes first, so the pages' runs do not.
  await lighthouse(`${server.url}/`, { port: chrome.port, logLevel: 'silent', onlyCategories: ['seo'] }).catch(
    () => undefined,
  );

  async function audit(path: string, options: { categories: string[]; audits?: string[] }, attempts = 3) {
    // Visitors meet a running server: its page cache and compiled code are warm. A page's first
    // render after start (tens of milliseconds on a busy machine) would count as network time.
    const url = path.startsWith('http') ? path : `${server.url}${path}`;
    const warm = await fetch(url);
    if (warm.status !== 200) throw new Error(`${path} answered ${warm.status}, not 200`);
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: options.categories,
      // Lighthouse runs these on top of the categories' own audits.
      onlyAudits: options.audits,
      // The page's picture is for a report's viewer, and no audit here reads it: a run is faster
      // without it.
      disableFullPageScreenshot: true,
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
    const lhr = result.lhr;
    const unscored = options.categories.filter((category) => typeof lhr.categories[category]?.score !== 'number');
    const broken = (options.audits ?? []).filter((id) => lhr.audits[id]?.errorMessage);
    if (unscored.length === 0 && broken.length === 0) return lhr;
    const errors = Object.values(lhr.audits).filter((result) => result.errorMessage);
    // One trace error fails dozens of audits with the same message: the first says it.
    const why = lhr.runtimeError?.message ?? `${errors[0]?.id}: ${errors[0]?.errorMessage} (${errors.length} audits)`;
    if (attempts <= 1) throw new Error(`Lighthouse could not measure ${path}: ${why}`);
    console.warn(`Lighthouse ${path}: an audit failed (${why}); running it again`);
    return audit(path, options, attempts - 1);
  }

  return {
    url: server.url,
    audit: (path, options) => audit(path, options),
    async stop() {
      chrome.kill();
      await server.stop();
      rmSync(tempDir, { recursive: true, force: true });
    },
  };
}

/** A category's score as Lighthouse shows it, 0–100. */
export const scoreOf = (lhr: LighthouseReport, category: string) =>
  Math.round((lhr.categories[category]?.score ?? 0) * 100);

/** The audits of a category that did not pass, with their values: the message of a failed check. */
export function failingAudits(lhr: LighthouseReport, category: string): string[] {
  return (lhr.categories[category]?.auditRefs ?? [])
    .map((ref) => lhr.audits[ref.id]!)
    .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'informative')
    .map((audit) => `${audit.id}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
}
