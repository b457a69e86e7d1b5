import { resolve } from 'node:path';
import { isSupportedCountry } from 'libphonenumber-js/min';
import { z } from 'zod';
import { DEFAULT_SITE_NAME } from '../shared/site';

// Empty variables count as unset: `PORT=` in a .env file means "use the default".
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const milliseconds = (fallback: number) =>
  optional(z.coerce.number().int('must be a whole number of milliseconds').positive('must be above 0')).transform(
    (value) => value ?? fallback,
  );

/** Comma-separated email addresses, lowercased (addresses are compared without case). */
const emailList = optional(
  z
    .string()
    .transform((list) =>
      list
        .split(',')
        .map((address) => address.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.email('must be comma-separated email addresses'))),
).transform((value) => value ?? []);

/** A size in whole megabytes, read as bytes. */
const megabytes = (fallback: number) =>
  optional(z.coerce.number().int('must be a whole number of megabytes').positive('must be above 0')).transform(
    (value) => (value ?? fallback) * 1024 * 1024,
  );

const httpUrl = z.url({
  protocol: /^https?$/,
  error: 'must be an http(s) URL',
});

/** Where the job openings come from (README, "The jobs file"): `JOBS_SOURCE` read into its kind. */
export type JobsSource =
  | { kind: 'embedded' }
  | { kind: 'file'; path: string }
  | { kind: 'greenhouse'; board: string }
  | { kind: 'lever'; site: string };

const boardName = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,99}$/;

const jobsSource = optional(
  z.string().transform((value, context): JobsSource => {
    const [, kind = '', rest = ''] = /^([a-z]+):(.*)$/.exec(value.trim()) ?? [];
    if (kind === 'file' && rest.trim()) return { kind, path: resolve(rest.trim()) };
    if (kind === 'greenhouse' && boardName.test(rest)) return { kind, board: rest };
    if (kind === 'lever' && boardName.test(rest)) return { kind, site: rest };
    context.addIssue({
      code: 'custom',
      message:
        'must be file:<path>, greenhouse:<board token> or lever:<site> (a token or site is letters, digits, ".", "-" or "_")',
    });
    return z.NEVER;
  }),
).transform((value): JobsSource => value ?? { kind: 'embedded' });

/**
 * The company's country (ISO 3166-1 alpha-2): the one the eligibility questions name and the
 * phone numbers are read in unless the candidate chooses another. The phone library's list of
 * regions is the check, as the phone field needs the country to be one of them anyway.
 */
const countryCode = z
  .string()
  .transform((value) => value.trim().toUpperCase())
  .refine(
    (code) => /^[A-Z]{2}$/.test(code) && isSupportedCountry(code),
    'must be a country as an ISO 3166-1 alpha-2 code, e.g. AU, IN or US',
  );

/** The site's own address as visitors reach it: an origin, without a path. */
const publicUrl = httpUrl
  .refine((value) => {
    // Refinements run even when the URL check failed: that one has said what is wrong.
    if (!URL.canParse(value)) return true;
    const url = new URL(value);
    return url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
  }, "must be the site's origin, e.g. https://careers.example.com (no path, query or credentials)")
  .transform((value) => new URL(value).origin);

const variables = z.object({
  NODE_ENV: optional(z.enum(['production', 'development', 'test'])).transform((value) => value ?? 'production'),
  PORT: optional(z.coerce.number().int().min(0).max(65535, 'must be a port number (0-65535)')).transform(
    (value) => value ?? 3000,
  ),
  HOST: optional(z.string()).transform((value) => value ?? '0.0.0.0'),
  SITE_NAME: optional(z.string().trim().min(1).max(60)).transform((value) => value ?? DEFAULT_SITE_NAME),
  // The seed's company is in Australia (its sample requisition is in Sydney).
  COMPANY_COUNTRY: optional(countryCode).transform((value) => value ?? 'AU'),
  JOB_BOARD_URL: optional(httpUrl).transform((value) => value ?? 'https://jobs.medinest.example'),
  BLOG_API_URL: optional(httpUrl),
  BLOG_TYPE: optional(z.string().trim().min(1)).transform((value) => value ?? 'careers'),
  BLOG_CACHE_TTL_MS: milliseconds(60_000),
  BLOG_STALE_MS: milliseconds(86_400_000),
  BLOG_TIMEOUT_MS: milliseconds(3_000),
  // The job openings (server/jobs): unset, the embedded 15 of the original product.
  JOBS_SOURCE: jobsSource,
  GREENHOUSE_API_URL: optional(httpUrl).transform((value) => value ?? 'https://boards-api.greenhouse.io'),
  LEVER_API_URL: optional(httpUrl).transform((value) => value ?? 'https://api.lever.co'),
  JOBS_CACHE_TTL_MS: milliseconds(300_000),
  JOBS_TIMEOUT_MS: milliseconds(10_000),
  // Absolute links (the sitemap, robots.txt); unset: taken from each request's Host.
  PUBLIC_URL: optional(publicUrl),
  // The partner areas the App header's drawer links to (separate applications); unset: no link.
  PARTNER_DOCTORS_URL: optional(httpUrl),
  PARTNER_PHARMACY_URL: optional(httpUrl),
  PARTNER_LAB_URL: optional(httpUrl),
  FIREBASE_PROJECT_ID: optional(z.string().regex(/^[a-z0-9-]{4,40}$/, 'must be a Firebase project id')),
  FIREBASE_API_KEY: optional(z.string().min(1)),
  FIREBASE_AUTH_DOMAIN: optional(z.string().min(1)),
  FIREBASE_AUTH_EMULATOR_HOST: optional(z.string().regex(/^[\w.-]+:\d{1,5}$/, 'must be host:port')),
  // A service-account key file; firebase-admin reads it from the environment itself.
  GOOGLE_APPLICATION_CREDENTIALS: optional(z.string()),
  DATABASE_URL: optional(
    z.url({
      protocol: /^postgres(ql)?$/,
      error: 'must be a postgres:// URL',
    }),
  ),
  DATA_DIR: optional(z.string()).transform((value) => value ?? './data'),
  // Operators who upgrade the schema as a step of their own (`npm run migrate`) set this to false.
  MIGRATE_ON_START: optional(z.enum(['true', 'false'], 'must be true or false')).transform(
    (value) => value !== 'false',
  ),
  SESSION_SECRET: optional(z.string().min(32, 'must be at least 32 characters')),
  SESSION_MAX_AGE_MS: milliseconds(7 * 86_400_000),
  AUTH_RATE_LIMIT_PER_MINUTE: optional(z.coerce.number().int().min(1).max(10_000)).transform((value) => value ?? 30),
  // Resume storage (issue 13, item 19): anyone can upload without signing in, so bytes are bounded.
  RESUME_STORAGE_LIMIT_MB: megabytes(10_240),
  ANONYMOUS_RESUME_STORAGE_MB: megabytes(1_024),
  ANONYMOUS_RESUME_MB_PER_ADDRESS: megabytes(25),
  // How long applications, resumes and sent emails are kept (issue 18); older ones are erased on a schedule.
  APPLICATION_RETENTION_DAYS: optional(
    z.coerce
      .number()
      .int('must be a whole number of days')
      .min(1, 'must be at least 1')
      .max(3_650, 'must be at most 3650'),
  ).transform((value) => value ?? 365),
  APPLICATION_RATE_LIMIT_PER_MINUTE: optional(z.coerce.number().int().min(1).max(1_000_000)).transform(
    (value) => value ?? 300,
  ),
  // Slow clients must not hold connections for minutes (slowloris): the headers of a request
  // within 20 s, the whole request (a 5 MB resume from a phone on a slow network) within 2 min.
  HEADERS_TIMEOUT_MS: milliseconds(20_000),
  REQUEST_TIMEOUT_MS: milliseconds(120_000),
  // An idle keep-alive connection is closed after this; behind a proxy, keep it above the proxy's
  // own idle timeout, or the proxy may reuse a connection the server is closing.
  KEEP_ALIVE_TIMEOUT_MS: milliseconds(5_000),
  // Open connections at most; more are refused at once, before any request is read.
  MAX_CONNECTIONS: optional(z.coerce.number().int().min(1).max(1_000_000)).transform((value) => value ?? 1_000),
  // Notifications (server/notifications): emails through SMTP, or .eml files in DATA_DIR without it.
  SMTP_URL: optional(z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' })),
  MAIL_FROM: optional(
    z.string().regex(/^[^\r\n]*<?[^\s@<>]+@[^\s@<>]+>?$/, 'must be an address, e.g. Careers <jobs@example.com>'),
  ),
  NOTIFY_EMAILS: emailList,
  // Who may work the applications (server/recruiter): verified Google accounts with these emails.
  RECRUITER_EMAILS: emailList,
  WEBHOOK_URL: optional(httpUrl),
  WEBHOOK_SECRET: optional(z.string().min(16, 'must be at least 16 characters')),
  OUTBOX_POLL_MS: milliseconds(2_000),
  OUTBOX_RETRY_MS: milliseconds(5_000),
  OUTBOX_LEASE_MS: milliseconds(60_000),
  // Behind a TLS-terminating proxy, how many hops to trust for X-Forwarded-* (client address,
  // https): a number, or Express's names such as "loopback". Unset: trust no proxy.
  TRUST_PROXY: optional(
    z
      .string()
      .regex(/^(\d{1,2}|loopback|linklocal|uniquelocal)$/, 'must be a hop count or loopback/linklocal/uniquelocal'),
  ),
  LOG_LEVEL: optional(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])).transform(
    (value) => value ?? 'info',
  ),
});

const envSchema = variables.superRefine((env, issues) => {
  // A webhook without its secret could not be verified by its receiver; real mail needs a real sender.
  if (env.WEBHOOK_URL && !env.WEBHOOK_SECRET) {
    issues.addIssue({ code: 'custom', path: ['WEBHOOK_SECRET'], message: 'is required with WEBHOOK_URL' });
  }
  if (env.SMTP_URL && !env.MAIL_FROM) {
    issues.addIssue({ code: 'custom', path: ['MAIL_FROM'], message: 'is required with SMTP_URL' });
  }
  // Node refuses a server whose headers may take longer than the whole request.
  if (env.HEADERS_TIMEOUT_MS > env.REQUEST_TIMEOUT_MS) {
    issues.addIssue({ code: 'custom', path: ['HEADERS_TIMEOUT_MS'], message: 'must not exceed REQUEST_TIMEOUT_MS' });
  }
  if (env.NODE_ENV !== 'production') return;
  if (!env.SESSION_SECRET) {
    issues.addIssue({
      code: 'custom',
      path: ['SESSION_SECRET'],
      message: 'is required in production',
    });
  }
  // Emulator tokens are unsigned: accepting them in production would let anyone sign in.
  if (env.FIREBASE_AUTH_EMULATOR_HOST) {
    issues.addIssue({
      code: 'custom',
      path: ['FIREBASE_AUTH_EMULATOR_HOST'],
      message: 'must not be set in production (the emulator accepts unsigned tokens)',
    });
  }
});

export type Config = z.infer<typeof envSchema>;

/** A configuration the server must not start with; the message names every bad variable. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** What `npm run migrate` needs: the database and the log, nothing the server alone requires. */
const migrateSchema = variables.pick({ DATABASE_URL: true, DATA_DIR: true, LOG_LEVEL: true });

function parse<T>(schema: z.ZodType<T>, env: Record<string, string | undefined>): T {
  const parsed = schema.safeParse(env);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
  throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
}

/** Reads the configuration from environment variables (see README, "Configuration"). */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  return parse(envSchema, env);
}

/** The configuration of `npm run migrate`. */
export function loadMigrateConfig(env: Record<string, string | undefined> = process.env) {
  return parse(migrateSchema, env);
}

/** Reads a configuration for a process entry: a bad one prints its message and exits with 1. */
export function loadConfigOrExit<T = Config>(load: () => T = loadConfig as () => T): T {
  try {
    return load();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
