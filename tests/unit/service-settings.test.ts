import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { configSections, secretVariables, sectionOf } from '../../server/config-sections';
import { serviceSettings } from '../../server/service-settings';

// Each secret set to a value of its own, so that where it went can be told from what a service gets.
const secretValues = {
  SESSION_SECRET: 'session-secret-0123456789abcdefghijklmnop',
  GREENHOUSE_API_KEY: 'greenhouse-key-0123456789',
  LEVER_API_KEY: 'lever-key-0123456789',
  ASHBY_API_KEY: 'ashby-key-0123456789',
  SMARTRECRUITERS_API_KEY: 'smartrecruiters-key-0123456789',
  WEBHOOK_SECRET: `whsec_${Buffer.alloc(32, 7).toString('base64')}`,
  SMTP_URL: 'smtp://mailer:smtp-password@127.0.0.1:2525',
  DATABASE_URL: 'postgres://careers:database-password@127.0.0.1:5432/careers',
  REDIS_URL: 'redis://:redis-password@127.0.0.1:6379',
  METRICS_TOKEN: 'metrics-token-0123456789',
};

const config = loadConfig({
  NODE_ENV: 'test',
  ...secretValues,
  WEBHOOK_URL: 'https://hooks.example.com/careers',
  MAIL_FROM: 'Careers <jobs@example.com>',
});

/** The names of the secrets whose values appear anywhere in `value`. */
function secretsIn(value: unknown): string[] {
  const text = JSON.stringify(value);
  return Object.entries(secretValues)
    .filter(([, secret]) => text.includes(JSON.stringify(secret).slice(1, -1)))
    .map(([name]) => name)
    .sort();
}

/** The sections the variables of `settings` come from (a secret's: `secrets`). */
function sectionsOf(settings: object): string[] {
  return [...new Set(Object.keys(settings).map(sectionOf))].sort();
}

const atsKeys = ['ASHBY_API_KEY', 'GREENHOUSE_API_KEY', 'LEVER_API_KEY', 'SMARTRECRUITERS_API_KEY'];

describe('what each service is given of the configuration', () => {
  it('puts every other variable in its section, by its name', () => {
    const { secrets, ...sections } = config;
    const placed = Object.entries(sections).flatMap(([section, values]) =>
      Object.keys(values).map((name) => [name, section]),
    );
    expect(placed.length).toBeGreaterThan(50);
    for (const [name, section] of placed)
      expect(configSections[name as keyof typeof configSections], name).toBe(section);
    expect(config.jobs.JOBS_SOURCE).toEqual({ kind: 'embedded' });
    expect(config.mail.MAIL_FROM).toBe('Careers <jobs@example.com>');
    expect(config.limits.MAX_CONNECTIONS_PER_ADDRESS).toBe(100);
    expect(Object.keys(secrets).sort()).toEqual([...secretVariables].sort());
  });

  it('keeps every secret out of the sections, in config.secrets alone', () => {
    const { secrets, ...sections } = config;
    expect(secretsIn(sections)).toEqual([]);
    expect(secretsIn(secrets)).toEqual([...secretVariables].sort());
  });

  it.each([
    ['logger', ['server'], []],
    ['siteFolder', ['blog', 'site'], []],
    ['jobs', ['jobs', 'secrets', 'site'], atsKeys],
    [
      'notifications',
      ['jobs', 'mail', 'secrets', 'server', 'site', 'storage'],
      [...atsKeys, 'SMTP_URL', 'WEBHOOK_SECRET'],
    ],
    ['storage', ['secrets', 'signIn', 'site', 'storage'], ['DATABASE_URL']],
    ['sessionSecret', ['secrets', 'storage'], ['SESSION_SECRET']],
    ['redisLimits', ['secrets'], ['REDIS_URL']],
    ['firebase', ['signIn'], []],
    ['metrics', ['secrets'], ['METRICS_TOKEN']],
    ['blog', ['blog'], []],
    ['resumeQuota', ['storage'], []],
    ['httpServer', ['limits'], []],
  ] as const)('%s draws on the sections %j and gets only the secrets it uses: %j', (service, sections, secrets) => {
    const settings = serviceSettings[service](config);
    expect(sectionsOf(settings)).toEqual(sections);
    expect(secretsIn(settings)).toEqual([...secrets].sort());
  });

  it('lists every service the configuration is handed to', () => {
    expect(Object.keys(serviceSettings).sort()).toEqual(
      [
        'blog',
        'firebase',
        'httpServer',
        'jobs',
        'logger',
        'metrics',
        'notifications',
        'redisLimits',
        'resumeQuota',
        'sessionSecret',
        'siteFolder',
        'storage',
      ].sort(),
    );
  });

  it('gives every secret to some service: none is read for nothing', () => {
    const handedOut = new Set(Object.values(serviceSettings).flatMap((settingsOf) => secretsIn(settingsOf(config))));
    expect([...handedOut].sort()).toEqual([...secretVariables].sort());
  });
});
