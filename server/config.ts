import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { z } from 'zod';
import { phoneRegions } from '../shared/phone-regions';
import { type Config, configOf } from './config-sections';

// Empty variables count as unset: `PORT=` in a .env file means "use the default".
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/**
 * A whole number from `min` to `max`, written as digits: the message says what is expected and
 * what was given (zod's own "expected number, received NaN" names neither). Strict, because
 * JavaScript's Number() would also read "0x50", "1e3" and " " as numbers no operator meant.
 */
const digits = ({ min, max, unit }: { min: number; max?: number; unit?: string }) => {
  const kind = unit ? `a whole number of ${unit}` : 'a whole number';
  const range = max === undefined ? `, at least ${min}` : ` from ${min} to ${max}`;
  return (
    z
      .string()
      .transform((text, context) => {
        const value = /^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN;
        if (Number.isSafeInteger(value) && value >= min && (max === undefined || value <= max)) return value;
        context.addIssue({ code: 'custom', message: `must be ${kind}${range}, got ${JSON.stringify(text)}` });
        return z.NEVER;
      })
      // The transform's message is out of the reference's reach (docs/configuration.md): this says it.
      .meta({ expected: `must be ${kind}${range}` })
  );
};

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
const timeZoneExpected = 'must be an IANA time zone name such as Asia/Kolkata, Europe/Berlin or UTC';
const timeZone = z
  .string()
  .transform((name, context) => {
    try {
      const resolved = new Intl.DateTimeFormat('en', { timeZone: name.trim() }).resolvedOptions().timeZone;
      return resolved.toLowerCase() === name.trim().toLowerCase() ? resolved : name.trim();
    } catch {
      context.addIssue({ code: 'custom', message: `${timeZoneExpected}, got ${JSON.stringify(name)}` });
      return z.NEVER;
    }
  })
  .meta({ expected: timeZoneExpected });

/** Where the job openings come from (docs/jobs-and-ats.md): `JOBS_SOURCE` read into its kind. */
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

const jobsSourceExpected =
  'must be file:<path>, greenhouse:<board token>, lever:<site>, ashby:<board>, recruitee:<company> or smartrecruiters:<company id> (a token, site, board or id is letters, digits, ".", "-" or "_"; a Recruitee company letters, digits and "-")';

const jobsSource = optional(
  z
    .string()
    .transform((value, context): JobsSource => {
      const [, kind = '', rest = ''] = /^([a-z]+):(.*)$/.exec(value.trim()) ?? [];
      if (kind === 'file' && rest.trim()) return { kind, path: resolve(rest.trim()) };
      if (kind === 'greenhouse' && boardName.test(rest)) return { kind, board: rest };
      if (kind === 'lever' && boardName.test(rest)) return { kind, site: rest };
      if (kind === 'ashby' && boardName.test(rest)) return { kind, board: rest };
      // Recruitee's company is the subdomain of its careers site (<company>.recruitee.com).
      if (kind === 'recruitee' && subdomain.test(rest)) return { kind, company: rest };
      if (kind === 'smartrecruiters' && boardName.test(rest)) return { kind, company: rest };
      context.addIssue({ code: 'custom', message: jobsSourceExpected });
      return z.NEVER;
    })
    .meta({ expected: jobsSourceExpected }),
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
    (code) => /^[A-Z]{2}$/.test(code) && phoneRegions.has(code),
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
  NODE_ENV: optional(z.enum(['production', 'development', 'test']))
    .transform((value) => value ?? 'production')
    .describe(
      'Which environment the server runs as: `production`, `development` or `test`. `npm start` runs as `development` unless it is set, `npm run dev` always.',
    ),
  PORT: wholeNumber({ min: 0, max: 65535, fallback: 3000 }).describe(
    'The port the server listens on; 0 takes any free port (the server logs the one it got).',
  ),
  HOST: optional(z.string())
    .transform((value) => value ?? '0.0.0.0')
    .describe('The address the server listens on.'),
  SITE_DIR: optional(z.string().trim().min(1))
    .transform((value) => resolve(value ?? 'site'))
    .describe(
      "The company's site folder: its pages, pictures, colours and links (docs/site-folder.md). A folder that does not read stops the start, naming the file and line.",
    ),
  SITE_NAME: optional(z.string().trim().min(1).max(60)).describe(
    "The brand in titles, headings, the header and the emails, over the site folder's `brand.name`. Unset: the folder's.",
  ),
  COMPANY_COUNTRY: optional(countryCode).describe(
    "The company's country as an ISO 3166-1 alpha-2 code (`AU`, `IN`, `US`): the work-eligibility questions name it, a phone number without a country code is read in it, and it decides which equal-opportunity, military and education questions the wizard asks (docs/architecture.md, \"The company's country\"). Unset: the site folder's (`company.country` in site.yaml, else the country `brand.country` names), else `AU`; the seed's folder says `AU`, its company being in Sydney.",
  ),
  JOB_BOARD_URL: optional(httpUrl).describe(
    "An external job board: the sample jobs' View Job links (unset: the seed's `https://jobs.medinest.example`) and the site folder's links that name `${JOB_BOARD_URL}` (unset: those links are not shown).",
  ),
  JOB_BOARD_LOGIN_URL: optional(httpUrl).describe(
    "The external job board's own sign-in, offered on this site's sign-in page as \"Sign in to the job board\" for candidates whose account is there. Unset: no such link. The header's Login is always this site's sign-in (`/carrer/sign-in?returnTo=<the page's path and query>`), which comes back to the page after signing in.",
  ),
  BLOG_API_URL: optional(httpUrl).describe(
    "The blog API's base URL; its articles' images must be `https://` URLs or paths of this site, as the Content-Security-Policy allows images over HTTPS only. Unset: the site folder's articles (`blog/*.md`, docs/site-folder.md), and no blog without any.",
  ),
  BLOG_TYPE: optional(z.string().trim().min(1))
    .transform((value) => value ?? 'careers')
    .describe('Only articles of this type are shown.'),
  BLOG_CACHE_TTL_MS: milliseconds(60_000).describe(
    'How long a blog answer is fresh; then it is served stale while one background call refreshes it.',
  ),
  BLOG_STALE_MS: milliseconds(86_400_000).describe('How long a blog answer is still served while the blog API fails.'),
  BLOG_TIMEOUT_MS: milliseconds(3_000).describe('How long a call to the blog API may take.'),
  JOBS_SOURCE: jobsSource.describe(
    "Where the job openings come from: `file:<path>` (a JSON or YAML jobs file), `greenhouse:<board token>`, `lever:<site>`, `ashby:<board>`, `recruitee:<company>` or `smartrecruiters:<company id>` (docs/jobs-and-ats.md). Unset: the original product's 15 embedded jobs.",
  ),
  GREENHOUSE_API_URL: optional(httpUrl)
    .transform((value) => value ?? 'https://boards-api.greenhouse.io')
    .describe("The base URL of Greenhouse's Job Board API (tests point it at a loopback server)."),
  LEVER_API_URL: optional(httpUrl)
    .transform((value) => value ?? 'https://api.lever.co')
    .describe("The base URL of Lever's Postings API (tests point it at a loopback server)."),
  // With the board's API key, candidates apply here (a Greenhouse job with its own questions,
  // server/jobs/greenhouse-questions.ts) and each application is delivered into the ATS through
  // the outbox (server/ats-delivery); without it, Apply goes to the ATS's own form.
  GREENHOUSE_API_KEY: optional(apiKey).describe(
    "The board's Job Board API key. With `JOBS_SOURCE=greenhouse:<token>` candidates apply here, a job's own questions included, and each application is delivered into Greenhouse through the outbox (docs/jobs-and-ats.md); unset, Apply goes to Greenhouse's hosted form.",
  ),
  LEVER_API_KEY: optional(apiKey).describe(
    "Lever's Postings API key, from its integrations settings. With `JOBS_SOURCE=lever:<site>` candidates apply here and each application is delivered into Lever through the outbox (docs/jobs-and-ats.md); unset, Apply goes to Lever's hosted form.",
  ),
  ASHBY_API_URL: optional(httpUrl)
    .transform((value) => value ?? 'https://api.ashbyhq.com')
    .describe(
      "The base URL of Ashby's API, its public job board and its application API alike (tests point it at a loopback server).",
    ),
  ASHBY_API_KEY: optional(apiKey).describe(
    "An Ashby API key with the `jobsRead` and `candidatesWrite` permissions. With `JOBS_SOURCE=ashby:<board>` candidates apply here, a job's own application form asked, and each application is delivered into Ashby through the outbox (docs/jobs-and-ats.md); unset, Apply goes to Ashby's hosted form.",
  ),
  RECRUITEE_API_URL: optional(httpUrl).describe(
    "The Recruitee careers site the offers are read from and applied to (its Careers Site API, no key: applications made here are delivered into Recruitee, docs/jobs-and-ats.md); a company's own careers domain works too. Unset: `https://<company>.recruitee.com`.",
  ),
  SMARTRECRUITERS_API_URL: optional(httpUrl)
    .transform((value) => value ?? 'https://api.smartrecruiters.com')
    .describe(
      "The base URL of SmartRecruiters' API, its public postings and its Application API alike (tests point it at a loopback server).",
    ),
  SMARTRECRUITERS_API_KEY: optional(apiKey).describe(
    "A SmartRecruiters API key (sent as `X-SmartToken`) that may use the Application API. With `JOBS_SOURCE=smartrecruiters:<company id>` candidates apply here, a posting's screening questions asked, and each application is delivered into SmartRecruiters through the outbox (docs/jobs-and-ats.md); unset, Apply goes to SmartRecruiters' hosted form.",
  ),
  JOBS_CACHE_TTL_MS: milliseconds(300_000).describe(
    "How long a feed's job list (and a job's own questions) is fresh before it is refreshed in the background; a loaded list is kept as long as the feed fails.",
  ),
  JOBS_TIMEOUT_MS: milliseconds(10_000).describe('How long a call to the jobs feed gets for its whole answer.'),
  TIMEZONE: optional(timeZone)
    .transform((value) => value ?? 'UTC')
    .describe(
      "The company's time zone, an IANA name such as `Asia/Kolkata`, in which the whole site writes dates: the recruiters' pages, the hiring team's email and the CSV export as `2026-11-25 14:30`, the candidate's pages and emails as `26 November 2026`; the inbox's day filters are its days (docs/architecture.md, \"Dates\").",
    ),
  PUBLIC_URL: optional(publicUrl).describe(
    "The site's origin as visitors reach it (`https://careers.example.com`, no path): the absolute URLs of the sitemap, robots.txt and the jobs' structured data, and the link in every email to a candidate; job alerts and sign-in links need it. Unset: each request's own origin (those answers then `private, no-cache`), emails without the link, and a warning at start.",
  ),
  // The partner areas the App header's drawer links to (separate applications); unset: no link.
  PARTNER_DOCTORS_URL: optional(httpUrl).describe(
    "The address of the drawer's For Doctors partner area, named by the seed's site.yaml. Unset: that link is hidden, and without any partner address so is the drawer's Menu button.",
  ),
  PARTNER_PHARMACY_URL: optional(httpUrl).describe(
    "The address of the drawer's For Pharmacy partner area, named by the seed's site.yaml. Unset: that link is hidden.",
  ),
  PARTNER_LAB_URL: optional(httpUrl).describe(
    "The address of the drawer's For Lab partner area, named by the seed's site.yaml. Unset: that link is hidden.",
  ),
  FIREBASE_PROJECT_ID: optional(z.string().regex(/^[a-z0-9-]{4,40}$/, 'must be a Firebase project id')).describe(
    'The Firebase project for sign-in. Unset, with no emulator either: no sign-in (`npm start` then runs the Auth emulator).',
  ),
  FIREBASE_API_KEY: optional(z.string().min(1)).describe(
    "The Firebase project's web API key, a public value the browser gets.",
  ),
  FIREBASE_AUTH_DOMAIN: optional(z.string().min(1)).describe(
    "The Firebase project's auth domain, a public value the browser gets.",
  ),
  FIREBASE_AUTH_EMULATOR_HOST: optional(z.string().regex(/^[\w.-]+:\d{1,5}$/, 'must be host:port')).describe(
    'The Firebase Auth emulator as `host:port`. Refused in production, where its unsigned tokens would let anyone in.',
  ),
  // A service-account key file; firebase-admin reads it from the environment itself.
  GOOGLE_APPLICATION_CREDENTIALS: optional(z.string()).describe(
    "A service-account key file, read by firebase-admin. With it, revoked tokens and disabled users are refused, sign-in links can be emailed, and a candidate's erasure deletes their Firebase account.",
  ),
  DATABASE_URL: optional(
    z.url({
      protocol: /^postgres(ql)?$/,
      error: 'must be a postgres:// URL',
    }),
  ).describe(
    'The Postgres database (`postgres://`) for sessions, drafts, applications and every other table; replicas share it. Unset: SQLite in `DATA_DIR`.',
  ),
  REDIS_URL: optional(
    z.url({
      protocol: /^rediss?$/,
      error: 'must be a redis:// or rediss:// URL',
    }),
  ).describe(
    "Redis (`redis://`, or `rediss://` over TLS) for the request limits' counts, shared by every replica connected to it, instead of the database's `limit_windows`. A start fails when it does not answer; later, while it cannot be reached, requests go on uncounted and an error is logged. Unset: Postgres with `DATABASE_URL`, else the process's memory.",
  ),
  DATA_DIR: optional(z.string())
    .transform((value) => value ?? './data')
    .describe(
      'The folder of the SQLite database (sessions, drafts, applications and their resumes), the generated session secret and, without `SMTP_URL`, the emails as `.eml` files. Each file the server makes there is mode 0600 and each folder 0700.',
    ),
  MIGRATE_ON_START: optional(z.enum(['true', 'false'], 'must be true or false'))
    .transform((value) => value !== 'false')
    .describe(
      '`false`: the server does not migrate the database at start, and refuses one that `npm run migrate` has not upgraded.',
    ),
  SESSION_SECRET: optional(z.string().min(32, 'must be at least 32 characters')).describe(
    'Signs session cookies (32 characters or more). Replicas on one database must share it, so production with `DATABASE_URL` requires it (or `SESSION_SECRET_FILE`); otherwise, unset, one is generated on first start into `DATA_DIR/session-secret` and kept there.',
  ),
  // A Docker or Kubernetes secret (/run/secrets/...): read here, so the log never holds it.
  SESSION_SECRET_FILE: optional(z.string().transform(readSecretFile)).describe(
    'A file holding the session secret instead (a Docker or Kubernetes secret, `/run/secrets/session_secret`), at least 32 characters; a trailing line break is ignored, and setting both is refused.',
  ),
  SESSION_MAX_AGE_MS: milliseconds(7 * 86_400_000).describe(
    "A signed-in session's lifetime, renewed with each response.",
  ),
  AUTH_RATE_LIMIT_PER_MINUTE: wholeNumber({ min: 1, max: 10_000, fallback: 30 }).describe(
    'Requests one client may make to `/api/session` in a minute (then `429`).',
  ),
  METRICS_TOKEN: optional(
    z
      .string()
      .min(16, 'must be at least 16 characters')
      .regex(/^[\x21-\x7e]+$/, 'must be visible characters without spaces'),
  ).describe(
    '`GET /metrics` (Prometheus\' format) answers only a scraper sending `Authorization: Bearer <METRICS_TOKEN>` (docs/operations.md, "Metrics"). Unset: there is no `/metrics`.',
  ),
  SIGN_IN_LINKS_PER_CLIENT_PER_HOUR: wholeNumber({ min: 1, max: 10_000, fallback: 10 }).describe(
    'Sign-in links one client may ask for in an hour (`POST /api/sign-in-link`, then `429`); one mailbox gets at most 5 a day however its address is spelled.',
  ),
  FIREBASE_FACEBOOK_SIGN_IN: optional(z.enum(['true', 'false'], 'must be true or false'))
    .transform((value) => value === 'true')
    .describe(
      '`true` once Facebook is enabled as a provider in the Firebase project: "Continue with Facebook" then signs in with Firebase\'s Facebook popup; otherwise it says Facebook is not available.',
    ),
  // Anyone can upload a resume without signing in, so their bytes are bounded.
  RESUME_STORAGE_LIMIT_MB: megabytes(10_240).describe(
    'Megabytes of all resumes together; past it uploads answer `503` and the log says so.',
  ),
  ANONYMOUS_RESUME_STORAGE_MB: megabytes(1_024).describe(
    'Megabytes of the resumes of drafts not signed in, together; past it their uploads answer `503`.',
  ),
  ANONYMOUS_RESUME_MB_PER_ADDRESS: megabytes(25).describe(
    'Megabytes of the resumes of drafts not signed in, per client address (`429` past it: sign in to upload); the address is kept only as a keyed hash.',
  ),
  APPLICATION_RETENTION_DAYS: wholeNumber({ min: 1, max: 3_650, unit: 'days', fallback: 365 }).describe(
    'Whole days applications, resumes and sent emails are kept: every 15 minutes, and at start, older ones are deleted with everything of theirs (docs/api.md, "Retention").',
  ),
  APPLICATION_RATE_LIMIT_PER_MINUTE: wholeNumber({ min: 1, max: 1_000_000, fallback: 300 }).describe(
    "Writes one client may make in a minute to the wizard's API (`/api/application`) and by the pages' form posts (then `429`).",
  ),
  RECRUITER_RATE_LIMIT_PER_MINUTE: wholeNumber({ min: 1, max: 1_000_000, fallback: 600 }).describe(
    "Requests one recruiter (by account) may make in a minute to the recruiters' API (`/api/recruiter`), then `429` with `Retry-After`: plenty for a person, not for a script that copies the inbox.",
  ),
  ANONYMOUS_DRAFTS_PER_ADDRESS_PER_DAY: wholeNumber({ min: 1, max: 1_000_000, fallback: 20 }).describe(
    'New drafts (each a session and a draft) a client address (an IPv6 address by its /64) may start in a day without signing in; past it a first save answers `429` `too_many_new_drafts` (sign in to start one) and stores nothing.',
  ),
  ANONYMOUS_SESSION_MAX_AGE_MS: milliseconds(86_400_000).describe(
    'A session that never signs in, and its draft, end this long after the draft began (not renewed; at most `SESSION_MAX_AGE_MS`); signing in starts a session of `SESSION_MAX_AGE_MS` that keeps the draft.',
  ),
  // Judging a resume parses it in a worker process, up to 3 s for a crafted file (server/resume/).
  // A candidate uploads a few; a client that sends more waits the hour.
  RESUME_CHECKS_PER_CLIENT_PER_HOUR: wholeNumber({ min: 1, max: 1_000_000, fallback: 30 }).describe(
    'Resume uploads one client (an IPv6 address by its /64) may have judged in an hour, stored or refused, counted before the file is read: judging parses the PDF, up to 3 s of a worker process for a crafted file. Past it `429` `too_many_resume_checks` with `Retry-After`.',
  ),
  RESUME_CHECKS_AT_ONCE: wholeNumber({ min: 1, max: 64, fallback: 1 }).describe(
    'Resumes judged at once, each in a worker process of its own (64 MB of heap, 3 s at most, the lowest CPU priority); more wait in a queue of 32 per process, and past it an upload is answered `503` `resume_checks_busy` with `Retry-After` (the browser sends it again then). One leaves a core of two to the pages.',
  ),
  // Many phones on an Indian mobile network share one IPv4 address (CGNAT): a few, not one.
  RESUME_UPLOADS_AT_ONCE_PER_CLIENT: wholeNumber({ min: 1, max: 1_000_000, fallback: 4 }).describe(
    'Resume uploads one client (an IPv6 address by its /64) may have under way at once, received or judged; more are answered `429` `too_many_uploads_at_once` with `Retry-After` before their bodies are read (the browser sends them again then).',
  ),
  // Slow clients must not hold connections for minutes (slowloris): the headers of a request
  // within 20 s, the whole request (a 5 MB resume from a phone on a slow network) within 2 min.
  HEADERS_TIMEOUT_MS: milliseconds(20_000).describe(
    "A request's headers must arrive within this (at most `REQUEST_TIMEOUT_MS`), or it is answered `408` and its connection closed.",
  ),
  REQUEST_TIMEOUT_MS: milliseconds(120_000).describe(
    'A whole request, such as a 5 MB resume from a slow phone, must arrive within this, or it is answered `408` and its connection closed.',
  ),
  KEEP_ALIVE_TIMEOUT_MS: milliseconds(5_000).describe(
    "An idle keep-alive connection is closed after this; behind a proxy, keep it above the proxy's own idle timeout.",
  ),
  MAX_CONNECTIONS: wholeNumber({ min: 1, max: 1_000_000, fallback: 1_000 }).describe(
    'Open connections at most; more are dropped as they arrive, with slots kept for new addresses and the machine\'s own health checks (docs/operations.md, "Connections").',
  ),
  // Notifications (server/notifications): emails through SMTP, or .eml files in DATA_DIR without it.
  SMTP_URL: optional(z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' })).describe(
    'Where emails are sent: `smtp://user:password@host:587` or `smtps://…:465`. Unset: emails are written as `.eml` files into `DATA_DIR/outbox`, the log naming each file.',
  ),
  MAIL_FROM: optional(
    z.string().regex(/^[^\r\n]*<?[^\s@<>]+@[^\s@<>]+>?$/, 'must be an address, e.g. Careers <jobs@example.com>'),
  ).describe(
    'The sender of every email, e.g. `Careers <jobs@example.com>`; required with `SMTP_URL`. Unset: `<brand name> Careers <careers@localhost>`.',
  ),
  NOTIFY_EMAILS: emailList.describe('Comma-separated addresses told of each new application. Unset: no team email.'),
  RECRUITER_EMAILS: emailList.describe(
    'Comma-separated emails of the hiring team, whose verified accounts may work the applications (`/recruiter`, `/api/recruiter/*`). Unset: only accounts with the Firebase custom claim `recruiter`.',
  ),
  WEBHOOK_URL: optional(httpUrl).describe(
    'A JSON webhook on each new application (`application.submitted`, ids and no answers), signed as Standard Webhooks specifies (docs/jobs-and-ats.md, "Verifying the webhook"); needs `WEBHOOK_SECRET`.',
  ),
  // Standard Webhooks' secret: "whsec_" and the key in base64 (https://www.standardwebhooks.com).
  WEBHOOK_SECRET: optional(webhookSecret).describe(
    'The webhook\'s secret: `whsec_` and 24 to 64 random bytes in base64 (`echo "whsec_$(openssl rand -base64 32)"`); required with `WEBHOOK_URL`.',
  ),
  OUTBOX_POLL_MS: milliseconds(2_000).describe('How often the outbox is read for messages to send.'),
  OUTBOX_RETRY_MS: milliseconds(5_000).describe(
    'The first wait before a failed message is tried again, doubling up to an hour, each wait drawn within ±20 % so that messages that failed together are not retried together; emails and webhooks are never given up.',
  ),
  OUTBOX_LEASE_MS: milliseconds(60_000).describe(
    'How long a message one replica took is left to it before another may take it.',
  ),
  // Job alerts (server/alerts): each confirmation email goes to an address nobody has verified yet,
  // so the whole site's are bounded as well as each client's requests.
  ALERTS_HOUR: wholeNumber({ min: 0, max: 23, fallback: 7 }).describe(
    "The hour (UTC) job alert digests are due at: `npm run send-alerts`, run hourly, sends a daily alert's digest once a day from that hour and a weekly one's once a week.",
  ),
  ALERTS_SUBSCRIBE_LIMIT_PER_HOUR: wholeNumber({ min: 1, max: 100_000, fallback: 20 }).describe(
    'Job alert requests (`POST /api/alerts` and the job list\'s "Email me jobs like these" form, counted together) one client may make in an hour, then `429` with `Retry-After`; besides, a mailbox gets at most 5 confirmation emails a day and an address at most 20 alerts.',
  ),
  ALERTS_CONFIRMATIONS_PER_HOUR: wholeNumber({ min: 1, max: 1_000_000, fallback: 300 }).describe(
    'Job alert confirmation emails the whole site sends in an hour; past it requests are answered the same and send nothing, and a warning is logged once an hour while it holds.',
  ),
  CANDIDATE_EMAIL_DELAY_MS: optional(
    z.coerce
      .number({ error: 'must be a whole number of milliseconds' })
      .int('must be a whole number of milliseconds')
      .min(0, 'must be 0 or more')
      .max(86_400_000, 'must be at most 86400000 (a day)'),
  )
    .transform((value) => value ?? 600_000)
    .describe(
      "How long a status email a recruiter chose to send (interview, offer, not selected) waits in the outbox, while Undo on the application's page (or `DELETE …/pending-email`) can take it back; 0 sends it at once, with no Undo. The confirmation of an application is not held.",
    ),
  TRUST_PROXY: optional(
    z
      .string()
      .regex(/^(\d{1,2}|loopback|linklocal|uniquelocal)$/, 'must be a hop count or loopback/linklocal/uniquelocal'),
  ).describe(
    'Behind a TLS-terminating proxy: how many hops to trust (`1`), or `loopback`, `linklocal`, `uniquelocal`. Unset: the server sees plain HTTP, so cookies go without `Secure`, no HSTS is sent and limits count the proxy\'s address (production warns at start; docs/operations.md, "Connections").',
  ),
  PAGE_CACHE_MB: megabytes(32).describe(
    'Megabytes of memory for anonymous pages already rendered, their Brotli and gzip copies, URLs and script hashes (a page takes about 15-20 KB); the least recently used go first.',
  ),
  // So that one client's slow sockets cannot take all of MAX_CONNECTIONS (server/http/connection-shares.ts);
  // its default depends on TRUST_PROXY, so it is set in environmentSchema.
  MAX_CONNECTIONS_PER_ADDRESS: optional(digits({ min: 1, max: 1_000_000 })).describe(
    'Open connections of one client address (an IPv6 client: its /64) at most, fewer as the server fills, and at most `MAX_CONNECTIONS`. Unset: 100, or `MAX_CONNECTIONS` with `TRUST_PROXY`, where every connection comes from the proxy (limit per client there; docs/operations.md, "Connections").',
  ),
  LOG_LEVEL: optional(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']))
    .transform((value) => value ?? 'info')
    .describe('The least severe level of log line written.'),
});

/**
 * Every environment variable's schema, its `.describe()` the words of docs/configuration.md
 * (server/config-reference.ts writes it; `npm run docs:config`).
 */
export const environmentVariables = variables;

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
  } else if (env.REDIS_URL && !env.SESSION_SECRET && !env.SESSION_SECRET_FILE) {
    // The limits' keys in Redis are HMACs under it: replicas with secrets of their own would not share a count.
    issues.addIssue({
      code: 'custom',
      path: ['SESSION_SECRET'],
      message:
        'is required in production with REDIS_URL (or SESSION_SECRET_FILE): every replica must key the limits it counts there with the same secret',
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
const environmentSchema = envSchema.transform(({ SESSION_SECRET_FILE, ...env }) => ({
  ...env,
  SESSION_SECRET: env.SESSION_SECRET ?? SESSION_SECRET_FILE,
  MAX_CONNECTIONS_PER_ADDRESS:
    env.MAX_CONNECTIONS_PER_ADDRESS ?? (env.TRUST_PROXY ? env.MAX_CONNECTIONS : Math.min(100, env.MAX_CONNECTIONS)),
}));

/** The environment's variables as read: every one by its name, checked and with its default. */
export type Environment = z.infer<typeof environmentSchema>;

export type { Config } from './config-sections';

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

/** Reads the environment's variables by their names (docs/configuration.md). */
export function readEnvironment(env: Record<string, string | undefined> = process.env): Environment {
  return parse(environmentSchema, env);
}

/** Reads the configuration from environment variables, each in its section (server/config-sections.ts). */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  return configOf(readEnvironment(env));
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

/** The configuration of `npm run migrate`. */
export function loadMigrateConfig(env: Record<string, string | undefined> = process.env) {
  return parse(migrateSchema, env);
}
