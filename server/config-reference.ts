import { isAbsolute, relative } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { z } from 'zod';
import { environmentVariables } from './config';

/**
 * docs/configuration.md, written from the configuration's schema (`npm run docs:config`): each
 * variable's words are its `.describe()` in server/config.ts, its default and checks are read
 * from the schema itself, and its group is the map below. A unit test fails when the file and
 * the schema differ, so a new variable is documented by the change that adds it.
 */

export type ConfigVariable = keyof typeof environmentVariables.shape;

/** The concerns the reference groups the variables by, in its order, each with what it is about. */
const groups = {
  Server: 'Where the server listens, how it sees its clients, and what it logs.',
  'Site and company': 'The company the site is for: its site folder, country, time zone and links elsewhere.',
  Blog: 'The blog the site shows, proxied and cached by the server.',
  'Jobs and ATS': 'Where the job openings come from, and delivery of applications into the ATS (docs/jobs-and-ats.md).',
  'Sign-in and sessions': 'Firebase sign-in, who is a recruiter, and the sessions the server keeps.',
  Storage: 'The database, the data folder, resume storage and how long applications are kept.',
  'Email and webhooks': 'The outbox: emails to candidates and the hiring team, and the webhook.',
  'Job alerts': 'Digests of new jobs by email (`npm run send-alerts`); alerts need `PUBLIC_URL`.',
  Limits: "Request limits per client and the HTTP server's timeouts and connections (docs/operations.md).",
  'Metrics and operations': 'Metrics for a scraper, and the memory of the page cache.',
} as const;

type Group = keyof typeof groups;

/** Each variable's group, in the order the reference lists them; a variable without one does not compile. */
export const configGroups: Record<ConfigVariable, Group> = {
  NODE_ENV: 'Server',
  PORT: 'Server',
  HOST: 'Server',
  PUBLIC_URL: 'Server',
  TRUST_PROXY: 'Server',
  LOG_LEVEL: 'Server',
  SITE_DIR: 'Site and company',
  SITE_NAME: 'Site and company',
  COMPANY_COUNTRY: 'Site and company',
  TIMEZONE: 'Site and company',
  JOB_BOARD_URL: 'Site and company',
  JOB_BOARD_LOGIN_URL: 'Site and company',
  PARTNER_DOCTORS_URL: 'Site and company',
  PARTNER_PHARMACY_URL: 'Site and company',
  PARTNER_LAB_URL: 'Site and company',
  BLOG_API_URL: 'Blog',
  BLOG_TYPE: 'Blog',
  BLOG_CACHE_TTL_MS: 'Blog',
  BLOG_STALE_MS: 'Blog',
  BLOG_TIMEOUT_MS: 'Blog',
  JOBS_SOURCE: 'Jobs and ATS',
  JOBS_CACHE_TTL_MS: 'Jobs and ATS',
  JOBS_TIMEOUT_MS: 'Jobs and ATS',
  GREENHOUSE_API_KEY: 'Jobs and ATS',
  LEVER_API_KEY: 'Jobs and ATS',
  ASHBY_API_KEY: 'Jobs and ATS',
  SMARTRECRUITERS_API_KEY: 'Jobs and ATS',
  GREENHOUSE_API_URL: 'Jobs and ATS',
  LEVER_API_URL: 'Jobs and ATS',
  ASHBY_API_URL: 'Jobs and ATS',
  RECRUITEE_API_URL: 'Jobs and ATS',
  SMARTRECRUITERS_API_URL: 'Jobs and ATS',
  FIREBASE_PROJECT_ID: 'Sign-in and sessions',
  FIREBASE_API_KEY: 'Sign-in and sessions',
  FIREBASE_AUTH_DOMAIN: 'Sign-in and sessions',
  FIREBASE_AUTH_EMULATOR_HOST: 'Sign-in and sessions',
  GOOGLE_APPLICATION_CREDENTIALS: 'Sign-in and sessions',
  FIREBASE_FACEBOOK_SIGN_IN: 'Sign-in and sessions',
  RECRUITER_EMAILS: 'Sign-in and sessions',
  SESSION_SECRET: 'Sign-in and sessions',
  SESSION_SECRET_FILE: 'Sign-in and sessions',
  SESSION_MAX_AGE_MS: 'Sign-in and sessions',
  ANONYMOUS_SESSION_MAX_AGE_MS: 'Sign-in and sessions',
  DATABASE_URL: 'Storage',
  DATA_DIR: 'Storage',
  MIGRATE_ON_START: 'Storage',
  RESUME_STORAGE_LIMIT_MB: 'Storage',
  ANONYMOUS_RESUME_STORAGE_MB: 'Storage',
  ANONYMOUS_RESUME_MB_PER_ADDRESS: 'Storage',
  APPLICATION_RETENTION_DAYS: 'Storage',
  SMTP_URL: 'Email and webhooks',
  MAIL_FROM: 'Email and webhooks',
  NOTIFY_EMAILS: 'Email and webhooks',
  WEBHOOK_URL: 'Email and webhooks',
  WEBHOOK_SECRET: 'Email and webhooks',
  CANDIDATE_EMAIL_DELAY_MS: 'Email and webhooks',
  OUTBOX_POLL_MS: 'Email and webhooks',
  OUTBOX_RETRY_MS: 'Email and webhooks',
  OUTBOX_LEASE_MS: 'Email and webhooks',
  ALERTS_HOUR: 'Job alerts',
  ALERTS_SUBSCRIBE_LIMIT_PER_HOUR: 'Job alerts',
  ALERTS_CONFIRMATIONS_PER_HOUR: 'Job alerts',
  AUTH_RATE_LIMIT_PER_MINUTE: 'Limits',
  SIGN_IN_LINKS_PER_CLIENT_PER_HOUR: 'Limits',
  APPLICATION_RATE_LIMIT_PER_MINUTE: 'Limits',
  RECRUITER_RATE_LIMIT_PER_MINUTE: 'Limits',
  ANONYMOUS_DRAFTS_PER_ADDRESS_PER_DAY: 'Limits',
  RESUME_CHECKS_PER_CLIENT_PER_HOUR: 'Limits',
  RESUME_CHECKS_AT_ONCE: 'Limits',
  RESUME_UPLOADS_AT_ONCE_PER_CLIENT: 'Limits',
  HEADERS_TIMEOUT_MS: 'Limits',
  REQUEST_TIMEOUT_MS: 'Limits',
  KEEP_ALIVE_TIMEOUT_MS: 'Limits',
  MAX_CONNECTIONS: 'Limits',
  MAX_CONNECTIONS_PER_ADDRESS: 'Limits',
  REDIS_URL: 'Limits',
  METRICS_TOKEN: 'Metrics and operations',
  PAGE_CACHE_MB: 'Metrics and operations',
};

/** The variables whose schema has no `.describe()`: the reference would have nothing to say of them. */
export function undescribedVariables(shape: Record<string, z.ZodType> = environmentVariables.shape): string[] {
  return Object.keys(shape).filter((name) => !shape[name]?.description?.trim());
}

const variables = () => Object.keys(configGroups) as ConfigVariable[];

const durations: [number, string][] = [
  [86_400_000, 'day'],
  [3_600_000, 'hour'],
  [60_000, 'minute'],
  [1_000, 'second'],
];

/** 600000 → "10 minutes": the largest unit the milliseconds are a whole number of. */
function durationWords(ms: number): string | undefined {
  const [unit, name] = durations.find(([size]) => ms % size === 0) ?? [];
  if (!unit || !name || ms === 0) return undefined;
  const count = ms / unit;
  return `${count} ${name}${count === 1 ? '' : 's'}`;
}

/**
 * What leaving a variable unset amounts to, written as the value that reads the same: `3000`,
 * `site` (read as an absolute path), `10240` (megabytes, read as bytes). Undefined when unset is
 * its own case (no value, an empty list, the embedded jobs), which the description words.
 */
function defaultOf(name: ConfigVariable, schema: z.ZodType): string | undefined {
  const unset: unknown = schema.parse(undefined);
  if (unset === undefined || unset === null || typeof unset === 'object') return undefined;
  const candidates =
    typeof unset === 'number'
      ? [String(unset), String(unset / 2 ** 20)]
      : typeof unset === 'string' && isAbsolute(unset)
        ? [relative(process.cwd(), unset)]
        : [String(unset)];
  const written = candidates.find((value) => {
    const parsed = schema.safeParse(value);
    return parsed.success && isDeepStrictEqual(parsed.data, unset);
  });
  if (written === undefined) throw new Error(`${name}: no value reads as what unset does (${String(unset)})`);
  return written;
}

/** The parts of a zod schema this walk reads: zod's own definitions, typed loosely. */
interface SchemaDefinition {
  type: string;
  error?: unknown;
  checks?: z.core.$ZodCheck[];
  entries?: Record<string, string | number>;
  in?: z.core.$ZodType;
  out?: z.core.$ZodType;
  innerType?: z.core.$ZodType;
  element?: z.core.$ZodType;
}

/** A fixed message given to a schema or a check (`'must be an http(s) URL'`); none when zod words it. */
function messageOf(error: unknown): string | undefined {
  if (typeof error !== 'function') return undefined;
  try {
    const message: unknown = error({});
    return typeof message === 'string' ? message : undefined;
  } catch {
    return undefined;
  }
}

/** What the schema refuses, in its own messages: "must be an http(s) URL", "one of `info`, `debug`". */
function checksOf(schema: z.core.$ZodType): string[] {
  const found: string[] = [];
  const visit = (node: z.core.$ZodType) => {
    const definition = node._zod.def as unknown as SchemaDefinition;
    const expected = z.globalRegistry.get(node)?.expected;
    if (typeof expected === 'string') found.push(expected);
    const own = messageOf(definition.error);
    if (own) found.push(own);
    else if (definition.type === 'enum' && definition.entries) {
      found.push(
        `one of ${Object.values(definition.entries)
          .map((value) => `\`${value}\``)
          .join(', ')}`,
      );
    }
    for (const check of definition.checks ?? []) {
      const message = messageOf(check._zod.def.error);
      if (message) found.push(message);
    }
    for (const inner of [definition.in, definition.out, definition.innerType, definition.element]) {
      if (inner) visit(inner);
    }
  };
  visit(schema);
  return [...new Set(found)];
}

const cell = (text: string) => text.replaceAll('|', '\\|').replaceAll('\n', ' ');

function row(name: ConfigVariable): string {
  const schema = environmentVariables.shape[name];
  const value = defaultOf(name, schema);
  const words = name.endsWith('_MS') && value ? durationWords(Number(value)) : undefined;
  const fallback = value === undefined ? 'unset' : `\`${value}\`${words ? ` (${words})` : ''}`;
  const checks = checksOf(schema).map((message) => message.replaceAll('<', '\\<'));
  return `| \`${name}\` | ${fallback} | ${cell(schema.description ?? '')} | ${cell(checks.join('; '))} |`;
}

export function configReference(): string {
  const missing = undescribedVariables();
  if (missing.length) throw new Error(`no .describe() in server/config.ts for ${missing.join(', ')}`);
  const sections = (Object.entries(groups) as [Group, string][]).map(([group, about]) => {
    const rows = variables()
      .filter((name) => configGroups[name] === group)
      .map(row);
    return `## ${group}

${about}

| Variable | Default | Description | Checked at start |
| --- | --- | --- | --- |
${rows.join('\n')}
`;
  });
  return `# Configuration

Written by \`npm run docs:config\` from server/config.ts (each variable's \`.describe()\`, its
default and its checks) and server/config-reference.ts (its group); do not edit by hand.

The server reads these environment variables at start-up. A bad value stops the start with a
message naming the variable and what it must be; an empty variable counts as unset. "Default" is
the value that does what leaving the variable unset does; "unset" is its own case, which the
description says.

${sections.join('\n')}
## Read elsewhere

- \`AUTH_EMULATOR_PORT\` (default \`9099\`): \`npm start\` only, the port of the Auth emulator it
  starts on 127.0.0.1 when neither \`FIREBASE_PROJECT_ID\` nor \`FIREBASE_AUTH_EMULATOR_HOST\` is set.
- \`TEST_DATABASE_URL\`, \`CHROMIUM_PATH\`, \`SCREENSHOTS\`: the tests' (README.md, "Two commands").
- \`SITE_HOST\`, \`POSTGRES_PASSWORD\`: compose.yaml's (docs/operations.md, "Scale out").
`;
}
