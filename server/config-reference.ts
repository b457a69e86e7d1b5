import { isAbsolute, relative } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { z } from 'zod';
import { environmentVariables } from './config';
import { type ConfigSection, configSections } from './config-sections';

/**
 * docs/configuration.md, written from the configuration's schema (`npm run docs:config`): each
 * variable's words are its `.describe()` in server/config.ts, its default and checks are read
 * from the schema itself, and its group is its section (server/config-sections.ts), headed as
 * below. A unit test fails when the file and the schema differ, so a new variable is documented
 * by the change that adds it.
 */

export type ConfigVariable = keyof typeof environmentVariables.shape;

/** Each section's heading in the reference, in its order, with what it is about. */
const sectionHeadings: Record<ConfigSection, [heading: string, about: string]> = {
  server: ['Server', 'Where the server listens, how it sees its clients, and what it logs.'],
  site: ['Site and company', 'The company the site is for: its site folder, country, time zone and links elsewhere.'],
  blog: ['Blog', 'The blog the site shows, proxied and cached by the server.'],
  jobs: [
    'Jobs and ATS',
    'Where the job openings come from, and delivery of applications into the ATS (docs/jobs-and-ats.md).',
  ],
  signIn: ['Sign-in and sessions', 'Firebase sign-in, who is a recruiter, and the sessions the server keeps.'],
  storage: ['Storage', 'The database, the data folder, resume storage and how long applications are kept.'],
  mail: ['Email and webhooks', 'The outbox: emails to candidates and the hiring team, and the webhook.'],
  alerts: ['Job alerts', 'Digests of new jobs by email (`npm run send-alerts`); alerts need `PUBLIC_URL`.'],
  limits: ['Limits', "Request limits per client and the HTTP server's timeouts and connections (docs/operations.md)."],
  operations: ['Metrics and operations', 'Metrics for a scraper, and the memory of the page cache.'],
};

/** The variables whose schema has no `.describe()`: the reference would have nothing to say of them. */
export function undescribedVariables(shape: Record<string, z.ZodType> = environmentVariables.shape): string[] {
  return Object.keys(shape).filter((name) => !shape[name]?.description?.trim());
}

const variables = () => Object.keys(configSections) as ConfigVariable[];

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
  return `| \`${name}\` | ${fallback} | ${cell(checks.join('; '))} |`;
}

/** Words wrapped at 100 columns as a list item, readable in a terminal as well as rendered. */
function listItem(text: string): string {
  const lines: string[] = [];
  let line = '-';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line.length + 1 + word.length > 100 && line.trim() !== '-') {
      lines.push(line);
      line = ' ';
    }
    line += ` ${word}`;
  }
  return [...lines, line].join('\n');
}

const description = (name: ConfigVariable) =>
  listItem(`\`${name}\`: ${environmentVariables.shape[name].description ?? ''}`);

export function configReference(): string {
  const missing = undescribedVariables();
  if (missing.length) throw new Error(`no .describe() in server/config.ts for ${missing.join(', ')}`);
  const sections = (Object.entries(sectionHeadings) as [ConfigSection, [string, string]][]).map(
    ([section, [heading, about]]) => {
      const names = variables().filter((name) => configSections[name] === section);
      return `## ${heading}

${about}

| Variable | Default | Checked at start |
| --- | --- | --- |
${names.map(row).join('\n')}

${names.map(description).join('\n')}
`;
    },
  );
  return `# Configuration

Written by \`npm run docs:config\` from server/config.ts (each variable's \`.describe()\`, its
default and its checks) and server/config-sections.ts (its group); do not edit by hand.

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
