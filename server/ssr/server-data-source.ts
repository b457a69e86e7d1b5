import type { Request } from 'express';
import type { ApplicationService } from '../application/application-service';
import { currentOwner } from '../application/draft-owner';
import { isArticleId } from '../../shared/article';
import { type DataSource, DataUnavailableError } from '../../shared/data-source';
import type { SiteSettings } from '../../shared/site';
import { BlogUpstreamError } from '../blog/blog-upstream-error';
import type { BlogService } from '../blog/blog-service';
import type { JobsService } from '../jobs/jobs-service';

/** Upstream failures become the data source's "unavailable", which pages answer with 503. */
async function unlessUnavailable<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof BlogUpstreamError) throw new DataUnavailableError(error.message);
    throw error;
  }
}

/** What server-side loaders read that is the same for every request. */
export type SharedDataSource = Omit<DataSource, 'getSessionUser' | 'getApplication'>;

/** The data source of server-side loaders: direct calls, no HTTP hop to this same server. */
export function createServerDataSource(services: {
  site: SiteSettings;
  jobs: JobsService;
  blog: BlogService;
}): SharedDataSource {
  return {
    getSite: async () => services.site,
    listJobs: async (query) => services.jobs.list(query),
    listArticles: () => unlessUnavailable(async () => (await services.blog.list()).articles),
    getArticle: (id) =>
      unlessUnavailable(async () => (isArticleId(id) ? ((await services.blog.article(id))?.article ?? null) : null)),
  };
}

/** The data source of one request: the shared services plus this request's session. */
export function requestDataSource(shared: SharedDataSource, application: ApplicationService, req: Request): DataSource {
  const user = req.session?.user ?? null;
  return {
    ...shared,
    getSessionUser: async () => user,
    getApplication: async () => {
      const [draft, submitted] = await Promise.all([
        application.draft(currentOwner(req)),
        user ? application.submitted(user.uid) : null,
      ]);
      return { draft, submitted };
    },
  };
}
