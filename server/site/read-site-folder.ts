import { readdir, readFile } from 'node:fs/promises';
import { isAbsolute, join, relative } from 'node:path';
import type { SiteFrame, SitePage } from '../../shared/site-content';
import { type FolderReading, readFields } from './folder-reading';
import { type FolderArticle, readSiteArticles } from './read-site-articles';
import { readSiteFrame, type SiteFacts } from './read-site-frame';
import { readSitePage } from './read-site-page';
import { routedPagePaths } from '../../shared/routed-site-pages';
import { isSitePath, type LinkSettings } from './site-links';
import { ProblemList } from './site-folder-problems';
import { listSiteImages, type SiteImage } from './site-images';
import { siteYamlSchema } from './site-schema';
import { readYaml } from './yaml-source';

/** The company's site as the server serves it, read from its folder at start (and on SIGHUP). */
export interface SiteFolder extends SiteFacts {
  dir: string;
  /** The brand's name: SITE_NAME when set, else site.yaml's `brand.name`. */
  siteName: string;
  frame: SiteFrame;
  /** The folder's pages by name (`culture` for pages/culture.md). */
  pages: ReadonlyMap<string, SitePage>;
  /** The pictures by their path in the folder (`images/team.svg`). */
  images: ReadonlyMap<string, SiteImage>;
  /** The blog's articles (`blog/*.md`), newest first: the blog unless BLOG_API_URL is set. */
  articles: FolderArticle[];
  /** Advice that refused nothing, each with its file and line: logged at start, printed by check-site. */
  warnings: string[];
}

const pageName = /^[a-z0-9][a-z0-9-]{0,60}$/;

export interface ReadSiteOptions {
  /** The settings a link may name (`${JOB_BOARD_URL}`). */
  settings: LinkSettings;
  /** SITE_NAME, which names the brand over site.yaml when set. */
  siteName?: string;
  /** Whether BLOG_API_URL is set: the blog is then the API's, and the folder's articles are not read. */
  blogApi?: boolean;
}

/** site.yaml's brand.name as written, for `{site}` in the other files: read before site.yaml is checked. */
function brandNameOf(yaml: unknown): string {
  const name = (yaml as { brand?: { name?: unknown } } | null | undefined)?.brand?.name;
  return typeof name === 'string' ? name : '';
}

/** A file's name in messages: relative to the working folder when inside it, as operators type it. */
function shown(file: string): string {
  const path = relative(process.cwd(), file);
  return path && !path.startsWith('..') && !isAbsolute(path) ? path : file;
}

async function pageFiles(dir: string): Promise<string[]> {
  const names = await readdir(join(dir, 'pages')).catch(() => [] as string[]);
  return names.filter((name) => name.endsWith('.md')).sort();
}

/**
 * Reads, checks and renders the site folder `dir`. Throws a SiteFolderError naming every
 * problem with its file and line; nothing of a folder with a problem is served.
 */
export async function readSiteFolder(dir: string, options: ReadSiteOptions): Promise<SiteFolder> {
  const problems = new ProblemList();
  const { images, refused } = await listSiteImages(dir);
  for (const image of refused) problems.add(shown(join(dir, image.path)), undefined, [], image.reason);

  const yamlFile = join(dir, 'site.yaml');
  const yamlText = await readFile(yamlFile, 'utf8').catch(() => undefined);
  if (yamlText === undefined) {
    problems.add(shown(yamlFile), undefined, [], 'no such file: a site folder needs its site.yaml');
    problems.throwIfAny();
  }
  const yamlSource = readYaml(yamlText ?? '', shown(yamlFile), problems);

  const pages: { name: string; path: string; file: string; content: string }[] = [];
  const fileNames = await pageFiles(dir);
  const contents = await Promise.all(fileNames.map((fileName) => readFile(join(dir, 'pages', fileName), 'utf8')));
  fileNames.forEach((fileName, index) => {
    const name = fileName.slice(0, -'.md'.length);
    const file = shown(join(dir, 'pages', fileName));
    const path = routedPagePaths[name] ?? `/${name}`;
    if (!pageName.test(name)) {
      problems.add(file, undefined, [], "a page's file name must be lower-case letters, digits and dashes");
    } else if (!routedPagePaths[name] && isSitePath(path, new Set())) {
      problems.add(file, undefined, [], `${path} is already a page of the site; choose another file name`);
    } else {
      pages.push({ name, path, file, content: contents[index] ?? '' });
    }
  });
  if (!pages.some((page) => page.name === 'home')) {
    problems.add(shown(join(dir, 'pages', 'home.md')), undefined, [], 'no such file: the home page (/) needs it');
  }

  const reading: FolderReading = {
    problems,
    images,
    settings: options.settings,
    pagePaths: new Set(pages.map((page) => page.path.toLowerCase())),
    siteName: options.siteName ?? brandNameOf(yamlSource.value),
    hasBlog: true,
  };
  const { value: yaml, fields } = readFields(reading, shown(yamlFile), yamlSource, siteYamlSchema);
  const articles = options.blogApi ? [] : await readSiteArticles(reading, dir, shown);
  // Without a blog, links to it are not shown (its page says there are no articles yet).
  reading.hasBlog = Boolean(options.blogApi) || articles.length > 0;
  const frame = yaml && readSiteFrame(fields, yaml, images);
  const sitePages = new Map<string, SitePage>();
  for (const page of pages) {
    const sitePage = readSitePage(reading, page);
    if (sitePage) sitePages.set(page.name, sitePage);
  }
  problems.throwIfAny();
  if (!frame) throw new Error('unreachable: site.yaml read without problems has a frame');
  const { jobCards, texts, jobPage, companyCountry, ...siteFrame } = frame;
  return {
    dir,
    siteName: reading.siteName,
    frame: siteFrame,
    jobCards,
    texts,
    ...(jobPage ? { jobPage } : {}),
    ...(companyCountry ? { companyCountry } : {}),
    pages: sitePages,
    images,
    articles,
    warnings: problems.warnings,
  };
}
