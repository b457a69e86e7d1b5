import type { Environment, environmentVariables } from './config';

/**
 * The configuration in sections, each variable (by its environment name) in the section of its
 * concern: the composition root (server/services.ts) gives each service the section it needs,
 * never the whole. The sections are the groups of docs/configuration.md, in its order
 * (server/config-reference.ts names them). A secret (`secretVariables`, below) is listed in the
 * section the reference documents it in, but its value is kept in `config.secrets` alone.
 */
export const configSections = {
  NODE_ENV: 'server',
  PORT: 'server',
  HOST: 'server',
  PUBLIC_URL: 'server',
  TRUST_PROXY: 'server',
  LOG_LEVEL: 'server',
  SITE_DIR: 'site',
  SITE_NAME: 'site',
  COMPANY_COUNTRY: 'site',
  TIMEZONE: 'site',
  JOB_BOARD_URL: 'site',
  JOB_BOARD_LOGIN_URL: 'site',
  PARTNER_DOCTORS_URL: 'site',
  PARTNER_PHARMACY_URL: 'site',
  PARTNER_LAB_URL: 'site',
  BLOG_API_URL: 'blog',
  BLOG_TYPE: 'blog',
  BLOG_CACHE_TTL_MS: 'blog',
  BLOG_STALE_MS: 'blog',
  BLOG_TIMEOUT_MS: 'blog',
  JOBS_SOURCE: 'jobs',
  JOBS_CACHE_TTL_MS: 'jobs',
  JOBS_TIMEOUT_MS: 'jobs',
  GREENHOUSE_API_KEY: 'jobs',
  LEVER_API_KEY: 'jobs',
  ASHBY_API_KEY: 'jobs',
  SMARTRECRUITERS_API_KEY: 'jobs',
  GREENHOUSE_API_URL: 'jobs',
  LEVER_API_URL: 'jobs',
  ASHBY_API_URL: 'jobs',
  RECRUITEE_API_URL: 'jobs',
  SMARTRECRUITERS_API_URL: 'jobs',
  FIREBASE_PROJECT_ID: 'signIn',
  FIREBASE_API_KEY: 'signIn',
  FIREBASE_AUTH_DOMAIN: 'signIn',
  FIREBASE_AUTH_EMULATOR_HOST: 'signIn',
  GOOGLE_APPLICATION_CREDENTIALS: 'signIn',
  FIREBASE_FACEBOOK_SIGN_IN: 'signIn',
  RECRUITER_EMAILS: 'signIn',
  SESSION_SECRET: 'signIn',
  SESSION_SECRET_FILE: 'signIn',
  SESSION_MAX_AGE_MS: 'signIn',
  ANONYMOUS_SESSION_MAX_AGE_MS: 'signIn',
  DATABASE_URL: 'storage',
  DATA_DIR: 'storage',
  MIGRATE_ON_START: 'storage',
  RESUME_STORAGE_LIMIT_MB: 'storage',
  ANONYMOUS_RESUME_STORAGE_MB: 'storage',
  ANONYMOUS_RESUME_MB_PER_ADDRESS: 'storage',
  APPLICATION_RETENTION_DAYS: 'storage',
  SMTP_URL: 'mail',
  MAIL_FROM: 'mail',
  NOTIFY_EMAILS: 'mail',
  WEBHOOK_URL: 'mail',
  WEBHOOK_SECRET: 'mail',
  CANDIDATE_EMAIL_DELAY_MS: 'mail',
  OUTBOX_POLL_MS: 'mail',
  OUTBOX_RETRY_MS: 'mail',
  OUTBOX_LEASE_MS: 'mail',
  ALERTS_HOUR: 'alerts',
  ALERTS_SUBSCRIBE_LIMIT_PER_HOUR: 'alerts',
  ALERTS_CONFIRMATIONS_PER_HOUR: 'alerts',
  AUTH_RATE_LIMIT_PER_MINUTE: 'limits',
  SIGN_IN_LINKS_PER_CLIENT_PER_HOUR: 'limits',
  APPLICATION_RATE_LIMIT_PER_MINUTE: 'limits',
  RECRUITER_RATE_LIMIT_PER_MINUTE: 'limits',
  ANONYMOUS_DRAFTS_PER_ADDRESS_PER_DAY: 'limits',
  RESUME_CHECKS_PER_CLIENT_PER_HOUR: 'limits',
  RESUME_CHECKS_AT_ONCE: 'limits',
  RESUME_UPLOADS_AT_ONCE_PER_CLIENT: 'limits',
  HEADERS_TIMEOUT_MS: 'limits',
  REQUEST_TIMEOUT_MS: 'limits',
  KEEP_ALIVE_TIMEOUT_MS: 'limits',
  MAX_CONNECTIONS: 'limits',
  MAX_CONNECTIONS_PER_ADDRESS: 'limits',
  REDIS_URL: 'limits',
  METRICS_TOKEN: 'operations',
  PAGE_CACHE_MB: 'operations',
} as const satisfies Record<keyof typeof environmentVariables.shape, string>;

export type ConfigSection = (typeof configSections)[keyof typeof configSections];

/**
 * The variables that hold a secret (or a URL that may carry a password): they are kept in
 * `config.secrets` rather than in their section, and handed one by one to the service that uses
 * each (tests/unit/service-settings.test.ts lists which).
 */
export const secretVariables = [
  'SESSION_SECRET',
  'GREENHOUSE_API_KEY',
  'LEVER_API_KEY',
  'ASHBY_API_KEY',
  'SMARTRECRUITERS_API_KEY',
  'WEBHOOK_SECRET',
  'SMTP_URL',
  'DATABASE_URL',
  'REDIS_URL',
  'METRICS_TOKEN',
] as const satisfies readonly (keyof Environment)[];

type SecretVariable = (typeof secretVariables)[number];

type SectionOf<Section extends ConfigSection> = {
  [
    Name in keyof Environment as Name extends SecretVariable
      ? never
      : Name extends keyof typeof configSections
        ? (typeof configSections)[Name] extends Section
          ? Name
          : never
        : never
  ]: Environment[Name];
};

/** The parsed configuration: `config.jobs.JOBS_SOURCE`, `config.mail.MAIL_FROM`, `config.secrets.SMTP_URL`. */
export type Config = { [Section in ConfigSection]: SectionOf<Section> } & {
  secrets: Pick<Environment, SecretVariable>;
};

/** The environment's variables put in their sections. */
export function configOf(environment: Environment): Config {
  const config: Record<string, Record<string, unknown>> = { secrets: {} };
  for (const section of Object.values(configSections)) config[section] = {};
  for (const [name, value] of Object.entries(environment)) (config[sectionOf(name)] ??= {})[name] = value;
  return config as Config;
}

const secrets = new Set<string>(secretVariables);

/** Where a variable's value is kept: `secrets` for a secret, else its section. */
export function sectionOf(name: string): ConfigSection | 'secrets' {
  return secrets.has(name) ? 'secrets' : configSections[name as keyof typeof configSections];
}
