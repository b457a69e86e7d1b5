import { requisition } from '../shared/application/requisition';
import { DEFAULT_COMPANY_COUNTRY } from '../shared/company-country';
import { alertTokens } from './alerts/alert-tokens';
import { createAlertsService, verifiedEmailOf } from './alerts/alerts-service';
import { recordJobSightings } from './alerts/job-sightings-recorder';
import { subscribeLimits } from './alerts/subscribe-limits';
import { countedAddressCounter, memoryAddressCounter } from './application/address-counter';
import { createApplicationService } from './application/application-service';
import { lazyPhoneField } from './application/lazy-phone-field';
import { resumeQuotaOf } from './application/resume-quota';
import type { ResumeUploads } from './application/resume-upload';
import { createWriteLimit } from './application/write-limit';
import { atsTargetOf } from './ats-delivery/ats-target';
import { draftHandOver } from './auth/draft-hand-over';
import { createEmulatorTokenVerifier } from './auth/emulator-token-verifier';
import { firebaseAccountsFor } from './auth/firebase-accounts';
import { type FirebaseSettings, firebaseSettings } from './auth/firebase-settings';
import { signInLinksFor } from './auth/sign-in-links';
import type { SignedIn } from './auth/session-routes';
import type { TokenVerifier } from './auth/token-verifier';
import { createBlogService } from './blog/blog-service';
import { createSiteBlogSource } from './blog/site-blog-source';
import { createUpstreamBlogSource } from './blog/upstream-blog-source';
import { serverBuildId } from './build-id';
import { createCandidateService } from './candidate/candidate-service';
import type { Config } from './config';
import { closedJobs } from './jobs/closed-jobs';
import { openJobQuestions, openJobsService } from './jobs/open-jobs-service';
import { fixedWindowLimit } from './limits/limit-counts';
import { rateLimitStore } from './limits/rate-limit-store';
import type { Logger } from './logger';
import { createMetrics } from './metrics/metrics';
import { emailBrandOf } from './notifications/email-brand';
import { startNotifications } from './notifications/notifications';
import { outboxFiles } from './notifications/outbox-files';
import { openIncomingFolder } from './resume/incoming-folder';
import { RESUME_WORKER_LIMITS, startResumeWorkers } from './resume/resume-workers';
import { serviceSettings } from './service-settings';
import { sessionSecret } from './session/session-secret';
import { siteFolderOptions } from './site/site-folder-options';
import { openSite } from './site/site-service';
import { siteSettingsOf } from './site/site-settings';
import { openStorage } from './storage/storage';
import { ALERT_CONFIRM_DAYS } from './storage/tables/alert-subscriptions';

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
 * Every service of the site, built from the configuration in the order a start needs: what can
 * stop the start (the site folder, the jobs file, the session secret's file, the database) is read
 * before anything else is opened. server/app.ts routes requests to them; `close()` releases them.
 */
export async function createServices(config: Config, logger: Logger, options: { resumeWorkerFile?: string } = {}) {
  const { secrets } = config;
  // First of all: a site folder that does not read stops the start, naming the file and line.
  const site = await openSite(config.site.SITE_DIR, siteFolderOptions(serviceSettings.siteFolder(config)), logger, {
    dataDir: config.storage.DATA_DIR,
    buildId: serverBuildId,
  });
  // COMPANY_COUNTRY over the folder's (site.yaml), over the seed's: read once, at start.
  const companyCountry = config.site.COMPANY_COUNTRY ?? site.current().companyCountry ?? DEFAULT_COMPANY_COUNTRY.code;
  const metrics = createMetrics({
    outboxStanding: () => storage.outbox.standing(),
    processMetrics: Boolean(secrets.METRICS_TOKEN),
  });
  // A bad jobs file rejects here, before anything is opened, with a message naming the file, the
  // job and the field, which stops the start.
  const jobSettings = serviceSettings.jobs(config);
  const jobs = await openJobsService(jobSettings, logger, { feedLoadFailed: metrics.feedLoadFailed });
  const jobQuestions = await openJobQuestions(jobSettings, logger);
  // Before the database is opened: a kept secret others may read stops the start here too.
  const secret = sessionSecret(serviceSettings.sessionSecret(config));
  // The Redis client (a third of the server's code) is loaded only where REDIS_URL is set.
  const { REDIS_URL } = serviceSettings.redisLimits(config);
  const redisCounts = REDIS_URL
    ? await (await import('./limits/redis-limit-counts')).redisLimitCounts(REDIS_URL, secret, logger)
    : undefined;
  const storage = await openStorage(serviceSettings.storage(config), logger);

  const emulatorHost = config.signIn.FIREBASE_AUTH_EMULATOR_HOST;
  const firebase = firebaseSettings(serviceSettings.firebase(config));
  const verifier = firebase && (await tokenVerifierFor(firebase, emulatorHost));
  const signInLinks = signInLinksFor(firebase, emulatorHost);
  const accounts = firebaseAccountsFor(firebase, emulatorHost, logger);
  const handOver = draftHandOver(secret);

  const blogSettings = serviceSettings.blog(config);
  const blog = createBlogService({
    source: blogSettings.BLOG_API_URL
      ? createUpstreamBlogSource(blogSettings.BLOG_API_URL, blogSettings.BLOG_TIMEOUT_MS, logger)
      : createSiteBlogSource(() => site.current().articles, blogSettings.BLOG_TYPE),
    blogType: blogSettings.BLOG_TYPE,
    ttlMs: blogSettings.BLOG_CACHE_TTL_MS,
    staleMs: blogSettings.BLOG_STALE_MS,
    logger,
    ...(blogSettings.BLOG_API_URL ? {} : { sourceVersion: () => site.version() }),
  });
  const emailBrand = emailBrandOf(site);
  const notificationSettings = serviceSettings.notifications(config);
  const notifications = startNotifications(
    notificationSettings,
    storage.outbox,
    logger,
    storage.atsDeliveries,
    emailBrand,
  );
  const emailFiles = outboxFiles(config.storage.DATA_DIR);
  const sendsEmail = Boolean(secrets.SMTP_URL);

  // Every replica counts into the same windows in Redis (REDIS_URL, connected above) or on
  // Postgres; on SQLite, this process's memory.
  const limitCounts = redisCounts ?? storage.limitCounts(secret);
  const limitsCounted = redisCounts ? 'redis' : secrets.DATABASE_URL ? 'database' : 'memory';
  const { limits } = config;
  // A visitor's session ends a day after its draft began (never later than a signed-in one's), and
  // each address starts a bounded number a day (server/application/new-visitor-drafts.ts).
  const newDraftsPerDay = { limit: limits.ANONYMOUS_DRAFTS_PER_ADDRESS_PER_DAY, windowMs: 86_400_000 };
  const visitorDrafts = {
    // Shared by the replicas; one SQLite container's memory keeps at most 100,000 addresses.
    perAddress:
      limitsCounted === 'memory'
        ? memoryAddressCounter(newDraftsPerDay)
        : countedAddressCounter(limitCounts, 'new-drafts-per-address', newDraftsPerDay),
    maxAgeMs: Math.min(config.signIn.ANONYMOUS_SESSION_MAX_AGE_MS, config.signIn.SESSION_MAX_AGE_MS),
  };
  // A job listed once and no longer open has closed: its page answers 410, a draft for it is told.
  const isJobClosed = closedJobs(jobs, (jobId) => storage.alerts.wasSeen(jobId));
  const wizard = {
    isJobClosed,
    companyCountry,
    // The sample requisition belongs to the sample jobs: a real board's candidates choose a real job.
    defaultJob: config.jobs.JOBS_SOURCE.kind === 'embedded' ? requisition : null,
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
      retentionDays: config.storage.APPLICATION_RETENTION_DAYS,
      sessionMaxAgeMs: config.signIn.SESSION_MAX_AGE_MS,
      anonymousMaxAgeMs: visitorDrafts.maxAgeMs,
      sendsEmail,
      notifiesTeam: config.mail.NOTIFY_EMAILS.length > 0,
      notifiesWebhook: Boolean(config.mail.WEBHOOK_URL),
      alertConfirmDays: ALERT_CONFIRM_DAYS,
      database: secrets.DATABASE_URL ? 'postgres' : 'sqlite',
      limitsCounted,
    },
  });
  const application = createApplicationService(storage.applications, logger, notifications, wizard);
  const alerts = createAlertsService({
    store: storage.alerts,
    tokens: alertTokens(secret),
    brand: emailBrand,
    publicUrl: config.server.PUBLIC_URL,
    emailGoesOut: sendsEmail || config.server.NODE_ENV !== 'production',
    logger,
    wake: notifications.wake,
    limits: subscribeLimits(limitCounts, {
      requestsPerClientPerHour: config.alerts.ALERTS_SUBSCRIBE_LIMIT_PER_HOUR,
      confirmationsPerHour: config.alerts.ALERTS_CONFIRMATIONS_PER_HOUR,
      logger,
    }),
  });
  if (!alerts.available)
    logger.warn('no PUBLIC_URL: job alerts are off (their emails link back to the site); set PUBLIC_URL to offer them');
  // Digests list the jobs first seen since the last one: each job is recorded when it appears.
  const sightings = recordJobSightings(jobs, storage.alerts, logger);
  // The recruiters' API and pages: one store, one access rule, one way to change an application.
  const recruiter = {
    store: storage.recruiter,
    recruiterEmails: config.signIn.RECRUITER_EMAILS,
    logger,
    notices: notifications,
    deliveriesTo: atsTargetOf(notificationSettings)?.ats ?? null,
  };
  const writeLimit = createWriteLimit(
    limits.APPLICATION_RATE_LIMIT_PER_MINUTE,
    rateLimitStore(limitCounts, 'writes-per-client'),
  );
  const resumeWorkers = startResumeWorkers(
    { ...RESUME_WORKER_LIMITS, atOnce: limits.RESUME_CHECKS_AT_ONCE },
    logger,
    options.resumeWorkerFile,
  );
  const incoming = await openIncomingFolder(config.storage.DATA_DIR);
  const resumeUploads: ResumeUploads = {
    folder: incoming.path,
    quota: resumeQuotaOf(serviceSettings.resumeQuota(config), secret),
    checksPerClient: fixedWindowLimit(
      limitCounts,
      'resume-checks-per-client',
      limits.RESUME_CHECKS_PER_CLIENT_PER_HOUR,
      3_600_000,
    ),
    underWay: new Map(),
    atOncePerClient: limits.RESUME_UPLOADS_AT_ONCE_PER_CLIENT,
    judge: (path) => resumeWorkers.judge(path),
    read: (path) => resumeWorkers.read(path, companyCountry),
  };
  const siteSettings = siteSettingsOf({
    site,
    config: { site: config.site, jobs: config.jobs, signIn: config.signIn },
    companyCountry,
    signIn: firebase && { web: firebase.web, emailLink: Boolean(signInLinks) },
    sendsEmail,
    alerts: alerts.available,
  });

  // At sign-in the visitor's draft, and their alerts to this verified address, become the
  // account's (listed, exported, erased with it).
  const signedIn = async ({ draftId, user }: SignedIn) => {
    await application.signedIn(user, draftId);
    const email = verifiedEmailOf(user);
    if (email) await storage.alerts.adopt(user.uid, email);
  };
  // What the pages' loaders read (server/pages/page-context.ts), but for the request's origin and the stylesheet.
  const pageServices = {
    site: siteSettings,
    sitePages: () => site.current().pages,
    phoneField: lazyPhoneField(companyCountry),
    companyCountry,
    jobs,
    isJobClosed,
    blog,
    application,
    recruiter,
    candidate,
    alerts,
    resumeUploads,
  };

  return {
    metrics,
    site,
    siteSettings,
    jobs,
    isJobClosed,
    blog,
    storage,
    secret,
    limitCounts,
    firebase,
    verifier,
    signInLinks,
    handOver,
    emailBrand,
    emailFiles,
    notifications,
    visitorDrafts,
    candidate,
    application,
    alerts,
    recruiter,
    writeLimit,
    resumeUploads,
    signedIn,
    pageServices,
    /** Stops the workers and timers and closes every connection, the database last. */
    async close() {
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
    },
  };
}
