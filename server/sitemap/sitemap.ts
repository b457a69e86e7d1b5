import type { SitePage } from '../../shared/site-content';
import { routedPagePaths } from '../../shared/routed-site-pages';
import type { Article } from '../../shared/article';
import type { Job } from '../../shared/job';
import { jobPagePath, pathOf, type Screen } from '../../shared/route-paths';
import { screensWith } from '../../shared/screen-routes';

/** The screens a search engine should find (the route table's `inSitemap`), by their main reading. */
export const sitemapScreens: readonly Screen[] = screensWith('inSitemap');

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

interface SitemapEntry {
  path: string;
  lastmod?: string;
}

/** The path of a blog article's page. */
export const articlePagePath = (article: Pick<Article, '_id'>) => `/blog/${encodeURIComponent(article._id)}`;

/**
 * `/sitemap.xml` (https://www.sitemaps.org/protocol.html): every public page, every open job
 * (lastmod: when its source last changed it, or posted it) and every blog article, as absolute
 * URLs on `origin`. One file holds 50,000 URLs; a company with more jobs needs a sitemap index.
 * The seed's sample posting is listed only where it is one of the jobs (`sampleJob`): elsewhere
 * it would advertise a job that does not exist; the blog's page only when it has articles.
 */
export function sitemapXml(
  origin: string,
  jobs: readonly Job[],
  articles: readonly Article[],
  { sampleJob, pages }: { sampleJob: boolean; pages: readonly Pick<SitePage, 'path' | 'inSitemap'>[] },
): string {
  // The folder's pages are listed as their front matter says: a routed one (/culture) in the
  // route table's place, when the folder has it; any other after the screens.
  const routedPaths = new Set(Object.values(routedPagePaths));
  const listed = new Set(pages.filter((page) => page.inSitemap).map((page) => page.path));
  const entries: SitemapEntry[] = [
    ...sitemapScreens
      .filter((screen) => sampleJob || screen !== 'jobDetail')
      // A blog without articles has a page saying so, which is nothing to find.
      .filter((screen) => articles.length > 0 || screen !== 'blogList')
      .filter((screen) => !routedPaths.has(pathOf(screen)) || listed.has(pathOf(screen)))
      .map((screen) => ({ path: pathOf(screen) })),
    ...[...listed].filter((path) => !routedPaths.has(path)).map((path) => ({ path })),
    ...jobs.map((job) => ({ path: jobPagePath(job), lastmod: job.updatedAt ?? job.postedAt })),
    ...articles.map((article) => ({ path: articlePagePath(article), lastmod: article.createdAt })),
  ];
  const urls = entries.map(
    ({ path, lastmod }) =>
      `<url><loc>${escapeXml(`${origin}${path}`)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** `/robots.txt`: the whole site may be crawled, and the sitemap is at `origin`. */
export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`;
}
