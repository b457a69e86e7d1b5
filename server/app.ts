import type { RequestListener } from 'node:http';
import { resolve } from 'node:path';
import compression from 'compression';
import express from 'express';
import { sitePageNameAt } from '../shared/routed-site-pages';
import { alertsRoutes, oneClickUnsubscribe } from './alerts/alerts-routes';
import { applicationRoutes } from './application/application-routes';
import { landingSourceCookie, rememberLandingSource } from './application/landing-source';
import { sessionRoutes } from './auth/session-routes';
import { signInLinkRoutes } from './auth/sign-in-link-routes';
import { blogRoutes, freshBlogAnswer } from './blog/blog-routes';
import { candidateRoutes } from './candidate/candidate-routes';
import { type Config, loadConfig } from './config';
import { type ReadinessCheck, healthRoutes } from './health/health-routes';
import { apiNotFound, errorHandler } from './http/error-handler';
import { createFastPath } from './http/fast-path';
import { openApiRoute } from './http/openapi-route';
import { refuseCrossSite } from './http/refuse-cross-site';
import { requestListenerOf } from './http/request-listener';
import { requestLogging } from './http/request-logging';
import { requestOrigin } from './http/request-origin';
import { isSecureRequest } from './http/request-protocol';
import { fixedSecurityHeaders, securityHeaders, type SecurityHeaderOptions } from './http/security-headers';
import { trustProxies } from './http/trust-proxies';
import { unansweredRequest } from './http/unanswered-request';
import { jobsRoutes } from './jobs/jobs-routes';
import { rateLimitStore } from './limits/rate-limit-store';
import { createLogger, type Logger } from './logger';
import { metricsRoute } from './metrics/metrics-route';
import { loadBuiltPages, type PageBuild } from './pages/page-build';
import { cachedPages, createPageCache } from './pages/page-cache';
import { type PageData, pageContexts } from './pages/page-context';
import { pageHandler } from './pages/page-handler';
import { startPurges } from './purges';
import { recruiterRateLimit } from './recruiter/recruiter-rate-limit';
import { recruiterRoutes } from './recruiter/recruiter-routes';
import { serviceSettings } from './service-settings';
import { createServices } from './services';
import { anonymousSessionExpiry } from './session/anonymous-session-expiry';
import { sessionMiddleware } from './session/session-middleware';
import { siteImagesRoute } from './site/site-images-route';
import { sitemapRoutes } from './sitemap/sitemap-routes';

export interface AppOptions {
  /** Default: read from `process.env`. */
  config?: Config;
  /** Default: a pino logger at the configured level. */
  logger?: Logger;
  /** Default: the production build in `./dist` (run `npm run build` first). */
  pages?: PageBuild;
  /** Replaces what page loaders read of the shared data; tests count reads and inject faults through it. */
  pageData?: Partial<PageData>;
  /** Extra checks behind `/readyz` (the database is always checked). */
  readinessChecks?: ReadinessCheck[];
  /** Default true; the development server turns it off (Vite's hot reload injects inline scripts). */
  contentSecurityPolicy?: boolean;
  /**
   * The resume workers' module. Default: the built one beside the server, or, run from source, its
   * TypeScript through tsx. Tests of the built app name the build's (dist/server/resume-worker.js).
   */
  resumeWorkerFile?: string;
}

/**
 * The site's Express app; `close()` releases the database and Firebase when you are done with
 * it; `reloadJobs()` reads the jobs file again and `reloadSite()` the site folder (server/index.ts
 * calls them on SIGHUP; `watchSite()`, in development, on every save).
 * `requestListener` is what the HTTP server runs: the same app behind the fast path, which answers
 * cached pages and blog answers before Express runs (the app answers them the same way, slower).
 */
export type CareersApp = express.Express & {
  close(): Promise<void>;
  reloadJobs(): Promise<void>;
  /** False when the folder no longer reads: the one read before is still served. */
  reloadSite(): Promise<boolean>;
  watchSite(): void;
  requestListener: RequestListener;
};

/**
 * Builds the whole site as an Express app without listening, so that tests (ours and other
 * teams') can drive it with supertest. `server/index.ts` is the process around it. The services
 * are built in server/services.ts; here is the order a request meets them in.
 */
export async function createApp(options: AppOptions = {}): Promise<CareersApp> {
  const config = options.config ?? loadConfig();
  const logger = options.logger ?? createLogger(serviceSettings.logger(config));
  const pages = options.pages ?? (await loadBuiltPages(resolve('dist')));
  const services = await createServices(config, logger, { resumeWorkerFile: options.resumeWorkerFile });
  const { site, metrics, jobs, blog, storage, application, alerts, recruiter, writeLimit, limitCounts } = services;
  const stopPurges = startPurges({
    storage,
    emailFiles: services.emailFiles,
    logger,
    abandonedDraftMs: services.visitorDrafts.maxAgeMs,
    retentionDays: config.storage.APPLICATION_RETENTION_DAYS,
  });
  const { PUBLIC_URL: publicUrl, NODE_ENV } = config.server;
  const app = express();
  app.disable('x-powered-by');
  const trustProxy = trustProxies(app, config.server.TRUST_PROXY);
  const security: SecurityHeaderOptions = {
    signIn: services.firebase?.web ?? null,
    production: NODE_ENV === 'production',
    contentSecurityPolicy: options.contentSecurityPolicy !== false,
  };
  const originOf = (req: Parameters<typeof requestOrigin>[0]) => requestOrigin(req, publicUrl, trustProxy);
  // Pages show the blog's articles and the jobs: a change of either makes cached pages stale.
  // Cached pages are answered without calling blog.list() or jobs.list(), so each look-up
  // refreshes a stale list (in the background), or a change would wait for the page to expire.
  const pageCache = createPageCache({
    maxBytes: config.operations.PAGE_CACHE_MB,
    counted: metrics.pageCacheLookup,
    // Pages with a request's own origin in them (structured data) are that origin's alone.
    originOf: publicUrl ? undefined : originOf,
    dataVersion: () => {
      blog.refreshListIfStale();
      jobs.refreshIfStale();
      return `${blog.listVersion()}.${jobs.version()}.${site.version()}`;
    },
  });

  // Cached pages and blog answers with the headers the middleware below would give them, computed
  // once per answer: about a tenth of the CPU per request (bench/fast-path.ts).
  const fastPath = createFastPath({
    lookups: [(req) => pageCache.lookup(req), freshBlogAnswer(blog)],
    securityHeaders: fixedSecurityHeaders(security),
    hsts: (req) => security.production && isSecureRequest(req, trustProxy),
    cookie: (req) => landingSourceCookie(req, isSecureRequest(req, trustProxy)),
    logger,
  });
  // First in the app too, so that the app answers a hit as the request listener below does.
  app.use((req, res, next) => {
    metrics.timeRequest(req, res);
    if (!fastPath(req, res)) next();
  });
  // Probes come before logging: an orchestrator polling every few seconds would drown the log.
  app.use(healthRoutes([{ name: 'database', check: storage.ping }, ...(options.readinessChecks ?? [])], logger));
  // A scraper's requests every few seconds would drown the log as probes would.
  app.use(metricsRoute(metrics, serviceSettings.metrics(config).METRICS_TOKEN, logger));
  app.use(requestLogging(logger));
  app.use(rememberLandingSource);
  app.use(securityHeaders(security));
  // Before the cross-site guard: mail providers post it from their own origin (alerts-routes.ts).
  app.use(oneClickUnsubscribe({ service: alerts }));
  app.use(refuseCrossSite);
  app.use(compression());
  // Before the assets: robots.txt is written here, naming the sitemap by its absolute URL.
  app.use(sitemapRoutes({ jobs, blog, publicUrl, originOf, sitePages: () => site.current().pages }));
  app.use(siteImagesRoute(() => site.current().images));
  // Assets are served before sessions: a script or image never touches the session store.
  app.use(pages.assets);
  // Likewise anonymous pages already rendered: no session is looked up or started for them.
  app.use(cachedPages(pageCache));
  // No session is looked up for the API's description either (it is public, and cacheable).
  app.get('/api/openapi.json', openApiRoute());
  app.use(
    sessionMiddleware({
      store: storage.sessionStore,
      secret: services.secret,
      maxAgeMs: config.signIn.SESSION_MAX_AGE_MS,
    }),
  );
  app.use(anonymousSessionExpiry());
  app.get('/api/site', (_req, res) => {
    res.json({ data: services.siteSettings() });
  });
  app.use(
    sessionRoutes({
      verifier: services.verifier,
      requestsPerMinute: config.limits.AUTH_RATE_LIMIT_PER_MINUTE,
      limitStore: rateLimitStore(limitCounts, 'sign-in-per-client'),
      logger,
      handOver: services.handOver,
      offerDraft: (draftId) => application.offerDraft(draftId),
      onSignIn: services.signedIn,
    }),
  );
  app.use(
    signInLinkRoutes({
      links: services.signInLinks,
      publicUrl,
      production: NODE_ENV === 'production',
      counts: limitCounts,
      linksPerClientPerHour: config.limits.SIGN_IN_LINKS_PER_CLIENT_PER_HOUR,
      handOver: services.handOver,
      brand: services.emailBrand,
      enqueue: storage.outbox.add,
      wake: services.notifications.wake,
      logger,
    }),
  );
  app.use(applicationRoutes(application, writeLimit, services.resumeUploads));
  app.use(jobsRoutes(jobs, services.isJobClosed));
  app.use(blogRoutes(blog));
  app.use(
    recruiterRoutes({
      ...recruiter,
      csv: { timeZone: config.site.TIMEZONE, publicUrl },
      rateLimit: recruiterRateLimit(
        config.limits.RECRUITER_RATE_LIMIT_PER_MINUTE,
        rateLimitStore(limitCounts, 'recruiter-requests-per-account'),
      ),
    }),
  );
  app.use(candidateRoutes({ store: storage.candidate, service: services.candidate }));
  app.use(alertsRoutes({ service: alerts }));
  app.use('/api', apiNotFound);
  // Pages' form posts (the wizard's steps, sign-out, the recruiter's and the candidate's forms)
  // count against the same limit as the API's writes.
  app.post('/{*splat}', writeLimit);
  app.all(
    '/{*splat}',
    pageHandler({
      pages,
      contextFor: pageContexts(
        { ...services.pageServices, originOf, stylesheetText: pages.stylesheetText },
        options.pageData,
      ),
      cache: pageCache,
      hasSitePage: (path) => site.current().pages.has(sitePageNameAt(path)),
    }),
  );
  // After every other route (the wizard's form posts included): what nothing answered.
  app.use(unansweredRequest);
  app.use(errorHandler);

  let closing: Promise<void> | undefined;
  return Object.assign(app, {
    reloadJobs: () => jobs.reload(),
    reloadSite: () => site.reload(),
    watchSite: () => site.watch(),
    requestListener: requestListenerOf(fastPath, app, { metrics, logger }),
    close() {
      closing ??= (async () => {
        stopPurges();
        await services.close();
      })();
      return closing;
    },
  });
}
