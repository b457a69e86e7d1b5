import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { isSupportedCountry } from 'libphonenumber-js/min';
import { z } from 'zod';

// Empty variables count as unset: `PORT=` in a .env file means "use the default".
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/**
 * A whole number from `min` to `max`, written as digits: the message says what is expected and
 * what was given (zod's own "expected number, received NaN" names neither). Strict, because
 * JavaScript's Number() would also read "0x50", "1e3" and " " as numbers no operator meant.
 */
const digits = ({ min, max, unit }: { min: number; max?: number; unit?: string }) =>
  z.string().transform((text, context) => {
    const value = /^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN;
    if (Number.isSafeInteger(value) && value >= min && (max === undefined || value <= max)) return value;
    const kind = unit ? `a whole number of ${unit}` : 'a whole number';
    const range = max === undefined ? `, at least ${min}` : ` from ${min} to ${max}`;
    context.addIssue({ code: 'custom', message: `must be ${kind}${range}, got ${JSON.stringify(text)}` });
    return z.NEVER;
  });

/** A whole number (see `digits`), `fallback` when unset. */
const wholeNumber = ({ fallback, ...bounds }: { min: number; max?: number; unit?: string; fallback: number }) =>
  optional(digits(bounds)).transform((value) => value ?? fallback);

const milliseconds = (fallback: number) => wholeNumber({ min: 1, unit: 'milliseconds', fallback });

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
  wholeNumber({ min: 1, unit: 'megabytes', fallback }).transform((value) => value * 1024 * 1024);

const httpUrl = z.url({
  protocol: /^https?$/,
  error: 'must be an http(s) URL',
});

/** The secret in a file, without the line break editors and `echo` end it with. */
function readSecretFile(path: string, context: z.RefinementCtx): string {
  let secret: string;
  try {
    secret = readFileSync(path, 'utf8').replace(/\r?\n$/, '');
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code ?? String(error);
    context.addIssue({ code: 'custom', message: `cannot read ${path} (${reason})` });
    return z.NEVER;
  }
  if (secret.length < 32) {
    context.addIssue({ code: 'custom', message: `${path} must hold at least 32 characters` });
    return z.NEVER;
  }
  return secret;
}

/**
 * A Standard Webhooks secret: "whsec_" and 24 to 64 bytes in base64, as the spec asks of a key.
 * Secrets of the earlier X-Careers-Signature webhook (any 16 characters) stop the start with how
 * to make one, rather than signing in a way receivers no longer check.
 */
const webhookSecret = z.string().refine((secret) => {
  const [, base64 = ''] = /^whsec_(.*)$/.exec(secret) ?? [];
  const bytes = Buffer.from(base64, 'base64').length;
  return /^[A-Za-z0-9+/]+={0,2}$/.test(base64) && base64.length % 4 === 0 && bytes >= 24 && bytes <= 64;
}, 'must be "whsec_" then 24 to 64 random bytes in base64 (Standard Webhooks), e.g. the output of: echo "whsec_$(openssl rand -base64 32)"');

/**
 * An IANA time zone name that Intl knows, as the operator wrote it (ICU would answer Asia/Kolkata
 * as its older alias Asia/Calcutta), with Intl's capitals (`asia/kolkata` → `Asia/Kolkata`).
 */
const timeZone = z.string().transform((name, context) => {
  try {
    const resolved = new Intl.DateTimeFormat('en', { timeZone: name.trim() }).resolvedOptions().timeZone;
    return resolved.toLowerCase() === name.trim().toLowerCase() ? resolved : name.trim();
  } catch {
    context.addIssue({
      code: 'custom',
      message: `must be an IANA time zone name such as Asia/Kolkata, Europe/Berlin or UTC, got ${JSON.stringify(name)}`,
    });
    return z.NEVER;
  }
});

/** Where the job openings come from (README, "The jobs file"): `JOBS_SOURCE` read into its kind. */
export type JobsSource =
  | { kind: 'embedded' }
  | { kind: 'file'; path: string }
  | { kind: 'greenhouse'; board: string }
  | { kind: 'lever'; site: string }
  | { kind: 'ashby'; board: string }
  | { kind: 'recruitee'; company: string }
  | { kind: 'smartrecruiters'; company: string };

const boardName = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,99}$/;
const subdomain = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;

const jobsSource = optional(
  z.string().transform((value, context): JobsSource => {
    const [, kind = '', rest = ''] = /^([a-z]+):(.*)$/.exec(value.trim()) ?? [];
    if (kind === 'file' && rest.trim()) return { kind, path: resolve(rest.trim()) };
    if (kind === 'greenhouse' && boardName.test(rest)) return { kind, board: rest };
    if (kind === 'lever' && boardName.test(rest)) return { kind, site: rest };
    if (kind === 'ashby' && boardName.test(rest)) return { kind, board: rest };
    // Recruitee's company is the subdomain of its careers site (<company>.recruitee.com).
    if (kind === 'recruitee' && subdomain.test(rest)) return { kind, company: rest };
    if (kind === 'smartrecruiters' && boardName.test(rest)) return { kind, company: rest };
    context.addIssue({
      code: 'custom',
      message:
        'must be file:<path>, greenhouse:<board token>, lever:<site>, ashby:<board>, recruitee:<company> or smartrecruiters:<company id> (a token, site, board or id is letters, digits, ".", "-" or "_"; a Recruitee company letters, digits and "-")',
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

/**
 * An ATS API key as issued (Greenhouse's Job Board key, Lever's Postings key): visible ASCII,
 * no spaces. A key pasted with a line break or quotes would be refused by the ATS on every
 * application; refused here instead, at start.
 */
const apiKey = z
  .string()
  .regex(/^[\x21-\x7e]{8,200}$/, 'must be the API key as issued: 8 to 200 visible characters, no spaces or quotes')
  .refine(
    (key) => !/["'`]/.test(key),
    'must be the API key as issued: 8 to 200 visible characters, no spaces or quotes',
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
  // 0: any free port (tests use it; the server logs the one it got).
  PORT: wholeNumber({ min: 0, max: 65535, fallback: 3000 }),
  HOST: optional(z.string()).transform((value) => value ?? '0.0.0.0'),
  // The company's site: its pages, pictures, colours and links (README, "Make it yours").
  SITE_DIR: optional(z.string().trim().min(1)).transform((value) => resolve(value ?? 'site')),
  // Names the brand over the site folder's `brand.name`; unset: the folder's.
  SITE_NAME: optional(z.string().trim().min(1).max(60)),
  // The seed's company is in Australia (its sample requisition is in Sydney).
  COMPANY_COUNTRY: optional(countryCode).transform((value) => value ?? 'AU'),
  // An external job board: the sample jobs' links, and the site folder's links that name ${JOB_BOARD_URL}.
  JOB_BOARD_URL: optional(httpUrl),
  // The external job board's own sign-in, offered on the sign-in page; unset: the site's sign-in only.
  JOB_BOARD_LOGIN_URL: optional(httpUrl),
  BLOG_API_URL: optional(httpUrl),
  BLOG_TYPE: optional(z.string().trim().min(1)).transform((value) => value ?? 'careers'),
  BLOG_CACHE_TTL_MS: milliseconds(60_000),
  BLOG_STALE_MS: milliseconds(86_400_000),
  BLOG_TIMEOUT_MS: milliseconds(3_000),
  // The job openings (server/jobs): unset, the embedded 15 of the original product.
  JOBS_SOURCE: jobsSource,
  GREENHOUSE_API_URL: optional(httpUrl).transform((value) => value ?? 'https://boards-api.greenhouse.io'),
  LEVER_API_URL: optional(httpUrl).transform((value) => value ?? 'https://api.lever.co'),
  // With the board's API key, candidates apply here (a Greenhouse job with its own questions,
  // server/jobs/greenhouse-questions.ts) and each application is delivered into the ATS through
  // the outbox (server/ats-delivery); without it, Apply goes to the ATS's own form.
  GREENHOUSE_API_KEY: optional(apiKey),
  LEVER_API_KEY: optional(apiKey),
  ASHBY_API_URL: optional(httpUrl).transform((value) => value ?? 'https://api.ashbyhq.com'),
  // Unset: the company's own careers site, https://<company>.recruitee.com (server/jobs/recruitee-feed.ts).
  RECRUITEE_API_URL: optional(httpUrl),
  SMARTRECRUITERS_API_URL: optional(httpUrl).transform((value) => value ?? 'https://api.smartrecruiters.com'),
  JOBS_CACHE_TTL_MS: milliseconds(300_000),
  JOBS_TIMEOUT_MS: milliseconds(10_000),
  // The company's time zone: the dates of the recruiters' CSV export are written in it.
  TIMEZONE: optional(timeZone).transform((value) => value ?? 'UTC'),
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
  // A Docker or Kubernetes secret (/run/secrets/...): read here, so the log never holds it.
  SESSION_SECRET_FILE: optional(z.string().transform(readSecretFile)),
  SESSION_MAX_AGE_MS: milliseconds(7 * 86_400_000),
  AUTH_RATE_LIMIT_PER_MINUTE: wholeNumber({ min: 1, max: 10_000, fallback: 30 }),
  // GET /metrics answers only with `Authorization: Bearer <METRICS_TOKEN>`; unset, there is no /metrics.
  METRICS_TOKEN: optional(
    z
      .string()
      .min(16, 'must be at least 16 characters')
      .regex(/^[\x21-\x7e]+$/, 'must be visible characters without spaces'),
  ),
  // Sign-in links (server/auth/sign-in-link-routes.ts): how many one client may ask for in an hour;
  // one mailbox gets at most 5 a day whoever asks.
  SIGN_IN_LINKS_PER_CLIENT_PER_HOUR: wholeNumber({ min: 1, max: 10_000, fallback: 10 }),
  // Facebook sign-in, once the operator enabled the provider in their Firebase project.
  FIREBASE_FACEBOOK_SIGN_IN: optional(z.enum(['true', 'false'], 'must be true or false')).transform(
    (value) => value === 'true',
  ),
  // Resume storage (issue 13, item 19): anyone can upload without signing in, so bytes are bounded.
  RESUME_STORAGE_LIMIT_MB: megabytes(10_240),
  ANONYMOUS_RESUME_STORAGE_MB: megabytes(1_024),
  ANONYMOUS_RESUME_MB_PER_ADDRESS: megabytes(25),
  // How long applications, resumes and sent emails are kept (issue 18); older ones are erased on a schedule.
  APPLICATION_RETENTION_DAYS: wholeNumber({ min: 1, max: 3_650, unit: 'days', fallback: 365 }),
  APPLICATION_RATE_LIMIT_PER_MINUTE: wholeNumber({ min: 1, max: 1_000_000, fallback: 300 }),
  // Each first save without a session starts a session and a draft: bounded per client address a
  // day, and a session that never signs in ends a day after it began (signed in: SESSION_MAX_AGE_MS).
  ANONYMOUS_DRAFTS_PER_ADDRESS_PER_DAY: wholeNumber({ min: 1, max: 1_000_000, fallback: 20 }),
  ANONYMOUS_SESSION_MAX_AGE_MS: milliseconds(86_400_000),
  // Judging a resume parses it, on the event loop: a crafted 5 MB file takes up to about 2 s
  // (docs/decisions/010). A candidate uploads a few; a client that sends more waits the hour.
  RESUME_CHECKS_PER_CLIENT_PER_HOUR: wholeNumber({ min: 1, max: 1_000_000, fallback: 30 }),
  // Slow clients must not hold connections for minutes (slowloris): the headers of a request
  // within 20 s, the whole request (a 5 MB resume from a phone on a slow network) within 2 min.
  HEADERS_TIMEOUT_MS: milliseconds(20_000),
  REQUEST_TIMEOUT_MS: milliseconds(120_000),
  // An idle keep-alive connection is closed after this; behind a proxy, keep it above the proxy's
  // own idle timeout, or the proxy may reuse a connection the server is closing.
  KEEP_ALIVE_TIMEOUT_MS: milliseconds(5_000),
  // Open connections at most; more are refused at once, before any request is read.
  MAX_CONNECTIONS: wholeNumber({ min: 1, max: 1_000_000, fallback: 1_000 }),
  // Notifications (server/notifications): emails through SMTP, or .eml files in DATA_DIR without it.
  SMTP_URL: optional(z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' })),
  MAIL_FROM: optional(
    z.string().regex(/^[^\r\n]*<?[^\s@<>]+@[^\s@<>]+>?$/, 'must be an address, e.g. Careers <jobs@example.com>'),
  ),
  NOTIFY_EMAILS: emailList,
  // Who may work the applications (server/recruiter): verified Google accounts with these emails.
  RECRUITER_EMAILS: emailList,
  WEBHOOK_URL: optional(httpUrl),
  // Standard Webhooks' secret: "whsec_" and the key in base64 (https://www.standardwebhooks.com).
  WEBHOOK_SECRET: optional(webhookSecret),
  OUTBOX_POLL_MS: milliseconds(2_000),
  OUTBOX_RETRY_MS: milliseconds(5_000),
  OUTBOX_LEASE_MS: milliseconds(60_000),
  // Job alerts (server/alerts): the hour (UTC) digests are due at, how many subscriptions one
  // client (address) may ask for in an hour, and how many confirmation emails the whole site sends
  // in an hour (each goes to an address nobody has verified). Alerts need PUBLIC_URL.
  ALERTS_HOUR: wholeNumber({ min: 0, max: 23, fallback: 7 }),
  ALERTS_SUBSCRIBE_LIMIT_PER_HOUR: wholeNumber({ min: 1, max: 100_000, fallback: 20 }),
  ALERTS_CONFIRMATIONS_PER_HOUR: wholeNumber({ min: 1, max: 1_000_000, fallback: 300 }),
  // How long a status email a recruiter chose to send waits in the outbox, so that Undo can still
  // take it back (issue 26). 0 sends it at once, with no Undo; a day at most.
  CANDIDATE_EMAIL_DELAY_MS: optional(
    z.coerce
      .number({ error: 'must be a whole number of milliseconds' })
      .int('must be a whole number of milliseconds')
      .min(0, 'must be 0 or more')
      .max(86_400_000, 'must be at most 86400000 (a day)'),
  ).transform((value) => value ?? 600_000),
  // Behind a TLS-terminating proxy, how many hops to trust for X-Forwarded-* (client address,
  // https): a number, or Express's names such as "loopback". Unset: trust no proxy.
  TRUST_PROXY: optional(
    z
      .string()
      .regex(/^(\d{1,2}|loopback|linklocal|uniquelocal)$/, 'must be a hop count or loopback/linklocal/uniquelocal'),
  ),
  // Memory for anonymous pages already rendered (server/pages/page-cache.ts), in megabytes.
  PAGE_CACHE_MB: megabytes(32),
  // Open connections of one client address (an IPv6 /64) at most, so that one client's slow
  // sockets cannot take all of MAX_CONNECTIONS; less as the server fills, with slots kept for
  // others (server/http/connection-shares.ts). Unset: 100, or MAX_CONNECTIONS behind a proxy
  // (TRUST_PROXY), where every connection comes from the proxy's address (see configSchema).
  MAX_CONNECTIONS_PER_ADDRESS: optional(digits({ min: 1, max: 1_000_000 })),
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
  if (env.MAX_CONNECTIONS_PER_ADDRESS !== undefined && env.MAX_CONNECTIONS_PER_ADDRESS > env.MAX_CONNECTIONS) {
    issues.addIssue({
      code: 'custom',
      path: ['MAX_CONNECTIONS_PER_ADDRESS'],
      message: `must not exceed MAX_CONNECTIONS (${env.MAX_CONNECTIONS})`,
    });
  }
  // Node refuses a server whose headers may take longer than the whole request.
  if (env.HEADERS_TIMEOUT_MS > env.REQUEST_TIMEOUT_MS) {
    issues.addIssue({ code: 'custom', path: ['HEADERS_TIMEOUT_MS'], message: 'must not exceed REQUEST_TIMEOUT_MS' });
  }
  if (env.SESSION_SECRET && env.SESSION_SECRET_FILE) {
    issues.addIssue({
      code: 'custom',
      path: ['SESSION_SECRET_FILE'],
      message: 'must not be set with SESSION_SECRET: set one of them',
    });
  }
  if (env.NODE_ENV !== 'production') return;
  // Unset, each server generates a secret of its own into DATA_DIR (server/session/session-secret.ts):
  // replicas sharing a Postgres database would each refuse the others' session cookies.
  if (env.DATABASE_URL && !env.SESSION_SECRET && !env.SESSION_SECRET_FILE) {
    issues.addIssue({
      code: 'custom',
      path: ['SESSION_SECRET'],
      message:
        'is required in production with DATABASE_URL (or SESSION_SECRET_FILE): every replica must sign sessions with the same secret',
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

// One secret from here on, whichever variable held it; and the settings whose default depends on others.
const configSchema = envSchema.transform(({ SESSION_SECRET_FILE, ...env }) => ({
  ...env,
  SESSION_SECRET: env.SESSION_SECRET ?? SESSION_SECRET_FILE,
  MAX_CONNECTIONS_PER_ADDRESS:
    env.MAX_CONNECTIONS_PER_ADDRESS ?? (env.TRUST_PROXY ? env.MAX_CONNECTIONS : Math.min(100, env.MAX_CONNECTIONS)),
}));

export type Config = z.infer<typeof configSchema>;

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
  return parse(configSchema, env);
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
