import { resolve } from 'node:path';
import compression from 'compression';
import express, { type Express } from 'express';
import type { DataSource } from '../shared/data-source';
import { createBlogService } from './blog/blog-service';
import { blogRoutes } from './blog/blog-routes';
import { createEmbeddedBlogSource } from './blog/embedded-blog-source';
import { createUpstreamBlogSource } from './blog/upstream-blog-source';
import { type Config, loadConfig } from './config';
import { type ReadinessCheck, healthRoutes } from './health/health-routes';
import { apiNotFound, errorHandler } from './http/error-handler';
import { requestLogging } from './http/request-logging';
import { jobsRoutes } from './jobs/jobs-routes';
import { createJobsService } from './jobs/jobs-service';
import { createLogger, type Logger } from './logger';
import { loadBuiltPageRenderer } from './ssr/built-page-renderer';
import type { PageRenderer } from './ssr/page-renderer';
import { pageRoutes } from './ssr/page-routes';
import { createServerDataSource } from './ssr/server-data-source';

export interface AppOptions {
  /** Default: read from `process.env`. */
  config?: Config;
  /** Default: a pino logger at the configured level. */
  logger?: Logger;
  /** Default: the production build in `./dist` (run `npm run build` first). */
  pages?: PageRenderer;
  /** Replaces parts of what page loaders read on the server; tests inject faults through it. */
  dataSource?: Partial<DataSource>;
  /** Extra checks behind `/readyz`. */
  readinessChecks?: ReadinessCheck[];
}

/**
 * Builds the whole site as an Express app without listening, so that tests (ours and other
 * teams') can drive it with supertest. `server/index.ts` is the process around it.
 */
export async function createApp(options: AppOptions = {}): Promise<Express> {
  const config = options.config ?? loadConfig();
  const logger = options.logger ?? createLogger(config);
  const pages = options.pages ?? (await loadBuiltPageRenderer(resolve('dist')));
  const jobs = createJobsService(config.JOB_BOARD_URL);
  const blog = createBlogService({
    source: config.BLOG_API_URL
      ? createUpstreamBlogSource(config.BLOG_API_URL, config.BLOG_TIMEOUT_MS, logger)
      : createEmbeddedBlogSource(),
    blogType: config.BLOG_TYPE,
    ttlMs: config.BLOG_CACHE_TTL_MS,
    staleMs: config.BLOG_STALE_MS,
    logger,
  });
  const site = { siteName: config.SITE_NAME, jobBoardUrl: config.JOB_BOARD_URL };
  const dataSource = { ...createServerDataSource({ site, jobs, blog }), ...options.dataSource };

  const app = express();
  app.disable('x-powered-by');
  // Probes come before logging: an orchestrator polling every few seconds would drown the log.
  app.use(healthRoutes(options.readinessChecks ?? [], logger));
  app.use(requestLogging(logger));
  app.use(compression());
  app.use(pages.assets);
  app.get('/api/site', (_req, res) => {
    res.json({ data: site });
  });
  app.use(jobsRoutes(jobs));
  app.use(blogRoutes(blog));
  app.use('/api', apiNotFound);
  app.get(
    '/{*splat}',
    pageRoutes(pages, () => dataSource),
  );
  app.use(errorHandler);
  return app;
}
