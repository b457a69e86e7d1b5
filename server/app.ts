import type { IncomingMessage, RequestListener } from 'node:http';
import { resolve } from 'node:path';
import compression from 'compression';
import express, { type Express } from 'express';
import { requisition } from '../shared/application/requisition';
import { alertTokens } from './alerts/alert-tokens';
import { alertsRoutes, oneClickUnsubscribe } from './alerts/alerts-routes';
import { createAlertsService, verifiedEmailOf } from './alerts/alerts-service';
import { subscribeLimits } from './alerts/subscribe-limits';
import { recordJobSightings } from './alerts/job-sightings-recorder';
import { countryNameOf, DEFAULT_COMPANY_COUNTRY } from '../shared/company-country';
import { SAMPLE_JOB_BOARD_URL, type SiteSettings } from '../shared/site';
import { applicationRoutes } from './application/application-routes';
import { createApplicationService } from './application/application-service';
import { lazyPhoneField } from './application/lazy-phone-field';
import { resumeQuotaOf } from './application/resume-quota';
import type { ResumeUploads } from './application/resume-upload';
import { openIncomingFolder } from './resume/incoming-folder';
import { RESUME_WORKER_LIMITS, startResumeWorkers } from './resume/resume-workers';
import { createWriteLimit } from './application/write-limit';
import { countedAddressCounter, memoryAddressCounter } from './application/address-counter';
import { landingSourceCookie } from './application/landing-source';
import { candidateRoutes } from './candidate/candidate-routes';
import { createCandidateService } from './candidate/candidate-service';
import { firebaseAccountsFor } from './auth/firebase-accounts';
import { createEmulatorTokenVerifier } from './auth/emulator-token-verifier';
import { type FirebaseSettings, firebaseSettings } from './auth/firebase-settings';
import { sessionRoutes } from './auth/session-routes';
import { createMetrics } from './metrics/metrics';
import { metricsRoute } from './metrics/metrics-route';
import { rateLimitStore } from './limits/rate-limit-store';
import { signInLinkRoutes } from './auth/sign-in-link-routes';
import { signInLinksFor } from './auth/sign-in-links';
import { draftHandOver } from './auth/draft-hand-over';
import type { TokenVerifier } from './auth/token-verifier';
import { blogRoutes, freshBlogAnswer } from './blog/blog-routes';
import { createBlogService } from './blog/blog-service';
import { createSiteBlogSource } from './blog/site-blog-source';
import { createUpstreamBlogSource } from './blog/upstream-blog-source';
import { type Config, loadConfig } from './config';
import { type ReadinessCheck, healthRoutes } from './health/health-routes';
import { apiNotFound, errorHandler } from './http/error-handler';
import { buildOpenApiDocument } from './http/openapi-document';
import { createFastPath } from './http/fast-path';
import { refuseCrossSite } from './http/refuse-cross-site';
import { openSite } from './site/site-service';
import { serverBuildId } from './build-id';
import { sitePageNameAt } from '../shared/routed-site-pages';
import { siteFolderOptions } from './site/site-folder-options';
import { siteImagesRoute } from './site/site-images-route';
import { isSecureRequest, requestProtocol, type TrustProxy } from './http/request-protocol';
import { requestOrigin } from './http/request-origin';
import { requestLogging } from './http/request-logging';
import { fixedSecurityHeaders, securityHeaders, type SecurityHeaderOptions } from './http/security-headers';
import { unansweredRequest } from './http/unanswered-request';
import { closedJobs } from './jobs/closed-jobs';
import { jobsRoutes } from './jobs/jobs-routes';
import { openJobQuestions, openJobsService } from './jobs/open-jobs-service';
import { fixedWindowLimit } from './limits/limit-counts';
import { createLogger, type Logger } from './logger';
import { atsTargetOf } from './ats-delivery/ats-target';
import { emailBrandOf } from './notifications/email-brand';
import { startNotifications } from './notifications/notifications';
import { outboxFiles } from './notifications/outbox-files';
import { recruiterRateLimit } from './recruiter/recruiter-rate-limit';
import { recruiterRoutes } from './recruiter/recruiter-routes';
import { sitemapRoutes } from './sitemap/sitemap-routes';
import { anonymousSessionExpiry } from './session/anonymous-session-expiry';
import { sessionMiddleware } from './session/session-middleware';
import { sessionSecret } from './session/session-secret';
import { loadBuiltPages, type PageBuild } from './pages/page-build';
import { cachedPages, createPageCache } from './pages/page-cache';
import { type PageData, pageContexts } from './pages/page-context';
import { pageHandler } from './pages/page-handler';
import { openStorage } from './storage/storage';
import { ALERT_CONFIRM_DAYS } from './storage/tables/alert-subscriptions';

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
 * The emulator's tokens are checked against the emulator named in the configuration, without
 * firebase-admin (which would need process.env changed); a real project's with firebase-admin,
 * which takes a quarter of a second to load: only a server with sign-in pays for it.
 */
async function tokenVerifierFor(firebase: FirebaseSettings, emulatorHost: string | undefined): Promise<TokenVerifier> {
  if (emulatorHost) return createEmulatorTokenVerifier(firebase.projectId, emulatorHost);
  const { createTokenVerifier } = await import('./auth/token-verifier');
  return createTokenVerifier(firebase.projectId, { checkRevoked: firebase.checkRevoked });
}

/**
 * The site's Express app; `close()` releases the database and Firebase when you are done with
 * it; `reloadJobs()` reads the jobs file again and `reloadSite()` the site folder (server/index.ts
 * calls them on SIGHUP; `watchSite()`, in development, on every save).
 * `requestListener` is what the HTTP server runs: the same app behind the fast path, which answers
 * cached pages and blog answers before Express runs (the app answers them the same way, slower).
 */
export type CareersApp = Express & {
  close(): Promise<void>;
  reloadJobs(): Promise<void>;
  /** False when the folder no longer reads: the one read before is still served. */
  reloadSite(): Promise<boolean>;
  watchSite(): void;
  requestListener: RequestListener;
};

/**
 * Builds the whole site as an Express app without listening, so that tests (ours and other
 * teams') can drive it with supertest. `server/index.ts` is the process around it.
 */
export async function createApp(options: AppOptions = {}): Promise<CareersApp> {
  const config = options.config ?? loadConfig();
  const logger = options.logger ?? createLogger(config);
  const pages = options.pages ?? (await loadBuiltPages(resolve('dist')));
  // First of all: a site folder that does not read stops the start, naming the file and line.
  const site = await openSite(config.SITE_DIR, siteFolderOptions(config), logger, {
    dataDir: config.DATA_DIR,
    buildId: serverBuildId,
  });
  // COMPANY_COUNTRY over the folder's (site.yaml), over the seed's: read once, at start.
  const companyCountry = config.COMPANY_COUNTRY ?? site.current().companyCountry ?? DEFAULT_COMPANY_COUNTRY.code;
  // First: a bad jobs file rejects here, before anything is opened, with a message naming the
  // file, the job and the field, which stops the start.
  const metrics = createMetrics({
    outboxStanding: () => storage.outbox.standing(),
    processMetrics: Boolean(config.METRICS_TOKEN),
  });
  const jobs = await openJobsService(config, logger, { feedLoadFailed: metrics.feedLoadFailed });
  const jobQuestions = await openJobQuestions(config, logger);
  // Before the database is opened: a kept secret others may read stops the start here too.
  const secret = sessionSecret(config);
  // The Redis client (a third of the server's code) is loaded only where REDIS_URL is set.
  const redisCounts = config.REDIS_URL
    ? await (await import('./limits/redis-limit-counts')).redisLimitCounts(config.REDIS_URL, secret, logger)
    : undefined;
  const storage = await openStorage(config, logger);

  const firebase = firebaseSettings(config);
  const verifier = firebase && (await tokenVerifierFor(firebase, config.FIREBASE_AUTH_EMULATOR_HOST));
  const signInLinks = signInLinksFor(firebase, config.FIREBASE_AUTH_EMULATOR_HOST);
  const handOver = draftHandOver(secret);

  const siteSettings = (): SiteSettings => {
    const folder = site.current();
    return {
      siteName: folder.siteName,
      frame: folder.frame,
      jobCards: folder.jobCards,
      // The sample jobs link to the seed's board; a company's own jobs to JOB_BOARD_URL only.
      jobBoardUrl: config.JOB_BOARD_URL ?? (config.JOBS_SOURCE.kind === 'embedded' ? SAMPLE_JOB_BOARD_URL : ''),
      jobBoardLoginUrl: config.JOB_BOARD_LOGIN_URL,
      signIn: firebase
        ? { ...firebase.web, emailLink: Boolean(signInLinks), facebook: config.FIREBASE_FACEBOOK_SIGN_IN }
        : null,
      sendsEmail: Boolean(config.SMTP_URL),
      timeZone: config.TIMEZONE,
      companyCountry: { code: companyCountry, name: countryNameOf(companyCountry) },
      alerts: alerts.available,
      texts: folder.texts,
      ...(folder.jobPage ? { jobPage: folder.jobPage } : {}),
    };
  };
  const blog = createBlogService({
    source: config.BLOG_API_URL
      ? createUpstreamBlogSource(config.BLOG_API_URL, config.BLOG_TIMEOUT_MS, logger)
      : createSiteBlogSource(() => site.current().articles, config.BLOG_TYPE),
    blogType: config.BLOG_TYPE,
    ttlMs: config.BLOG_CACHE_TTL_MS,
    staleMs: config.BLOG_STALE_MS,
    logger,
    ...(config.BLOG_API_URL ? {} : { sourceVersion: () => site.version() }),
  });
  const emailBrand = emailBrandOf(site);
  const notifications = startNotifications(config, storage.outbox, logger, storage.atsDeliveries, emailBrand);
  const accounts = firebaseAccountsFor(firebase, config.FIREBASE_AUTH_EMULATOR_HOST, logger);
  const emailFiles = outboxFiles(config.DATA_DIR);
  // A visitor's session ends a day after its draft began (never later than a signed-in one's), and
  // each address starts a bounded number a day (server/application/new-visitor-drafts.ts).
  const newDraftsPerDay = { limit: config.ANONYMOUS_DRAFTS_PER_ADDRESS_PER_DAY, windowMs: 86_400_000 };
  // Every replica counts into the same windows in Redis (REDIS_URL, connected above) or on
  // Postgres; on SQLite, this process's memory.
  const limitCounts = redisCounts ?? storage.limitCounts(secret);
  const limitsCounted = redisCounts ? 'redis' : config.DATABASE_URL ? 'database' : 'memory';
  const visitorDrafts = {
    // Shared by the replicas; one SQLite container's memory keeps at most 100,000 addresses.
    perAddress:
      limitsCounted === 'memory'
        ? memoryAddressCounter(newDraftsPerDay)
        : countedAddressCounter(limitCounts, 'new-drafts-per-address', newDraftsPerDay),
    maxAgeMs: Math.min(config.ANONYMOUS_SESSION_MAX_AGE_MS, config.SESSION_MAX_AGE_MS),
  };
  // A job listed once and no longer open has closed: its page answers 410, a draft for it is told.
  const isJobClosed = closedJobs(jobs, (jobId) => storage.alerts.wasSeen(jobId));
  const wizard = {
    isJobClosed,
    companyCountry,
    // The sample requisition belongs to the sample jobs: a real board's candidates choose a real job.
    defaultJob: config.JOBS_SOURCE.kind === 'embedded' ? requisition : null,
    jobQuestions,
    hostedFormOf: jobs.hostedFormOf,
    visitorDrafts,
  };
  const candidate = createCandidateService({
    defaultJob: wizard.defaultJob,
    jobQuestions,
    store: storage.candidate,
    sessions: storage.userSessions,
    accounts,
    logger,
    outboxFiles: emailFiles,
    clearDeleted: storage.clearDeleted,
    privacy: {
      retentionDays: config.APPLICATION_RETENTION_DAYS,
      sessionMaxAgeMs: config.SESSION_MAX_AGE_MS,
      anonymousMaxAgeMs: visitorDrafts.maxAgeMs,
      sendsEmail: Boolean(config.SMTP_URL),
      notifiesTeam: config.NOTIFY_EMAILS.length > 0,
      notifiesWebhook: Boolean(config.WEBHOOK_URL),
      alertConfirmDays: ALERT_CONFIRM_DAYS,
      database: config.DATABASE_URL ? 'postgres' : 'sqlite',
      limitsCounted,
    },
  });
  const application = createApplicationService(storage.applications, logger, notifications, wizard);
  const alerts = createAlertsService({
    store: storage.alerts,
    tokens: alertTokens(secret),
    brand: emailBrand,
    publicUrl: config.PUBLIC_URL,
    emailGoesOut: Boolean(config.SMTP_URL) || config.NODE_ENV !== 'production',
    logger,
    wake: notifications.wake,
    limits: subscribeLimits(limitCounts, {
      requestsPerClientPerHour: config.ALERTS_SUBSCRIBE_LIMIT_PER_HOUR,
      confirmationsPerHour: config.ALERTS_CONFIRMATIONS_PER_HOUR,
      logger,
    }),
  });
  if (!alerts.available)
    logger.warn('no PUBLIC_URL: job alerts are off (their emails link back to the site); set PUBLIC_URL to offer them');
  // Digests list the jobs first seen since the last one: each job is recorded when it appears.
  const sightings = recordJobSightings(jobs, storage.alerts, logger);
  // The recruiters' API and pages: one store, one access rule, one way to change an application.
  const recruiterServices = {
    store: storage.recruiter,
    recruiterEmails: config.RECRUITER_EMAILS,
    logger,
    notices: notifications,
    deliveriesTo: atsTargetOf(config)?.ats ?? null,
  };
  // A visitor's draft is reachable only through their session, which ends at most that long after
  // the draft's last change: once it has, the draft goes.
  const purgeAbandonedDrafts = () =>
    storage.applications
      .purgeAbandonedDrafts(Date.now() - visitorDrafts.maxAgeMs)
      .catch((error: unknown) => logger.warn({ err: error }, 'purging abandoned drafts failed'));
  // Applications, resumes and sent emails (their .eml files too) are kept APPLICATION_RETENTION_DAYS
  // (docs/api.md, "Retention"), then erased. A file whose message is gone by any way is removed on the same pass.
  const purgeExpiredApplications = async () => {
    try {
      const { messageIds, ...purged } = await storage.candidate.purgeExpired(
        Date.now() - config.APPLICATION_RETENTION_DAYS * 86_400_000,
      );
      await emailFiles.remove(messageIds);
      const leftOverFiles = await emailFiles.removeLeftOver((ids) => storage.candidate.existingMessages(ids));
      if (purged.applications + purged.resumes + purged.messages + leftOverFiles > 0) {
        // The purged rows' earlier versions are in the WAL until it is emptied (Storage.clearDeleted).
        if (!(await storage.clearDeleted()))
          logger.warn('after the retention purge the database could not empty its WAL now: the next purge does');
        logger.info({ ...purged, leftOverFiles }, 'retention purge');
      }
    } catch (error) {
      logger.warn({ err: error }, 'the retention purge failed');
    }
  };
  // Job alerts left unconfirmed for a week lapse (their confirmation links with them).
  const purgeUnconfirmedAlerts = () =>
    storage.alerts
      .purgeUnconfirmed()
      .catch((error: unknown) => logger.warn({ err: error }, 'purging unconfirmed job alerts failed'));
  // A sign-in link's email is kept an hour (the privacy notice), its .eml file with it.
  const purgeSignInEmails = async () => {
    try {
      await emailFiles.remove(await storage.outbox.deleteSignInEmailsBefore(Date.now() - 3_600_000));
    } catch (error) {
      logger.warn({ err: error }, 'purging sign-in link emails failed');
    }
  };
  const purge = () =>
    Promise.all([
      purgeAbandonedDrafts(),
      purgeExpiredApplications(),
      purgeUnconfirmedAlerts(),
      purgeSignInEmails(),
      storage
        .sweepLimits()
        .catch((error: unknown) => logger.warn({ err: error }, 'sweeping ended limit windows failed')),
    ]);
  void purge();
  const purgeTimer = setInterval(purge, 15 * 60_000).unref();
  const app = express();
  app.disable('x-powered-by');
  if (config.TRUST_PROXY)
    app.set('trust proxy', /^\d+$/.test(config.TRUST_PROXY) ? Number(config.TRUST_PROXY) : config.TRUST_PROXY);
  const security: SecurityHeaderOptions = {
    signIn: firebase?.web ?? null,
    production: config.NODE_ENV === 'production',
    contentSecurityPolicy: options.contentSecurityPolicy !== false,
  };
  const trustProxy = app.get('trust proxy fn') as TrustProxy;
  // Express's req.protocol (and req.secure, and express-session's Secure cookie, which read it)
  // takes the leftmost X-Forwarded-Proto, which the client writes itself when its proxy appends:
  // the entry of the proxy TRUST_PROXY trusts instead (server/http/request-protocol.ts).
  Object.defineProperty(app.request, 'protocol', {
    configurable: true,
    enumerable: true,
    get(this: express.Request) {
      return requestProtocol(this, trustProxy);
    },
  });
  const originOf = (req: IncomingMessage) => requestOrigin(req, config.PUBLIC_URL, trustProxy);
  // Pages show the blog's articles and the jobs: a change of either makes cached pages stale.
  // Cached pages are answered without calling blog.list() or jobs.list(), so each look-up
  // refreshes a stale list (in the background), or a change would wait for the page to expire.
  const pageCache = createPageCache({
    maxBytes: config.PAGE_CACHE_MB,
    counted: metrics.pageCacheLookup,
    // Pages with a request's own origin in them (structured data) are that origin's alone.
    originOf: config.PUBLIC_URL ? undefined : originOf,
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
  app.use(metricsRoute(metrics, config.METRICS_TOKEN, logger));
  app.use(requestLogging(logger));
  // A landing tagged with its source (utm_source, gh_src, ...) keeps it in a cookie for the draft
  // and the application; the page itself stays the cached, untagged one (the fast path does the same).
  app.use((req, res, next) => {
    const cookie = req.method === 'GET' || req.method === 'HEAD' ? landingSourceCookie(req, req.secure) : undefined;
    if (cookie) res.append('Set-Cookie', cookie);
    next();
  });
  app.use(securityHeaders(security));
  // Before the cross-site guard: mail providers post it from their own origin (alerts-routes.ts).
  app.use(oneClickUnsubscribe({ service: alerts }));
  app.use(refuseCrossSite);
  app.use(compression());
  // Before the assets: robots.txt is written here, naming the sitemap by its absolute URL.
  app.use(sitemapRoutes({ jobs, blog, publicUrl: config.PUBLIC_URL, originOf, sitePages: () => site.current().pages }));
  app.use(siteImagesRoute(() => site.current().images));
  // Assets are served before sessions: a script or image never touches the session store.
  app.use(pages.assets);
  // Likewise anonymous pages already rendered: no session is looked up or started for them.
  app.use(cachedPages(pageCache));
  // Built once, on its first request: the document is the same for every request and every
  // configuration, and converting the schemas takes about 50 ms that a start (and each test's app)
  // need not pay. No session is looked up for it (it is public, and cacheable).
  let openApiDocument: string | undefined;
  app.get('/api/openapi.json', (_req, res) => {
    openApiDocument ??= JSON.stringify(buildOpenApiDocument());
    res.set('Cache-Control', 'public, max-age=300').type('json').send(openApiDocument);
  });
  app.use(
    sessionMiddleware({
      store: storage.sessionStore,
      secret,
      maxAgeMs: config.SESSION_MAX_AGE_MS,
    }),
  );
  app.use(anonymousSessionExpiry());
  app.get('/api/site', (_req, res) => {
    res.json({ data: siteSettings() });
  });
  app.use(
    sessionRoutes({
      verifier,
      requestsPerMinute: config.AUTH_RATE_LIMIT_PER_MINUTE,
      limitStore: rateLimitStore(limitCounts, 'sign-in-per-client'),
      logger,
      handOver,
      offerDraft: (draftId) => application.offerDraft(draftId),
      onSignIn: async ({ draftId, user }) => {
        await application.signedIn(user, draftId);
        // A visitor's alerts to this verified address become the account's (listed, exported, erased with it).
        const email = verifiedEmailOf(user);
        if (email) await storage.alerts.adopt(user.uid, email);
      },
    }),
  );
  app.use(
    signInLinkRoutes({
      links: signInLinks,
      publicUrl: config.PUBLIC_URL,
      production: config.NODE_ENV === 'production',
      counts: limitCounts,
      linksPerClientPerHour: config.SIGN_IN_LINKS_PER_CLIENT_PER_HOUR,
      handOver,
      brand: emailBrand,
      enqueue: storage.outbox.add,
      wake: notifications.wake,
      logger,
    }),
  );
  const writeLimit = createWriteLimit(
    config.APPLICATION_RATE_LIMIT_PER_MINUTE,
    rateLimitStore(limitCounts, 'writes-per-client'),
  );
  const resumeWorkers = startResumeWorkers(
    { ...RESUME_WORKER_LIMITS, atOnce: config.RESUME_CHECKS_AT_ONCE },
    logger,
    options.resumeWorkerFile,
  );
  const incoming = await openIncomingFolder(config.DATA_DIR);
  const resumeUploads: ResumeUploads = {
    folder: incoming.path,
    quota: resumeQuotaOf(config, secret),
    checksPerClient: fixedWindowLimit(
      limitCounts,
      'resume-checks-per-client',
      config.RESUME_CHECKS_PER_CLIENT_PER_HOUR,
      3_600_000,
    ),
    underWay: new Map(),
    atOncePerClient: config.RESUME_UPLOADS_AT_ONCE_PER_CLIENT,
    judge: (path) => resumeWorkers.judge(path),
    read: (path) => resumeWorkers.read(path, companyCountry),
  };
  app.use(applicationRoutes(application, writeLimit, resumeUploads));
  app.use(jobsRoutes(jobs, isJobClosed));
  app.use(blogRoutes(blog));
  app.use(
    recruiterRoutes({
      ...recruiterServices,
      csv: { timeZone: config.TIMEZONE, publicUrl: config.PUBLIC_URL },
      rateLimit: recruiterRateLimit(
        config.RECRUITER_RATE_LIMIT_PER_MINUTE,
        rateLimitStore(limitCounts, 'recruiter-requests-per-account'),
      ),
    }),
  );
  app.use(candidateRoutes({ store: storage.candidate, service: candidate }));
  app.use(alertsRoutes({ service: alerts }));
  app.use('/api', apiNotFound);
  // Pages' form posts (the wizard's steps, sign-out, the recruiter's and the candidate's forms)
  // count against the same limit as the API's writes.
  app.post('/{*splat}', writeLimit);
  const pageServices = {
    site: siteSettings,
    sitePages: () => site.current().pages,
    phoneField: lazyPhoneField(companyCountry),
    companyCountry,
    jobs,
    isJobClosed,
    blog,
    application,
    originOf,
    recruiter: recruiterServices,
    candidate,
    alerts,
    resumeUploads,
    stylesheetText: pages.stylesheetText,
  };
  app.all(
    '/{*splat}',
    pageHandler({
      pages,
      contextFor: pageContexts(pageServices, options.pageData),
      cache: pageCache,
      hasSitePage: (path) => site.current().pages.has(sitePageNameAt(path)),
    }),
  );
  // After every other route (the wizard's form posts included): what nothing answered.
  app.use(unansweredRequest);
  app.use(errorHandler);

  // Express costs a router pass, prototype swaps and its response helpers per request: a hit skips them.
  const requestListener: RequestListener = (req, res) => {
    const startedAt = performance.now();
    let answered: boolean;
    try {
      answered = fastPath(req, res);
    } catch (error) {
      // Not expected; Express then answers (through its error handler, should it fail there too)
      // rather than the exception taking the process down.
      logger.error({ err: error }, 'the fast path failed');
      answered = res.headersSent;
      if (answered) res.destroy();
    }
    if (answered) {
      metrics.answered(req, res, startedAt);
    } else {
      metrics.timeRequest(req, res);
      app(req, res);
    }
  };

  let closing: Promise<void> | undefined;
  return Object.assign(app, {
    reloadJobs: () => jobs.reload(),
    reloadSite: () => site.reload(),
    watchSite: () => site.watch(),
    requestListener,
    close() {
      closing ??= (async () => {
        clearInterval(purgeTimer);
        site.close();
        await sightings.stop();
        jobs.close();
        await notifications.stop();
        await resumeWorkers.close();
        await incoming.remove();
        await verifier?.close();
        await accounts?.close();
        await signInLinks?.close();
        await redisCounts?.close();
        await storage.close();
      })();
      return closing;
    },
  });
}
