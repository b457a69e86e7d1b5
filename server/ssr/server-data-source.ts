import { isArticleId } from '../../shared/article';
import { type DataSource, DataUnavailableError } from '../../shared/data-source';
import { BlogUpstreamError } from '../blog/blog-upstream-error';
import type { BlogService } from '../blog/blog-service';
import type { JobsService } from '../jobs/jobs-service';
import type { SiteSettings } from '../../shared/site';

/** Upstream failures become the data source's "unavailable", which pages answer with 503. */
async function unlessUnavailable<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof BlogUpstreamError) throw new DataUnavailableError(error.message);
    throw error;
  }
}

/** The data source of server-side loaders: direct calls, no HTTP hop to this same server. */
export function createServerDataSource(services: {
  site: SiteSettings;
  jobs: JobsService;
  blog: BlogService;
}): DataSource {
  return {
    getSite: async () => services.site,
    listJobs: async (query) => services.jobs.list(query),
    listArticles: () => unlessUnavailable(async () => (await services.blog.list()).articles),
    getArticle: (id) =>
      unlessUnavailable(async () => (isArticleId(id) ? ((await services.blog.article(id))?.article ?? null) : null)),
  };
}
