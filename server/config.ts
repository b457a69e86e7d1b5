import { z } from 'zod';
import { DEFAULT_SITE_NAME } from '../shared/site';

// Empty variables count as unset: `PORT=` in a .env file means "use the default".
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const milliseconds = (fallback: number) =>
  optional(z.coerce.number().int('must be a whole number of milliseconds').positive('must be above 0')).transform(
    (value) => value ?? fallback,
  );

const httpUrl = z.url({
  protocol: /^https?$/,
  error: 'must be an http(s) URL',
});

const envSchema = z
  .object({
    NODE_ENV: optional(z.enum(['production', 'development', 'test'])).transform((value) => value ?? 'production'),
    PORT: optional(z.coerce.number().int().min(0).max(65535, 'must be a port number (0-65535)')).transform(
      (value) => value ?? 3000,
    ),
    HOST: optional(z.string()).transform((value) => value ?? '0.0.0.0'),
    SITE_NAME: optional(z.string().trim().min(1).max(60)).transform((value) => value ?? DEFAULT_SITE_NAME),
    JOB_BOARD_URL: optional(httpUrl).transform((value) => value ?? 'https://jobs.medinest.example'),
    BLOG_API_URL: optional(httpUrl),
    // The partner areas the App header's drawer links to (separate applications); unset: no link.
    PARTNER_DOCTORS_URL: optional(httpUrl),
    PARTNER_PHARMACY_URL: optional(httpUrl),
    PARTNER_LAB_URL: optional(httpUrl),
    BLOG_TYPE: optional(z.string().trim().min(1)).transform((value) => value ?? 'careers'),
    BLOG_CACHE_TTL_MS: milliseconds(60_000),
    BLOG_STALE_MS: milliseconds(86_400_000),
    BLOG_TIMEOUT_MS: milliseconds(3_000),
    FIREBASE_PROJECT_ID: optional(z.string().regex(/^[a-z0-9-]{4,40}$/, 'must be a Firebase project id')),
    FIREBASE_API_KEY: optional(z.string().min(1)),
    FIREBASE_AUTH_DOMAIN: optional(z.string().min(1)),
    FIREBASE_AUTH_EMULATOR_HOST: optional(z.string().regex(/^[\w.-]+:\d{1,5}$/, 'must be host:port')),
    DATABASE_URL: optional(
      z.url({
        protocol: /^postgres(ql)?$/,
        error: 'must be a postgres:// URL',
      }),
    ),
    DATA_DIR: optional(z.string()).transform((value) => value ?? './data'),
    SESSION_SECRET: optional(z.string().min(32, 'must be at least 32 characters')),
    SESSION_MAX_AGE_MS: milliseconds(7 * 86_400_000),
    AUTH_RATE_LIMIT_PER_MINUTE: optional(z.coerce.number().int().min(1).max(10_000)).transform((value) => value ?? 30),
    APPLICATION_RATE_LIMIT_PER_MINUTE: optional(z.coerce.number().int().min(1).max(1_000_000)).transform(
      (value) => value ?? 300,
    ),
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
  })
  .superRefine((env, issues) => {
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

/** Reads the configuration from environment variables (see README, "Configuration"). */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
  throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
}
