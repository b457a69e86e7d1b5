import type { Config } from './config';

/**
 * What each service built from the configuration is given of it: its section and, of the secrets,
 * only those it uses. The processes' entries (server/services.ts, server/send-alerts.ts) hand
 * these out rather than the whole configuration; tests/unit/service-settings.test.ts lists the
 * secrets each one gets.
 */
export const serviceSettings = {
  /** Its level. */
  logger: ({ server }: Config) => ({ LOG_LEVEL: server.LOG_LEVEL }),
  /** The site folder's reading: the brand's name, whether the blog is the folder's, the links' settings. */
  siteFolder: ({ site, blog }: Config) => ({
    SITE_NAME: site.SITE_NAME,
    BLOG_API_URL: blog.BLOG_API_URL,
    JOB_BOARD_URL: site.JOB_BOARD_URL,
    JOB_BOARD_LOGIN_URL: site.JOB_BOARD_LOGIN_URL,
    PARTNER_DOCTORS_URL: site.PARTNER_DOCTORS_URL,
    PARTNER_PHARMACY_URL: site.PARTNER_PHARMACY_URL,
    PARTNER_LAB_URL: site.PARTNER_LAB_URL,
  }),
  /** The jobs and their questions: the feed, and its ATS's key, with which candidates apply here. */
  jobs: ({ jobs, site, secrets }: Config) => ({ ...jobs, JOB_BOARD_URL: site.JOB_BOARD_URL, ...atsKeys(secrets) }),
  /** The outbox: mail, the webhook and its secret, and delivery into the ATS with its key. */
  notifications: ({ mail, jobs, server, site, storage, secrets }: Config) => ({
    ...mail,
    ...jobs,
    ...atsKeys(secrets),
    SMTP_URL: secrets.SMTP_URL,
    WEBHOOK_SECRET: secrets.WEBHOOK_SECRET,
    PUBLIC_URL: server.PUBLIC_URL,
    TIMEZONE: site.TIMEZONE,
    DATA_DIR: storage.DATA_DIR,
  }),
  /** The database, with the sessions' lifetime and the time zone the recruiters' day filters use. */
  storage: ({ storage, signIn, site, secrets }: Config) => ({
    DATABASE_URL: secrets.DATABASE_URL,
    DATA_DIR: storage.DATA_DIR,
    MIGRATE_ON_START: storage.MIGRATE_ON_START,
    SESSION_MAX_AGE_MS: signIn.SESSION_MAX_AGE_MS,
    TIMEZONE: site.TIMEZONE,
  }),
  /** The session secret as set, else the one kept in DATA_DIR. */
  sessionSecret: ({ storage, secrets }: Config) => ({
    SESSION_SECRET: secrets.SESSION_SECRET,
    DATA_DIR: storage.DATA_DIR,
  }),
  /** The limits' counts shared in Redis. */
  redisLimits: ({ secrets }: Config) => ({ REDIS_URL: secrets.REDIS_URL }),
  /** Sign-in: the Firebase project or the emulator. */
  firebase: ({ signIn }: Config) => signIn,
  /** `/metrics` and the token a scraper sends. */
  metrics: ({ secrets }: Config) => ({ METRICS_TOKEN: secrets.METRICS_TOKEN }),
  /** The blog's source and cache. */
  blog: ({ blog }: Config) => blog,
  /** The resumes' storage limits. */
  resumeQuota: ({ storage }: Config) => ({
    RESUME_STORAGE_LIMIT_MB: storage.RESUME_STORAGE_LIMIT_MB,
    ANONYMOUS_RESUME_STORAGE_MB: storage.ANONYMOUS_RESUME_STORAGE_MB,
    ANONYMOUS_RESUME_MB_PER_ADDRESS: storage.ANONYMOUS_RESUME_MB_PER_ADDRESS,
  }),
  /** The HTTP server's timeouts and connections. */
  httpServer: ({ limits }: Config) => limits,
};

const atsKeys = (secrets: Config['secrets']) => ({
  GREENHOUSE_API_KEY: secrets.GREENHOUSE_API_KEY,
  LEVER_API_KEY: secrets.LEVER_API_KEY,
  ASHBY_API_KEY: secrets.ASHBY_API_KEY,
  SMARTRECRUITERS_API_KEY: secrets.SMARTRECRUITERS_API_KEY,
});
