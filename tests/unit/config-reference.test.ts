import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { environmentVariables } from '../../server/config';
import { configReference, undescribedVariables } from '../../server/config-reference';
import { configSections } from '../../server/config-sections';

const written = () => readFileSync('docs/configuration.md', 'utf8');

/** The reference's row of a variable. */
const rowOf = (name: string) =>
  written()
    .split('\n')
    .find((line) => line.startsWith(`| \`${name}\` |`));

describe('the configuration reference, docs/configuration.md', () => {
  it('is what `npm run docs:config` writes from the schema now', () => {
    expect(written(), 'run `npm run docs:config` after changing server/config.ts').toBe(configReference());
  });

  it('has every environment variable described in the schema', () => {
    expect(undescribedVariables()).toEqual([]);
    expect(undescribedVariables({ DESCRIBED: z.string().describe('Words.'), BARE: z.string() })).toEqual(['BARE']);
  });

  it('lists every variable of the schema once, in a group', () => {
    const names = Object.keys(environmentVariables.shape);
    expect(Object.keys(configSections).sort()).toEqual([...names].sort());
    for (const name of names) {
      expect(
        written()
          .split('\n')
          .filter((line) => line.startsWith(`| \`${name}\` |`)),
      ).toHaveLength(1);
    }
  });

  it('writes a default as the value that does what unset does, and unset where unset is its own case', () => {
    expect(rowOf('PORT')).toMatch(/^\| `PORT` \| `3000` \|/);
    expect(rowOf('SITE_DIR')).toMatch(/^\| `SITE_DIR` \| `site` \|/);
    expect(rowOf('RESUME_STORAGE_LIMIT_MB')).toMatch(/^\| `RESUME_STORAGE_LIMIT_MB` \| `10240` \|/);
    expect(rowOf('CANDIDATE_EMAIL_DELAY_MS')).toMatch(/^\| `CANDIDATE_EMAIL_DELAY_MS` \| `600000` \(10 minutes\) \|/);
    expect(rowOf('MIGRATE_ON_START')).toMatch(/^\| `MIGRATE_ON_START` \| `true` \|/);
    expect(rowOf('JOBS_SOURCE')).toMatch(/^\| `JOBS_SOURCE` \| unset \|/);
    expect(rowOf('NOTIFY_EMAILS')).toMatch(/^\| `NOTIFY_EMAILS` \| unset \|/);
  });

  it('names the checks the schema makes at start', () => {
    expect(rowOf('PORT')).toContain('must be a whole number from 0 to 65535');
    expect(rowOf('PUBLIC_URL')).toContain("must be the site's origin");
    expect(rowOf('LOG_LEVEL')).toContain('one of `fatal`, `error`, `warn`, `info`, `debug`, `trace`, `silent`');
    expect(rowOf('TIMEZONE')).toContain('must be an IANA time zone name');
    expect(rowOf('JOBS_SOURCE')).toContain('must be file:\\<path>');
  });
});
