import type { IncomingMessage } from 'node:http';
import { Router } from 'express';
import type { BlogService } from '../blog/blog-service';
import { BlogUpstreamError } from '../blog/blog-upstream-error';
import { HttpError } from '../../shared/http-error';
import type { JobsService } from '../jobs/jobs-service';
import { JobsUnavailableError } from '../jobs/jobs-unavailable-error';
import type { SitePage } from '../../shared/site-content';
import { robotsTxt, sitemapXml } from './sitemap';

export interface SitemapRoutesOptions {
  jobs: JobsService;
  blog: BlogService;
  /** PUBLIC_URL: the site's origin, when it is one for every request. */
  publicUrl: string | undefined;
  /** The origin addresses are written with: PUBLIC_URL, or the request's own (server/http/request-origin.ts). */
  originOf: (req: IncomingMessage) => string;
  /** The site folder's pages. */
  sitePages: () => ReadonlyMap<string, SitePage>;
}

/** `GET /sitemap.xml` and `GET /robots.txt` (which names the sitemap, as it must, absolutely). */
export function sitemapRoutes({ jobs, blog, publicUrl, originOf, sitePages }: SitemapRoutesOptions): Router {
  const router = Router();
  // A sitemap written from a request's Host must not be kept by a shared cache for other hosts.
  const cacheControl = publicUrl ? 'public, max-age=300' : 'private, no-cache';
  router.get('/sitemap.xml', async (req, res) => {
    const [openJobs, articles] = await Promise.all([jobs.all(), blog.list()]).catch((error: unknown) => {
      if (error instanceof JobsUnavailableError || error instanceof BlogUpstreamError) {
        throw new HttpError(503, 'unavailable', 'The sitemap cannot be written right now. Please try again shortly.');
      }
      throw error;
    });
    res
      .type('application/xml')
      .set('Cache-Control', cacheControl)
      .send(
        sitemapXml(originOf(req), openJobs, articles.articles, {
          sampleJob: jobs.sampleJob,
          pages: [...sitePages().values()],
        }),
      );
  });
  router.get('/robots.txt', (req, res) => {
    res
      .type('text/plain')
      .set('Cache-Control', cacheControl)
      .send(robotsTxt(originOf(req)));
  });
  return router;
}
